import { AboutPage } from '../../features/about/about-page.tsx';
import { siteSettings } from '../../lib/site-settings.ts';

export function Component() {
  return (
    <>
      <title>{`About Us | ${siteSettings.companyName}`}</title>
      <AboutPage />
    </>
  );
}
