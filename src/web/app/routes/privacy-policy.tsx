import { PrivacyPolicy } from '../../features/policies/privacy-policy.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Privacy Policy | ${siteSettings.companyName}`}</title>
      <PrivacyPolicy />
    </>
  );
}
