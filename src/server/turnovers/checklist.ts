/**
 * A villa's turnover checklist (issue 27 §3): the owner keeps the list a housekeeper ticks on each
 * task of the villa, saved whole with the version the page read (If-Match, decision 055).
 */
import type { TurnoverChecklist } from '#domain/schemas/turnover.ts';
import type { Executor } from '#server/db/client.ts';
import { nowOf } from '#server/lib/clock.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { notFound } from '#server/plugins/errors.ts';
import { appendAudit, villaTarget } from '../staff/audit.ts';
import type { Actor } from '../staff/audit.ts';
import { findVillaHead, lockVilla } from '../villas/repository.ts';
import { findChecklists, lockChecklist, saveChecklist } from './repository.ts';
import type { TurnoverDeps } from './service.ts';

type ChecklistDeps = Pick<TurnoverDeps, 'db' | 'now'>;

const NO_SUCH_VILLA = 'There is no villa with this id.';
export const CHECKLIST_CHANGED =
  "Someone else saved this villa's checklist while you were changing it, so yours was not saved. Reload to see theirs, then make your changes again.";

async function checklistView(db: Executor, villaId: string): Promise<TurnoverChecklist> {
  const villa = await findVillaHead(db, villaId);
  if (!villa) throw notFound(NO_SUCH_VILLA);
  const items = (await findChecklists(db, [villaId])).get(villaId) ?? [];
  return { villa: { id: villa.id, name: villa.name }, items, version: versionOf({ items }) };
}

export async function getTurnoverChecklist(
  deps: ChecklistDeps,
  villaId: string,
): Promise<TurnoverChecklist> {
  return checklistView(deps.db, villaId);
}

/** PUT /villas/{id}/turnover-checklist (owner): the list, in order; ticks on tasks keep their text. */
export async function saveTurnoverChecklist(
  deps: ChecklistDeps,
  actor: Actor,
  villaId: string,
  items: string[],
  expected: string[] | null = null,
): Promise<TurnoverChecklist> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await findVillaHead(tx, villaId))) throw notFound(NO_SUCH_VILLA);
    await lockVilla(tx, villaId);
    const before = await lockChecklist(tx, villaId);
    checkVersion(expected, versionOf({ items: before }), CHECKLIST_CHANGED);
    await saveChecklist(tx, villaId, items, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.turnover-checklist',
      target: villaTarget(villaId),
      before: { items: before },
      after: { items },
    });
    return checklistView(tx, villaId);
  });
}
