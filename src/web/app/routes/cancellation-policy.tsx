import { CancellationPolicy } from '../../features/policies/cancellation-policy.tsx';
import { PageMeta } from '../../features/seo/page-meta.tsx';
import { paths } from '../../lib/paths.ts';

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
