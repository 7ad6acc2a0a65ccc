/** A turnover task's parts in words, on its card and its page alike. */
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import type { Me } from '#web/console/lib/me-api.ts';

/** '3 of 8 done', or null when the villa has no checklist. */
export function checklistProgress(task: TurnoverTask): string | null {
  if (task.checklist.length === 0) return null;
  const done = task.checklist.filter((line) => line.ticked).length;
  return `${done} of ${task.checklist.length} done`;
}

/** Who does it: 'Yours', 'Given to Nimal', or anyone in housekeeping. */
export function assigneeWords(task: TurnoverTask, me: Me): string {
  if (!task.assignedTo) return 'Anyone in housekeeping';
  return task.assignedTo.id === me.id ? 'Given to you' : `Given to ${task.assignedTo.name}`;
}

/** `ticked` with `item` ticked or not, in the checklist's order (what a PATCH's `checked` is). */
export function withTick(
  task: TurnoverTask,
  ticked: readonly string[],
  item: string,
  on: boolean,
): string[] {
  const now = new Set(ticked);
  if (on) now.add(item);
  else now.delete(item);
  const order = task.checklist.map((line) => line.item);
  // Items ticked that the checklist no longer has stay, after the list's own.
  return [
    ...order.filter((line) => now.has(line)),
    ...[...now].filter((line) => !order.includes(line)),
  ];
}

export const tickedOf = (task: TurnoverTask): string[] =>
  task.checklist.filter((line) => line.ticked).map((line) => line.item);
