import { TransportPage } from '#web/features/transport/transport-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';
import { m } from '#web/i18n/messages.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.transport_meta_title()}
        description={m.transport_meta_description()}
        path={paths.transport}
      />
      <TransportPage />
    </>
  );
}
