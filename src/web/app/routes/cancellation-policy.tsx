import { CancellationPolicy } from '#web/features/policies/cancellation-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Cancellation Policy"
        description="How to cancel a villa booking with us, and what each notice period means for your payment."
        path={paths.cancellationPolicy}
      />
      <CancellationPolicy />
    </>
  );
}
