import { ContactPage } from '../../features/contact/contact-page.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`Contact Us | ${siteSettings.companyName}`}</title>
      <ContactPage />
    </>
  );
}
