import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';

/**
 * The end of a room's form: its alert region, then its submit button (which says what it is
 * doing while the request runs) and, when the form can be left, Cancel.
 */
export function FormFooter({
  alert,
  pending,
  submit,
  onCancel,
}: {
  alert: string | null;
  pending: boolean;
  submit: { label: string; pending: string };
  onCancel?: () => void;
}) {
  return (
    <>
      <FormAlertRegion message={alert} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? submit.pending : submit.label}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
