import { TransportPage, transportPageSearch } from '../../features/transport/transport-page.tsx';
import { PageMeta } from '../../features/seo/page-meta.tsx';
import { paths } from '../../lib/paths.ts';

export const handle = { search: transportPageSearch };

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
