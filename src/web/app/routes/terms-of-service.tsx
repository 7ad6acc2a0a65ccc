import { TermsOfService } from '#web/features/policies/terms-of-service.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms of booking and staying in our private villas in Sri Lanka: requests, payment, stays and house rules."
        path={paths.termsOfService}
      />
      <TermsOfService />
    </>
  );
}
