import { TermsOfService } from '#web/features/policies/terms-of-service.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.policies_terms_title()}
        description={m.policies_terms_meta_description()}
        path={paths.termsOfService}
      />
      <TermsOfService />
    </>
  );
}
