import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { staffPatchSchema } from '#domain/schemas/staff.ts';
import { badge, card, dangerButton, secondaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import type { StaffMember } from '#web/console/lib/staff-api.ts';
import type { StaffPatch } from './staff-page.tsx';
import { RoleOptions } from './role-options.tsx';

/**
 * One account: its role, changed with a select and a button, and disabling or enabling it, asked
 * again first (disabling signs the person out everywhere at once). The card of the person signed
 * in offers neither: nobody demotes or locks out themselves by a slip of the thumb (issue 23
 * §3.6); it says "You" and leads to Your account instead. Another owner changes an owner's role.
 * A change is sent by `save` (the page's: it says what was done); a refused role change is said
 * on the card, beside the select.
 */
export function StaffCard({
  member,
  isMe,
  busy,
  onChange,
  save,
}: {
  member: StaffMember;
  isMe: boolean;
  /** A change of this account is being sent from the page (enabling or disabling it). */
  busy: boolean;
  /** Enabling or disabling, once confirmed. */
  onChange: (patch: StaffPatch) => void;
  save: (patch: StaffPatch) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // The question takes focus when it appears (ConfirmStep); focus comes back to the button when it
  // goes.
  useFocusBack(confirming, toggleButton);

  const roleForm = useFormAction({
    labels: { role: null },
    check: staffPatchSchema,
    // The role it has already is no change: nothing is sent.
    send: (patch) => (patch.role === member.role ? undefined : save(patch)),
    // The select shows the role chosen until the account comes back with it (the form's key).
    keepsFields: true,
  });
  const sending = busy || roleForm.pending;
  const toggle = member.disabled ? 'Enable' : 'Disable';

  return (
    <li className={card}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <p className="text-lg font-medium text-ink">{member.name}</p>
          <p className="text-sm break-all text-ink-soft">{member.email}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            {isMe && (
              <span className="inline-flex items-center rounded-full bg-teal-800 px-2.5 py-0.5 text-xs font-semibold text-sand-50">
                You
              </span>
            )}
            <span className={badge}>{ROLE_LABELS[member.role]}</span>
            {member.disabled && (
              <span className={`${badge} bg-danger/10 text-danger`}>Disabled</span>
            )}
            {member.invitePending && <span className={badge}>Invitation not yet accepted</span>}
          </p>
        </div>
        {isMe ? (
          <p className="text-sm text-ink-soft lg:max-w-sm lg:text-right">
            Your sessions and two-step sign-in are in{' '}
            <Link href={consolePaths.sessions} className="font-medium text-teal-800 underline">
              Your account
            </Link>
            . Another owner can change your role.
          </p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <form
              key={member.role}
              {...roleForm.props}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <div className="sm:w-48">
                <SelectField
                  label={`Role of ${member.name}`}
                  name="role"
                  defaultValue={member.role}
                  error={roleForm.state.fields.role}
                >
                  <RoleOptions />
                </SelectField>
              </div>
              <button type="submit" disabled={sending} className={secondaryButton}>
                Change role
              </button>
            </form>
            <button
              ref={toggleButton}
              type="button"
              disabled={sending || confirming}
              onClick={() => setConfirming(true)}
              aria-label={`${toggle} the account of ${member.name}`}
              className={member.disabled ? secondaryButton : dangerButton}
            >
              {toggle}
            </button>
          </div>
        )}
      </div>
      {!isMe && (
        <div className="mt-3">
          <FormAlertRegion message={roleForm.state.alert} />
        </div>
      )}
      {confirming && (
        <ConfirmStep
          className="mt-4"
          danger={!member.disabled}
          question={
            member.disabled
              ? `Enable ${member.name}'s account? They can sign in again.`
              : `Disable ${member.name}'s account? They are signed out at once and cannot sign in until it is enabled again.`
          }
          yes={`Yes, ${toggle.toLowerCase()} the account`}
          no="Keep it as it is"
          onYes={() => {
            setConfirming(false);
            onChange({ disabled: !member.disabled });
          }}
          onNo={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
