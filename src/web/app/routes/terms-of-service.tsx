import { TermsOfService } from '../../features/policies/terms-of-service.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Terms of Service | ${siteSettings.companyName}`}</title>
      <TermsOfService />
    </>
  );
}
