import { PrivacyPolicy } from '#web/features/policies/privacy-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What personal data we collect when you book or write to us, why, how long we keep it, and your rights."
        path={paths.privacyPolicy}
      />
      <PrivacyPolicy />
    </>
  );
}
