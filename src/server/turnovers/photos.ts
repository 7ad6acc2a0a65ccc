/**
 * A turnover's photos of a problem (issue 27 §3): housekeeping adds them from the villa, and signed-in
 * staff read them through the console's own route, never the public /photos/. The files live in the
 * store the plugin picks (decision 044); a task's row names them.
 */
import { MAX_TURNOVER_PHOTOS, type TurnoverTask } from '#domain/schemas/turnover.ts';
import { nowOf } from '#server/lib/clock.ts';
import { newId } from '#server/lib/ids.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { processJpeg } from '../photos/process.ts';
import { appendAudit, turnoverTarget } from '../staff/audit.ts';
import type { Actor } from '../staff/audit.ts';
import { countPhotos, findPhoto, findTask, insertPhoto, updateTask } from './repository.ts';
import { NO_SUCH_TASK, taskView, type TurnoverDeps } from './service.ts';

type PhotoDeps = Pick<TurnoverDeps, 'db' | 'photos' | 'now'>;

const full = () => conflict(`A turnover keeps at most ${MAX_TURNOVER_PHOTOS} photos.`);

/**
 * POST /turnovers/{id}/photos: a photo of a problem, checked and stripped as villa photos are
 * (the file's type from its bytes, metadata never kept), stored before the row that names it.
 */
export async function addTurnoverPhoto(
  deps: PhotoDeps,
  actor: Actor,
  id: string,
  bytes: Buffer,
): Promise<TurnoverTask> {
  const task = await findTask(deps.db, id);
  if (!task) throw notFound(NO_SUCH_TASK);
  if (task.status === 'cancelled') {
    throw conflict('This turnover was cancelled with its stay, so it takes no photos.');
  }
  // Counted here to spare a full task the work of the photo; counted again under the lock.
  if ((await countPhotos(deps.db, id)) >= MAX_TURNOVER_PHOTOS) throw full();
  const photoId = newId();
  const processed = await processJpeg(bytes);
  // The file first: a row never names a file that is not there (an orphan file is harmless;
  // one refused below is left so).
  await deps.photos.save(photoId, processed.jpeg);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    // The task's row locked, then its photos counted: of uploads sent at once, each counts the
    // ones before it (issue 36 §4).
    const locked = await findTask(tx, id, true);
    if (!locked) throw notFound(NO_SUCH_TASK);
    if ((await countPhotos(tx, id)) >= MAX_TURNOVER_PHOTOS) throw full();
    await insertPhoto(tx, {
      id: photoId,
      taskId: id,
      width: processed.width,
      height: processed.height,
      uploadedBy: actor.id,
      createdAt: now,
    });
    await updateTask(tx, id, { updatedBy: actor.id, updatedAt: now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'turnover.photo',
      target: turnoverTarget(id),
      after: { photoId, width: processed.width, height: processed.height },
    });
    return taskView(tx, id);
  });
}

/** GET /turnovers/{id}/photos/{photoId}: the JPEG, for signed-in staff; 404 for another task's. */
export async function readTurnoverPhoto(
  deps: PhotoDeps,
  id: string,
  photoId: string,
): Promise<Buffer> {
  const photo = await findPhoto(deps.db, id, photoId);
  const bytes = photo ? await deps.photos.read(photo.id) : null;
  if (!bytes) throw notFound('There is no such photo of this turnover.');
  return bytes;
}
