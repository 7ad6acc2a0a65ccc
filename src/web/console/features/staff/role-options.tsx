import { STAFF_ROLES } from '#domain/schemas/staff.ts';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';

/** The roles a person of the team can have, as a role select offers them (invite, change). */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}
