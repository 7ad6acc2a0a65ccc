import { RefundPolicy } from '#web/features/policies/refund-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Refund Policy"
        description="When and how booking payments are refunded, and how long a refund takes to reach you."
        path={paths.refundPolicy}
      />
      <RefundPolicy />
    </>
  );
}
