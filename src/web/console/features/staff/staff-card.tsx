import { useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'wouter';
import { STAFF_ROLES } from '#domain/schemas/staff.ts';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';
import { badge, card, dangerButton, secondaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { consolePaths } from '#web/console/paths.ts';
import type { StaffMember } from '#web/console/lib/staff-api.ts';
import type { StaffPatch } from './staff-page.tsx';

/**
 * One account: its role, changed with a select and a button, and disabling or enabling it, asked
 * again first (disabling signs the person out everywhere at once). The card of the person signed
 * in offers neither: nobody demotes or locks out themselves by a slip of the thumb (issue 23
 * §3.6); it says "You" and leads to Your account instead. Another owner changes an owner's role.
 */
export function StaffCard({
  member,
  isMe,
  busy,
  onChange,
}: {
  member: StaffMember;
  isMe: boolean;
  busy: boolean;
  onChange: (patch: StaffPatch) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // The question takes focus when it appears (ConfirmStep); focus comes back to the button when it
  // goes.
  useFocusBack(confirming, toggleButton);

  const submitRole = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = STAFF_ROLES.find((r) => r === new FormData(event.currentTarget).get('role'));
    if (role && role !== member.role) onChange({ role });
  };
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
              onSubmit={submitRole}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <div className="sm:w-48">
                <SelectField
                  label={`Role of ${member.name}`}
                  name="role"
                  defaultValue={member.role}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <button type="submit" disabled={busy} className={secondaryButton}>
                Change role
              </button>
            </form>
            <button
              ref={toggleButton}
              type="button"
              disabled={busy || confirming}
              onClick={() => setConfirming(true)}
              aria-label={`${toggle} the account of ${member.name}`}
              className={member.disabled ? secondaryButton : dangerButton}
            >
              {toggle}
            </button>
          </div>
        )}
      </div>
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
