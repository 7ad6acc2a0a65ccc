/**
 * The turnovers' service on the instance (decision 069): `app.turnoverService`, bound to the
 * database, the mail context and the store of the problems' photos (beside the embedded
 * database, or in PostgreSQL, as villa photos are: decision 044). Once the app is ready, the tasks
 * of stays that had none are made (decision 093): existing confirmed bookings and imported stays
 * leaving today or later; every instance may do it at once, as a task is never made twice.
 */
import fp from 'fastify-plugin';
import path from 'node:path';
import { resortToday } from '#domain/dates.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { catchUpTurnovers } from './follow-stays.ts';
import { databaseTurnoverStore, folderTurnoverStore } from './photo-store.ts';
import { getTurnoverChecklist, saveTurnoverChecklist } from './checklist.ts';
import { addTurnoverPhoto, readTurnoverPhoto } from './photos.ts';
import {
  assignTurnover,
  getTurnover,
  listTurnovers,
  turnoverAlerts,
  turnoverAssignees,
  updateTurnover,
  type TurnoverDeps,
} from './service.ts';

const functions = {
  listTurnovers,
  getTurnover,
  updateTurnover,
  assignTurnover,
  turnoverAssignees,
  addTurnoverPhoto,
  readTurnoverPhoto,
  getTurnoverChecklist,
  saveTurnoverChecklist,
  turnoverAlerts,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The villas made ready between stays (turnovers/service.ts, photos.ts, checklist.ts). */
    turnoverService: BoundService<TurnoverDeps, typeof functions>;
  }
}

export const turnoverServices = fp(
  async (app) => {
    const photos =
      app.database.engine === 'postgres'
        ? databaseTurnoverStore(app.db)
        : folderTurnoverStore(path.join(app.config.dataDir, 'turnover-photos'));
    app.decorate(
      'turnoverService',
      bindService<TurnoverDeps, typeof functions>(
        { db: app.db, mail: app.mailContext, photos },
        functions,
      ),
    );
    app.addHook('onReady', async () => {
      const now = new Date();
      const made = await catchUpTurnovers(app.db, resortToday(now), now);
      if (made > 0) app.log.info({ made }, 'turnovers made for stays that had none');
    });
  },
  {
    name: 'turnover-services',
    decorators: { fastify: ['db', 'database', 'config', 'mailContext'] },
  },
);
