/**
 * The three numbers of payment terms (issue 26 §1): the site's on the settings page and a villa's
 * own below it, the same fields with the same words and limits.
 */
import type { PaymentTermsInput } from '#domain/schemas/payment.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { TERMS_LABELS } from './terms-form-data.ts';

export function TermsFields({
  terms,
  errors,
}: {
  terms: PaymentTermsInput;
  errors: Partial<Record<keyof PaymentTermsInput, string | undefined>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={TERMS_LABELS.depositPercent}
        name="depositPercent"
        inputMode="numeric"
        required
        defaultValue={String(terms.depositPercent)}
        hint="Percent of the total, 1 to 100. 100 asks for the whole at once."
        error={errors.depositPercent}
      />
      <TextField
        label={TERMS_LABELS.depositDueDays}
        name="depositDueDays"
        inputMode="numeric"
        required
        defaultValue={String(terms.depositDueDays)}
        hint="Days after confirmation, 0 to 30."
        error={errors.depositDueDays}
      />
      <TextField
        label={TERMS_LABELS.balanceDueDays}
        name="balanceDueDays"
        inputMode="numeric"
        required
        defaultValue={String(terms.balanceDueDays)}
        hint="Days before arrival, 0 to 365."
        error={errors.balanceDueDays}
      />
    </div>
  );
}
