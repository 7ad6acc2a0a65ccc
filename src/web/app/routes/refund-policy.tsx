import { RefundPolicy } from '#web/features/policies/refund-policy.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.policies_refund_title()}
        description={m.policies_refund_meta_description()}
        path={paths.refundPolicy}
      />
      <RefundPolicy />
    </>
  );
}
