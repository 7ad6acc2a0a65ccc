import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';
import { assigneesQuery, assignTurnover } from './api.ts';
import type { TaskSaver } from './use-task-saver.ts';

/** A role in words ('Housekeeping'), or as the server named it if this console does not know it. */
const roleLabel = (role: string) =>
  (ROLE_LABELS as Readonly<Record<string, string | undefined>>)[role] ?? role;

/** The select's value for nobody in particular. */
const ANYONE = '';

/**
 * The choice, as PUT .../assignee takes it: a person's id, or null for anyone. Nothing to refuse:
 * the select offers only the server's own list, and the server checks the id again.
 */
const choiceCheck = {
  safeParse: (input: unknown) => {
    const chosen = (input as { staffId?: unknown }).staffId;
    const staffId = typeof chosen === 'string' && chosen !== ANYONE ? chosen : null;
    return { success: true as const, data: staffId };
  },
};

/**
 * Who the task is given to (owner, manager): a person of the team, who is e-mailed a link to it,
 * or anyone in housekeeping. A select and a button, as the staff page changes a role: nothing is
 * sent by a slip of the thumb over the list.
 */
export function AssigneeForm({ task, saver }: { task: TurnoverTask; saver: TaskSaver }) {
  const assignees = useQuery(assigneesQuery);
  const [said, setSaid] = useState('');
  const { state, props, pending } = useFormAction({
    labels: { staffId: null },
    check: choiceCheck,
    send: (staffId) => {
      setSaid('');
      return assignTurnover(task.id, staffId);
    },
    done: (answer) => {
      // Only who it is given to comes from this answer: a tick saved meanwhile stays.
      saver.store({ ...saver.latest(), assignedTo: answer.assignedTo });
      setSaid(
        answer.assignedTo
          ? `Given to ${answer.assignedTo.name}: they are e-mailed a link to it.`
          : 'Given back to anyone in housekeeping.',
      );
    },
    // The select keeps the choice: the task's answer holds the same.
    keepsFields: true,
  });

  if (assignees.isPending) return <p>Loading the team…</p>;
  if (assignees.isError) return <FormAlertRegion message={messageOf(assignees.error)} />;
  return (
    <form
      {...props}
      aria-label="Give the task to"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="sm:w-80 sm:shrink-0">
        <SelectField
          label="Given to"
          name="staffId"
          defaultValue={task.assignedTo?.id ?? ANYONE}
          error={state.fields.staffId}
        >
          <option value={ANYONE}>Anyone in housekeeping</option>
          {assignees.data.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({roleLabel(person.role)})
            </option>
          ))}
        </SelectField>
      </div>
      <button
        type="submit"
        disabled={pending}
        className={`${secondaryButton} shrink-0 whitespace-nowrap`}
      >
        {pending ? 'Saving…' : 'Give the task'}
      </button>
      <p role="status" className="text-sm font-medium text-teal-800 sm:flex-1 sm:self-center">
        {said}
      </p>
      <div className="sm:basis-full">
        <FormAlertRegion message={state.alert} />
      </div>
    </form>
  );
}
