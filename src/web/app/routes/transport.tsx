import { TransportPage } from '../../features/transport/transport-page.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Transport | ${siteSettings.companyName}`}</title>
      <TransportPage />
    </>
  );
}
