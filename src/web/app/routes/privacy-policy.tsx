import { PrivacyPolicy } from '#web/features/policies/privacy-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.policies_privacy_title()}
        description={m.policies_privacy_meta_description()}
        path={paths.privacyPolicy}
      />
      <PrivacyPolicy />
    </>
  );
}
