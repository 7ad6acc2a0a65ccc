import { TransportPage } from '#web/features/transport/transport-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Airport Transfers & Tours"
        description="Private airport transfers from Colombo to the south coast and day tours with our own drivers: see prices and request a ride."
        path={paths.transport}
      />
      <TransportPage />
    </>
  );
}
