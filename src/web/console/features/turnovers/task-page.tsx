import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { card } from '#web/console/components/classes.ts';
import {
  SameDayBadge,
  TurnoverStatusBadge,
  turnoverDays,
} from '#web/console/components/turnover-status.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { turnoverQuery } from './api.ts';
import { AssigneeForm } from './assignee-form.tsx';
import { ChecklistTicks } from './checklist-ticks.tsx';
import { StatusActions } from './status-actions.tsx';
import { assigneeWords } from './task-words.ts';
import { useTaskSaver } from './use-task-saver.ts';

/**
 * One turnover (issue 27 §3): the villa, its days, its checklist to tick as the work goes, and
 * Start, Ready or Report a problem (a note and photos from the phone's camera). The owner and the
 * manager give it to a person here too.
 */
export function TaskPage({ id, me }: { id: string; me: Me }) {
  const task = useQuery(turnoverQuery(id));
  if (task.isPending) return <p role="status">Loading the turnover…</p>;
  if (task.isError) {
    return (
      <>
        <title>Turnover · Console</title>
        <h1 className="text-4xl">The turnover could not be shown</h1>
        <div className="mt-4">
          <FormAlertRegion message={messageOf(task.error)} />
        </div>
        <p className="mt-3">
          <Link href={consolePaths.turnovers} className="text-teal-800 underline">
            Go to all turnovers
          </Link>
        </p>
      </>
    );
  }
  return <Task task={task.data} me={me} />;
}

function Task({ task, me }: { task: TurnoverTask; me: Me }) {
  const saver = useTaskSaver(task);
  const assigns = me.role === 'owner' || me.role === 'manager';
  return (
    <>
      <title>{`${task.villa.name} · Turnovers · Console`}</title>
      <p>
        <Link
          href={consolePaths.turnovers}
          className="inline-flex min-h-11 items-center text-sm text-teal-800 underline"
        >
          All turnovers
        </Link>
      </p>
      <header>
        <h1 className="text-4xl">{task.villa.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          {task.sameDay && <SameDayBadge />}
          <TurnoverStatusBadge status={task.status} />
          <span className="text-sm text-ink-soft">
            {task.source === 'imported' ? 'A stay from a booking site' : 'A stay booked here'}
          </span>
        </p>
        <p className="mt-2 text-ink">{turnoverDays(task)}</p>
        {!assigns && <p className="mt-1 text-sm text-ink-soft">{assigneeWords(task, me)}</p>}
      </header>

      {assigns && (
        <section aria-label="Who does it" className={`${card} mt-6`}>
          <AssigneeForm task={task} saver={saver} />
        </section>
      )}

      <section aria-labelledby="checklist-heading" className="mt-6">
        <h2 id="checklist-heading" className="text-2xl">
          Checklist
        </h2>
        <ChecklistTicks task={task} saver={saver} disabled={task.status === 'cancelled'} />
      </section>

      <section aria-label="Where it stands" className="mt-6">
        <StatusActions task={task} saver={saver} />
      </section>
    </>
  );
}
