import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  paymentSettingsSchema,
  type PaymentSettingsInput,
  type PaymentSettingsView,
} from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { card } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { SaveBar } from '#web/console/components/save-bar.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { formatDays } from '#web/lib/calendar-dates.ts';
import { consolePaths } from '#web/console/paths.ts';
import { fetchPaymentSettings, paymentSettingsQuery, savePaymentSettings } from './api.ts';
import { readSettings, SETTINGS_LABELS } from './terms-form-data.ts';
import { TermsFields } from './terms-fields.tsx';
import { termsInWords } from './terms-words.ts';
import { VillasTerms } from './villa-terms.tsx';

/** What each setting is called, to say what someone else changed. */
const PARTS: Record<keyof PaymentSettingsInput, string> = {
  depositPercent: 'the deposit',
  depositDueDays: 'the days to pay the deposit',
  balanceDueDays: 'when the balance is due',
  graceDays: 'the grace period',
  autoCancel: 'cancel automatically',
  bankDetails: 'the bank details',
  paymentInstructions: 'the payment instructions',
  cardPayments: 'card payment',
};

const SAVED =
  'Saved. Bookings confirmed from now on follow these terms; those confirmed before keep theirs.';

const AUTO_CANCEL_WORDS =
  'Off: a booking still owing money past the grace period is listed as “Cancel for non-payment?” in Payments and on Today, and a person decides. On: it is cancelled without asking, with the refund the cancellation policy gives on what was paid, and the guest is told.';

/** What the card switch does, or why it cannot be turned on yet. */
function cardWords(settings: PaymentSettingsView): string {
  return settings.cardGateway
    ? `On: the booking page and the e-mails that ask for money offer “Pay by card”, through ${settings.cardGateway}; each payment is recorded with its receipt when ${settings.cardGateway} confirms it. Bank transfer stays.`
    : 'Needs the card company’s account on the server first (PAYHERE_* in the README); until then guests pay by bank transfer or in cash.';
}

/**
 * The site's payment settings (issue 26 §1-§3): the terms bookings are confirmed under (each
 * villa may have its own, below), the grace before an unpaid booking is listed for cancelling,
 * whether to cancel it automatically, and how guests pay. The owner edits; a manager reads.
 */
export function PaymentSettingsPage({ me }: { me: Me }) {
  const settings = useQuery(paymentSettingsQuery);
  const owner = me.role === 'owner';
  return (
    <>
      <title>Payment settings · Payments · Console</title>
      <p>
        <Link href={consolePaths.payments} className="text-sm text-teal-800 underline">
          Payments
        </Link>
      </p>
      <h1 className="mt-2 text-4xl">Payment settings</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        The terms a booking is confirmed under: its schedule is fixed then, so a change here applies
        to bookings confirmed after it. {owner ? '' : 'Only the owner changes these settings.'}
      </p>
      <div className="mt-6">
        {settings.isPending && <p role="status">Loading the settings…</p>}
        {settings.isError && <FormAlertRegion message={messageOf(settings.error)} />}
        {settings.data &&
          (owner ? (
            <SettingsForm settings={settings.data} />
          ) : (
            <SettingsSummary settings={settings.data} />
          ))}
      </div>
      {settings.data && <VillasTerms owner={owner} />}
    </>
  );
}

function SettingsForm({ settings }: { settings: PaymentSettingsView }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const { state, props, pending, form } = useFormAction({
    labels: SETTINGS_LABELS,
    read: readSettings,
    check: paymentSettingsSchema,
    keepsFields: true,
    send: (input): Promise<PaymentSettingsView> =>
      savePaymentSettings(input, conflict.takeVersion()),
    done: (saved) => {
      conflict.ask(null);
      queryClient.setQueryData(paymentSettingsQuery.queryKey, saved);
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  // Its calls above run only once the form is sent, after this line.
  const conflict = useEditConflict(settings.version, fetchPaymentSettings, form);
  const errors = state.fields;
  const { theirs } = conflict;

  return (
    <>
      {/* Drawn anew from what was stored when a save (or theirs, shown) gives a new version. */}
      <form
        key={settings.version}
        id={formId}
        {...props}
        aria-label="Payment settings"
        className="space-y-6"
      >
        <section className={`${card} space-y-4`} aria-labelledby="terms-heading">
          <div>
            <h2 id="terms-heading" className="text-2xl">
              Terms
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              Now: {termsInWords(settings)} A stay confirmed inside the balance&apos;s days is due
              whole when the deposit would be.
            </p>
          </div>
          <TermsFields terms={settings} errors={errors} />
        </section>

        <section className={`${card} space-y-4`} aria-labelledby="late-heading">
          <h2 id="late-heading" className="text-2xl">
            Late payments
          </h2>
          <div className="max-w-xs">
            <TextField
              label={SETTINGS_LABELS.graceDays}
              name="graceDays"
              inputMode="numeric"
              required
              defaultValue={String(settings.graceDays)}
              hint="Days after a due date, 0 to 60, before an unpaid booking is listed for cancelling."
              error={errors.graceDays}
            />
          </div>
          <div>
            <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
              <input
                type="checkbox"
                name="autoCancel"
                defaultChecked={settings.autoCancel}
                aria-describedby={`${formId}-auto-cancel`}
                className="h-5 w-5 accent-teal-800"
              />
              {SETTINGS_LABELS.autoCancel}
            </label>
            <p id={`${formId}-auto-cancel`} className="text-sm text-ink-soft">
              {AUTO_CANCEL_WORDS}
            </p>
          </div>
        </section>

        <section className={`${card} space-y-4`} aria-labelledby="how-heading">
          <div>
            <h2 id="how-heading" className="text-2xl">
              How guests pay
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              Shown in the confirmation e-mail and on the guest&apos;s booking page, with the
              amounts and the due dates.
            </p>
          </div>
          <TextAreaField
            label={SETTINGS_LABELS.bankDetails}
            name="bankDetails"
            rows={5}
            maxLength={2000}
            defaultValue={settings.bankDetails}
            hint="The account's name, bank, branch, number and SWIFT code, one to a line."
            error={errors.bankDetails}
          />
          <TextAreaField
            label={SETTINGS_LABELS.paymentInstructions}
            name="paymentInstructions"
            rows={5}
            maxLength={2000}
            defaultValue={settings.paymentInstructions}
            hint="What to write as the transfer's reference, cash on arrival, and so on."
            error={errors.paymentInstructions}
          />
          <div>
            <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
              <input
                type="checkbox"
                name="cardPayments"
                defaultChecked={settings.cardPayments}
                disabled={!settings.cardGateway}
                aria-describedby={`${formId}-card`}
                className="h-5 w-5 accent-teal-800"
              />
              {SETTINGS_LABELS.cardPayments}
            </label>
            {settings.cardGateway && <input type="hidden" name="cardPaymentsShown" value="1" />}
            <p id={`${formId}-card`} className="text-sm text-ink-soft">
              {cardWords(settings)}
            </p>
          </div>
        </section>
      </form>
      <SaveBar
        form={formId}
        alert={state.alert}
        saved={state.answer ? SAVED : null}
        pending={pending}
        label="Save the settings"
      >
        {theirs && (
          <EditConflict
            saved="Someone else saved the payment settings while you were editing them"
            changed={changedParts(settings, theirs, PARTS)}
            onSaveMine={() => conflict.saveMine(theirs)}
            onShowTheirs={() => {
              conflict.ask(null);
              queryClient.setQueryData(paymentSettingsQuery.queryKey, theirs);
            }}
          />
        )}
      </SaveBar>
    </>
  );
}

/** What a manager reads: the same settings, in words; the bank details as the owner wrote them. */
function SettingsSummary({ settings }: { settings: PaymentSettingsView }) {
  const rows: [string, string][] = [
    ['Terms', termsInWords(settings)],
    ['Grace period', `${formatDays(settings.graceDays)} after a due date`],
    [
      'Cancel automatically',
      settings.autoCancel
        ? 'On: a booking unpaid past the grace period is cancelled without asking.'
        : 'Off: a booking unpaid past the grace period is listed for a person to decide.',
    ],
    ['Bank details', settings.bankDetails || 'None given yet.'],
    ['Payment instructions', settings.paymentInstructions || 'None given yet.'],
    ['Card payment online', settings.cardPayments && settings.cardGateway ? 'On.' : 'Off.'],
  ];
  return (
    <section className={card} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-2xl">
        The site&apos;s settings
      </h2>
      <dl className="mt-4 space-y-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-medium text-ink-soft">{term}</dt>
            <dd className="mt-1 whitespace-pre-line text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
