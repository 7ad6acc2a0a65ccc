import { CancellationPolicy } from '#web/features/policies/cancellation-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.policies_cancellation_title()}
        description={m.policies_cancellation_meta_description()}
        path={paths.cancellationPolicy}
      />
      <CancellationPolicy />
    </>
  );
}
