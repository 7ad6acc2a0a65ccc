import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
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
 * Who the task is given to (owner, manager): a person of the team, who is e-mailed a link to it,
 * or anyone in housekeeping. A select and a button, as the staff page changes a role: nothing is
 * sent by a slip of the thumb over the list.
 */
export function AssigneeForm({ task, saver }: { task: TurnoverTask; saver: TaskSaver }) {
  const assignees = useQuery(assigneesQuery);
  const [said, setSaid] = useState('');
  const assign = useMutation({
    mutationFn: (staffId: string | null) => assignTurnover(task.id, staffId),
    onMutate: () => setSaid(''),
    onSuccess: (answer) => {
      // Only who it is given to comes from this answer: a tick saved meanwhile stays.
      saver.store({ ...saver.latest(), assignedTo: answer.assignedTo });
      setSaid(
        answer.assignedTo
          ? `Given to ${answer.assignedTo.name}: they are e-mailed a link to it.`
          : 'Given back to anyone in housekeeping.',
      );
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('staffId');
    assign.mutate(typeof chosen === 'string' && chosen !== ANYONE ? chosen : null);
  };

  if (assignees.isPending) return <p>Loading the team…</p>;
  if (assignees.isError) return <FormAlertRegion message={messageOf(assignees.error)} />;
  return (
    <form
      onSubmit={submit}
      aria-label="Give the task to"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="sm:w-80 sm:shrink-0">
        <SelectField label="Given to" name="staffId" defaultValue={task.assignedTo?.id ?? ANYONE}>
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
        disabled={assign.isPending}
        className={`${secondaryButton} shrink-0 whitespace-nowrap`}
      >
        {assign.isPending ? 'Saving…' : 'Give the task'}
      </button>
      <p role="status" className="text-sm font-medium text-teal-800 sm:flex-1 sm:self-center">
        {said}
      </p>
      <div className="sm:basis-full">
        <FormAlertRegion message={assign.isError ? messageOf(assign.error) : null} />
      </div>
    </form>
  );
}
