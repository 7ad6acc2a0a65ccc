import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { ROLE_LABELS, type Me } from '#web/console/lib/me-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { staffQuery, updateStaff, type StaffMember } from '#web/console/lib/staff-api.ts';
import { InviteForm } from './invite-form.tsx';
import { StaffCard } from './staff-card.tsx';

export type StaffPatch = { role?: StaffRole; disabled?: boolean };

function doneMessage(member: StaffMember, patch: StaffPatch): string {
  if (patch.role) return `${member.name} is now ${ROLE_LABELS[patch.role]}.`;
  return patch.disabled
    ? `${member.name}'s account is disabled: they were signed out and cannot sign in.`
    : `${member.name}'s account is enabled again.`;
}

/**
 * Staff (issue 14 §4, the owner's): who has an account, with which role; invite, change a role,
 * disable. The server keeps at least one active owner and says so when asked otherwise.
 */
export function StaffPage({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery);
  const [done, setDone] = useState<string | null>(null);
  /** One change of an account: sent, said, and the list read again. */
  const save = async (member: StaffMember, patch: StaffPatch) => {
    setDone(null);
    await updateStaff(member.id, patch);
    setDone(doneMessage(member, patch));
    await queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
  };
  // Enabling and disabling: a confirmed button, not a form.
  const change = useMutation({
    mutationFn: ({ member, patch }: { member: StaffMember; patch: StaffPatch }) =>
      save(member, patch),
  });

  return (
    <>
      <title>Staff · Console</title>
      <h1 id="staff-heading" className="text-4xl">
        Staff
      </h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Managers answer requests, messages and reviews. Housekeeping sees arrivals and departures
        only. Owners also manage the team and read the audit log.
      </p>
      <div className="mt-6 space-y-6">
        <InviteForm />
        <section aria-labelledby="accounts-heading" className="space-y-3">
          <h2 id="accounts-heading" className="text-2xl">
            Accounts
          </h2>
          <p role="status" className="text-sm font-medium text-teal-800">
            {done}
          </p>
          <FormAlertRegion message={change.isError ? messageOf(change.error) : null} />
          {staff.isPending && <p>Loading the team…</p>}
          {staff.isError && <FormAlertRegion message={messageOf(staff.error)} />}
          {staff.data && (
            <ul aria-labelledby="accounts-heading" className="space-y-3">
              {staff.data.map((member) => (
                <StaffCard
                  key={member.id}
                  member={member}
                  isMe={member.id === me.id}
                  busy={change.isPending && change.variables.member.id === member.id}
                  onChange={(patch) => change.mutate({ member, patch })}
                  save={(patch) => save(member, patch)}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
