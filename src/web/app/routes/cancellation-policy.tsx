import { CancellationPolicy } from '../../features/policies/cancellation-policy.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Cancellation Policy | ${siteSettings.companyName}`}</title>
      <CancellationPolicy />
    </>
  );
}
