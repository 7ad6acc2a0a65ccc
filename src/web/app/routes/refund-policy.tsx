import { RefundPolicy } from '../../features/policies/refund-policy.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Refund Policy | ${siteSettings.companyName}`}</title>
      <RefundPolicy />
    </>
  );
}
