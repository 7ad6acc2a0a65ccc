import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  TURNOVER_RANGES,
  type TurnoverRange,
  type TurnoverTask,
} from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { formatFullDate } from '#web/lib/calendar-dates.ts';
import { card } from '#web/console/components/classes.ts';
import {
  SameDayBadge,
  TurnoverStatusBadge,
  turnoverDays,
} from '#web/console/components/turnover-status.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { turnoversQuery } from './api.ts';
import { checklistProgress, assigneeWords } from './task-words.ts';

const RANGES: Record<TurnoverRange, { tab: string; empty: string }> = {
  today: { tab: 'Today', empty: 'No villa to make ready today.' },
  tomorrow: { tab: 'Tomorrow', empty: 'No villa to make ready tomorrow.' },
  week: { tab: 'This week', empty: 'No villa to make ready in the next 7 days.' },
};

const isRange = (value: string | undefined): value is TurnoverRange =>
  (TURNOVER_RANGES as readonly (string | undefined)[]).includes(value);

/**
 * The Turnovers room (issue 27 §3), housekeeping's day on a phone: the villas to make ready today,
 * tomorrow or this week, each a card to open; the range is in the address, so Back keeps it.
 * Every role reads the same cards: a villa, its days, its status and who it is given to.
 */
export function TurnoversPage({ me }: { me: Me }) {
  const url = useUrlQuery();
  const asked = url.text('range');
  const range: TurnoverRange = isRange(asked) ? asked : 'today';
  const tasks = useQuery(turnoversQuery(range));

  return (
    <>
      <title>{`${RANGES[range].tab} · Turnovers · Console`}</title>
      <h1 className="text-4xl">Turnovers</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Each villa to make ready between one stay and the next. Open one to go through its checklist
        and mark it started, ready, or a problem.
      </p>

      <nav aria-label="Turnover days" className="mt-6">
        <ul className="grid grid-cols-3 gap-2 sm:flex">
          {TURNOVER_RANGES.map((name) => (
            <li key={name}>
              <Link
                href={url.hrefWith({ range: name === 'today' ? null : name })}
                aria-current={name === range ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  name === range
                    ? 'border-teal-800 bg-teal-800 text-sand-50'
                    : 'border-sand-300 bg-white text-teal-800 hover:border-teal-800'
                }`}
              >
                {RANGES[name].tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="turnovers-results" className="mt-6">
        <h2 id="turnovers-results" className="sr-only">
          {RANGES[range].tab}
        </h2>
        {tasks.isPending && <p role="status">Loading…</p>}
        {tasks.isError && <FormAlertRegion message={messageOf(tasks.error)} />}
        {tasks.data &&
          (tasks.data.length === 0 ? (
            <p className="text-ink-soft">{RANGES[range].empty}</p>
          ) : range === 'week' ? (
            <ByDay tasks={tasks.data} me={me} />
          ) : (
            <TaskList tasks={tasks.data} me={me} label={RANGES[range].tab} heading="h3" />
          ))}
      </section>
    </>
  );
}

/** The week's tasks under their departure day, in the server's order. */
function ByDay({ tasks, me }: { tasks: TurnoverTask[]; me: Me }) {
  const days = [...new Set(tasks.map((task) => task.departureOn))];
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <Day key={day} day={day} me={me} tasks={tasks.filter((t) => t.departureOn === day)} />
      ))}
    </div>
  );
}

function Day({ day, tasks, me }: { day: string; tasks: TurnoverTask[]; me: Me }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl">
        {formatFullDate(day)}
      </h3>
      <div className="mt-2">
        <TaskList tasks={tasks} me={me} label={formatFullDate(day)} heading="h4" />
      </div>
    </section>
  );
}

type Heading = 'h3' | 'h4';

function TaskList(props: { tasks: TurnoverTask[]; me: Me; label: string; heading: Heading }) {
  return (
    <ul aria-label={props.label} className="space-y-3">
      {props.tasks.map((task) => (
        <TaskCard key={task.id} task={task} me={props.me} Heading={props.heading} />
      ))}
    </ul>
  );
}

/** One villa to make ready: the whole card opens it (its name is the link). */
function TaskCard({ task, me, Heading }: { task: TurnoverTask; me: Me; Heading: Heading }) {
  const progress = checklistProgress(task);
  return (
    <li
      className={`${card} relative focus-within:ring-2 focus-within:ring-teal-700 ${
        task.status === 'problem' ? 'border-danger/50' : ''
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-xl">
          <Link
            href={consolePaths.turnover(task.id)}
            className="text-teal-800 underline after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {task.villa.name}
          </Link>
        </Heading>
        <p className="flex flex-wrap gap-2">
          {task.sameDay && <SameDayBadge />}
          <TurnoverStatusBadge status={task.status} />
        </p>
      </div>
      <p className="mt-1 text-sm text-ink">{turnoverDays(task)}</p>
      <p className="mt-1 text-sm text-ink-soft">
        {assigneeWords(task, me)}
        {progress && ` · ${progress}`}
      </p>
      {task.status === 'problem' && task.note && (
        <p className="mt-2 line-clamp-2 text-sm text-danger">{task.note}</p>
      )}
    </li>
  );
}
