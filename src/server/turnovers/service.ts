/**
 * The villa made ready between stays (issue 27 §3, decision 093): housekeeping's lists and a
 * task's changes (status, ticks, note, photos), the owner's and manager's assignment (e-mailed to
 * the person), the owner's checklist of a villa, and Today's warnings. Every change locks the task,
 * checks the domain's rule and the version the page read (If-Match, decision 055), writes and is
 * audited in one transaction. No answer here carries a guest's name, contact or any money:
 * housekeeping reads them all.
 *
 * A problem's photos are photos.ts's and a villa's checklist checklist.ts's: each needs less of
 * the deps than a task does.
 */
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type {
  TurnoverAlert,
  TurnoversQuery,
  TurnoverTask,
  TurnoverUpdate,
} from '#domain/schemas/turnover.ts';
import {
  arrivalNotReady,
  compareTurnovers,
  nextArrivalOf,
  showsInRange,
  turnoverMoveRefusal,
  turnoverRangeDays,
  turnoverWindow,
} from '#domain/turnovers.ts';
import type { MailContext } from '../mail/context.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '../lib/edit-versions.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { badRequest, conflict, notFound } from '../plugins/errors.ts';
import { appendAudit, turnoverTarget, type Actor } from '../staff/audit.ts';
import { turnoverAssignedMail } from './assigned-mail.ts';
import type { TurnoverPhotoStore } from './photo-store.ts';
import {
  findArrivals,
  findAssignee,
  findChecklists,
  findPhotosOf,
  findTask,
  findTaskBefore,
  findTasksByStatus,
  findTasksForRange,
  findTaskWithHeads,
  listAssignees,
  updateTask,
  type ArrivalRow,
  type TaskRow,
  type TaskWithHeads,
} from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface TurnoverDeps {
  db: Database;
  mail: MailContext;
  photos: TurnoverPhotoStore;
  now?: () => Date;
}

export const NO_SUCH_TASK = 'There is no turnover with this id.';
export const TASK_CHANGED =
  'Someone else changed this turnover while you were working on it, so your change was not saved. Reload to see theirs, then make yours again.';
export const PROBLEM_NEEDS_NOTE =
  'Say what the problem is in the note, so the team knows what to fix.';

/** What `If-Match` guards: the fields a housekeeper edits on a task. */
const taskVersion = (task: Pick<TaskRow, 'status' | 'checked' | 'note'>) =>
  versionOf({ status: task.status, checked: task.checked, note: task.note });

/** The photo's address for staff: the console's own route, never the public /photos/. */
export const turnoverPhotoUrl = (taskId: string, photoId: string) =>
  `/api/console/turnovers/${taskId}/photos/${photoId}`;

/** Everything the views of some tasks read beside the tasks: checklists, photos, next arrivals. */
async function surroundings(db: Executor, rows: TaskWithHeads[]) {
  const villaIds = [...new Set(rows.map((row) => row.task.villaId))];
  const earliest = rows.reduce<IsoDate | null>(
    (min, row) => (min === null || row.task.departureOn < min ? row.task.departureOn : min),
    null,
  );
  const [checklists, photos, arrivals] = await Promise.all([
    findChecklists(db, villaIds),
    findPhotosOf(
      db,
      rows.map((row) => row.task.id),
    ),
    earliest ? findArrivals(db, villaIds, earliest, null) : Promise.resolve([]),
  ]);
  const arrivalsOf = new Map<string, ArrivalRow[]>();
  for (const arrival of arrivals) {
    arrivalsOf.set(arrival.villaId, [...(arrivalsOf.get(arrival.villaId) ?? []), arrival]);
  }
  return { checklists, photos, arrivalsOf };
}

type Surroundings = Awaited<ReturnType<typeof surroundings>>;

function viewOf(row: TaskWithHeads, around: Surroundings): TurnoverTask {
  const { task } = row;
  const arrivals = around.arrivalsOf.get(task.villaId) ?? [];
  const nextArrivalOn = nextArrivalOf(
    task.departureOn,
    arrivals.map((a) => a.day),
  );
  const window = turnoverWindow(task.departureOn, nextArrivalOn);
  const items = around.checklists.get(task.villaId) ?? [];
  const ticked = new Set(task.checked);
  return {
    id: task.id,
    villa: { id: task.villaId, name: row.villaName },
    departureOn: task.departureOn,
    nextArrivalOn,
    nextArrivalGuests:
      nextArrivalOn === null
        ? null
        : (arrivals.find((a) => a.day === nextArrivalOn && a.guests !== null)?.guests ?? null),
    sameDay: window.sameDay,
    source: task.bookingId ? 'booking' : 'imported',
    status: task.status,
    assignedTo: row.assignee ? { id: row.assignee.id, name: row.assignee.name } : null,
    checklist: items.map((item) => ({ item, ticked: ticked.has(item) })),
    note: task.note,
    photos: around.photos
      .filter((photo) => photo.taskId === task.id)
      .map((photo) => ({
        id: photo.id,
        url: turnoverPhotoUrl(task.id, photo.id),
        width: photo.width,
        height: photo.height,
      })),
    startedAt: task.startedAt?.toISOString() ?? null,
    readyAt: task.readyAt?.toISOString() ?? null,
    updatedAt: task.updatedAt.toISOString(),
    version: taskVersion(task),
  };
}

async function viewsOf(db: Executor, rows: TaskWithHeads[]): Promise<TurnoverTask[]> {
  const around = await surroundings(db, rows);
  return rows.map((row) => viewOf(row, around));
}

export async function taskView(db: Executor, id: string): Promise<TurnoverTask> {
  const row = await findTaskWithHeads(db, id);
  if (!row) throw notFound(NO_SUCH_TASK);
  const [view] = await viewsOf(db, [row]);
  if (!view) throw notFound(NO_SUCH_TASK);
  return view;
}

/** GET /turnovers: the housekeeping day (today, tomorrow, the week), in the list's order. */
export async function listTurnovers(
  deps: TurnoverDeps,
  query: TurnoversQuery,
): Promise<TurnoverTask[]> {
  const today = resortToday(nowOf(deps));
  const days = turnoverRangeDays(query.range, today);
  const rows = await findTasksForRange(deps.db, {
    ...days,
    carryOver: days.from === today,
    villaId: query.villaId,
  });
  const views = await viewsOf(deps.db, rows);
  return views
    .filter((view) => showsInRange(view, days, today))
    .sort((a, b) =>
      compareTurnovers({ ...a, villaName: a.villa.name }, { ...b, villaName: b.villa.name }),
    );
}

export async function getTurnover(deps: TurnoverDeps, id: string): Promise<TurnoverTask> {
  return taskView(deps.db, id);
}

/** The status, ticks and note as they would be, checked against the domain's rules and the list. */
function changesOf(task: TaskRow, input: TurnoverUpdate, items: string[], now: Date) {
  const status = input.status ?? task.status;
  const refusal = turnoverMoveRefusal(task.status, status);
  if (refusal) throw conflict(refusal);
  const note = input.note === undefined ? task.note : input.note;
  if (status === 'problem' && !note) {
    throw badRequest(PROBLEM_NEEDS_NOTE, [{ path: 'note', message: PROBLEM_NEEDS_NOTE }]);
  }
  const checked = input.checked ?? task.checked;
  const unknown = checked.filter((item) => !items.includes(item) && !task.checked.includes(item));
  if (unknown.length > 0) {
    const message = `“${unknown[0]}” is not on this villa's checklist; reload to see the list as it is now.`;
    throw badRequest(message, [{ path: 'checked', message }]);
  }
  return {
    status,
    note,
    checked,
    startedAt:
      status === 'started' || status === 'ready' ? (task.startedAt ?? now) : task.startedAt,
    readyAt: status === 'ready' ? (task.status === 'ready' ? task.readyAt : now) : null,
  };
}

/** PATCH /turnovers/{id}: housekeeping's progress, in one transaction under the task's lock. */
export async function updateTurnover(
  deps: TurnoverDeps,
  actor: Actor,
  id: string,
  input: TurnoverUpdate,
  expected: string[] | null = null,
): Promise<TurnoverTask> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const task = await findTask(tx, id, true);
    if (!task) throw notFound(NO_SUCH_TASK);
    checkVersion(expected, taskVersion(task), TASK_CHANGED);
    const items = (await findChecklists(tx, [task.villaId])).get(task.villaId) ?? [];
    const values = changesOf(task, input, items, now);
    const row = await updateTask(tx, id, { ...values, updatedBy: actor.id, updatedAt: now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'turnover.update',
      target: turnoverTarget(id),
      before: { status: task.status, checked: task.checked, note: task.note },
      after: { status: row.status, checked: row.checked, note: row.note },
    });
    return taskView(tx, id);
  });
}

/**
 * PUT /turnovers/{id}/assignee: the task given to a person (or to nobody); a new assignee is
 * e-mailed a link to the task, queued in the same transaction.
 */
export async function assignTurnover(
  deps: TurnoverDeps,
  actor: Actor,
  id: string,
  staffId: string | null,
): Promise<TurnoverTask> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const task = await findTask(tx, id, true);
    if (!task) throw notFound(NO_SUCH_TASK);
    if (task.status === 'cancelled') {
      throw conflict('This turnover was cancelled with its stay, so it cannot be given to anyone.');
    }
    const person = staffId ? await findAssignee(tx, staffId) : null;
    if (staffId && (!person || person.disabled)) {
      const message = 'There is no enabled member of the team with this id.';
      throw badRequest(message, [{ path: 'staffId', message }]);
    }
    if (task.assignedTo === staffId) return taskView(tx, id);
    await updateTask(tx, id, { assignedTo: staffId, updatedBy: actor.id, updatedAt: now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'turnover.assign',
      target: turnoverTarget(id),
      before: { assignedTo: task.assignedTo },
      after: { assignedTo: staffId },
    });
    const view = await taskView(tx, id);
    if (person) {
      await enqueueMail(
        tx,
        turnoverAssignedMail(deps.mail, person.email, {
          name: person.name,
          assignedBy: actor.name,
          villaName: view.villa.name,
          departureOn: view.departureOn,
          nextArrivalOn: view.nextArrivalOn,
          sameDay: view.sameDay,
          taskId: view.id,
        }),
      );
    }
    return view;
  });
}

/** The people a task can be given to (owner, manager). */
export async function turnoverAssignees(deps: TurnoverDeps) {
  return listAssignees(deps.db);
}

/**
 * Today's warnings (issue 27 §3): every arrival today or tomorrow whose villa's turnover is not
 * ready by the evening before (`arrivalNotReady`), and every problem reported. A problem is listed
 * once, as a problem, even when an arrival waits on it.
 */
export async function turnoverAlerts(deps: TurnoverDeps): Promise<TurnoverAlert[]> {
  const now = nowOf(deps);
  const today = resortToday(now);
  const problems = await findTasksByStatus(deps.db, ['problem']);
  const villaIds = await villasWithOpenTurnovers(deps.db);
  const arrivals = await findArrivals(deps.db, villaIds, today, addDays(today, 1));
  const waiting: TaskWithHeads[] = [];
  const seen = new Set(problems.map((row) => row.task.id));
  for (const arrival of arrivals.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const before = await findTaskBefore(deps.db, arrival.villaId, arrival.day);
    if (!before || seen.has(before.task.id)) continue;
    if (!arrivalNotReady(arrival.day, before.task.status, today, now)) continue;
    seen.add(before.task.id);
    waiting.push(before);
  }
  const views = await viewsOf(deps.db, [...waiting, ...problems]);
  return views.map((task, index) => ({
    kind: index < waiting.length ? 'not-ready' : 'problem',
    task,
  }));
}

/** The villas with a turnover still to do: only they can have an arrival to warn about. */
async function villasWithOpenTurnovers(db: Executor): Promise<string[]> {
  const rows = await findTasksByStatus(db, ['open', 'started', 'problem']);
  return [...new Set(rows.map((row) => row.task.villaId))];
}
