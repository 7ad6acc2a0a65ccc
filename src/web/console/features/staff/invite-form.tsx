import { useQueryClient } from '@tanstack/react-query';
import { useActionState, useMemo, useState } from 'react';
import { STAFF_ROLES, staffCreateSchema } from '#domain/schemas/staff.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError, messageOf } from '#web/console/lib/console-api.ts';
import { card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';
import { fieldMessages } from '#web/console/components/field-message.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';
import { fieldErrors, readForm } from '#web/components/form/form-state.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFocusFirstError } from '#web/components/form/use-focus-first-error.ts';
import { inviteStaff, staffQuery, type StaffInvited } from '#web/console/lib/staff-api.ts';

const FIELDS = { name: 'Name', email: 'E-mail', role: 'Role' } as const;
type Field = keyof typeof FIELDS;

interface InviteState {
  values: Partial<Record<Field, string>>;
  fields: Partial<Record<Field, string>>;
  alert: string | null;
  invited: StaffInvited | null;
}

const START: InviteState = { values: {}, fields: {}, alert: null, invited: null };

const NAMES = Object.keys(FIELDS) as Field[];

/** The schema's or the server's messages, beside their fields in the words of their labels. */
const fieldsOf = (issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) =>
  fieldMessages(fieldErrors(issues, NAMES), FIELDS);

/**
 * Invites a person: the server makes the account and e-mails them a link to set their password.
 * The link is shown here too, for a colleague whose mail is slow or lost, to send another way.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [state, action, pending] = useActionState(
    async (_previous: InviteState, form: FormData): Promise<InviteState> => {
      const values = readForm(form, NAMES);
      const parsed = staffCreateSchema.safeParse(values);
      if (!parsed.success) {
        return { ...START, values, fields: fieldsOf(parsed.error.issues) };
      }
      try {
        const invited = await inviteStaff(parsed.data);
        await queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
        return { ...START, invited };
      } catch (error) {
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        return {
          ...START,
          values,
          fields: fieldsOf(issues),
          alert: messageOf(error),
        };
      }
    },
    START,
  );
  // Once per answer of the action (a new state), not on every render.
  const focusState = useMemo(
    () => ({ values: {}, fields: state.fields, alert: state.alert }),
    [state],
  );
  const form = useFocusFirstError(focusState);

  return (
    <section aria-labelledby="invite-heading" className={card}>
      <h2 id="invite-heading" className="text-2xl">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        They receive an e-mail with a link to choose their password.
      </p>
      <form ref={form} action={action} noValidate className="mt-4 space-y-4">
        <FormAlertRegion message={state.alert} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={FIELDS.name}
            name="name"
            autoComplete="off"
            required
            defaultValue={state.values.name ?? ''}
            error={state.fields.name}
          />
          <TextField
            label={FIELDS.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={state.values.email ?? ''}
            error={state.fields.email}
          />
          <SelectField
            label={FIELDS.role}
            name="role"
            required
            defaultValue={state.values.role ?? 'manager'}
            error={state.fields.role}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? 'Sending the invitation…' : 'Send invitation'}
        </button>
      </form>
      <InviteSent invited={state.invited} />
    </section>
  );
}

/** After an invitation: where it went, and its link to copy. Always in the page, to be announced. */
function InviteSent({ invited }: { invited: StaffInvited | null }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the link stays selectable.
      setCopied(null);
    }
  };
  return (
    <div className="mt-4 space-y-3">
      <div role="status" aria-atomic="true">
        {invited && (
          <p className="rounded-xl border border-teal-800/30 bg-sand-100 px-4 py-3 text-sm text-teal-900">
            We e-mailed an invitation to {invited.email}. You can also send them this link:{' '}
            <span className="font-medium break-all">{invited.inviteUrl}</span> (it works until{' '}
            {formatDateTime(invited.inviteExpiresAt)}).
          </p>
        )}
      </div>
      {invited && (
        <button
          type="button"
          onClick={() => void copy(invited.inviteUrl)}
          className={`${secondaryButton} w-full sm:w-auto`}
        >
          {copied === invited.inviteUrl ? 'Link copied' : 'Copy the link'}
        </button>
      )}
    </div>
  );
}
