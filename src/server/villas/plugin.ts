/**
 * The villas' services on the instance (decision 069), bound once to the database: the public
 * one (`app.villaService`) and the console's villas, prices and calendar.
 */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  addBlock,
  changeBlock,
  getVillaCalendar,
  removeBlock,
  villaNames,
  type CalendarDeps,
} from './calendar-console-service.ts';
import {
  createVilla,
  getConsoleVilla,
  listConsoleVillas,
  reorderVillas,
  setPublished,
  updateVilla,
} from './console-service.ts';
import { resolveVilla } from './lookup.ts';
import { saveVillaPricing, villaPricing } from './pricing-service.ts';
import { getVillaTexts, missingTexts, saveVillaTexts } from './texts-service.ts';
import {
  checkAvailability,
  listPublicVillas,
  searchVillas,
  sitemapVillas,
  villaAvailability,
  villaByRef,
  villaBySlug,
} from './service.ts';

const publicFunctions = {
  listPublicVillas,
  searchVillas,
  villaBySlug,
  villaByRef,
  resolveVilla,
  villaAvailability,
  checkAvailability,
  sitemapVillas,
};
const consoleFunctions = {
  listConsoleVillas,
  getConsoleVilla,
  createVilla,
  updateVilla,
  setPublished,
  reorderVillas,
  getVillaTexts,
  saveVillaTexts,
  missingTexts,
};
const pricingFunctions = { villaPricing, saveVillaPricing };
const calendarFunctions = { villaNames, getVillaCalendar, addBlock, changeBlock, removeBlock };

declare module 'fastify' {
  interface FastifyInstance {
    /** The published villas, their calendars and a stay's price (villas/service.ts). */
    villaService: BoundService<Database, typeof publicFunctions>;
    /**
     * The team's villas: list, page, new, edit, publish, order (villas/console-service.ts); their
     * texts in other languages (villas/texts-service.ts).
     */
    consoleVillaService: BoundService<Database, typeof consoleFunctions>;
    /** A villa's prices and stay rules in the console (villas/pricing-service.ts). */
    villaPricingService: BoundService<Database, typeof pricingFunctions>;
    /** A villa's calendar and blocks in the console (villas/calendar-console-service.ts). */
    villaCalendarService: BoundService<CalendarDeps, typeof calendarFunctions>;
  }
}

export const villaServices = fp(
  async (app) => {
    const { db } = app;
    app.decorate(
      'villaService',
      bindService<Database, typeof publicFunctions>(db, publicFunctions),
    );
    app.decorate(
      'consoleVillaService',
      bindService<Database, typeof consoleFunctions>(db, consoleFunctions),
    );
    app.decorate(
      'villaPricingService',
      bindService<Database, typeof pricingFunctions>(db, pricingFunctions),
    );
    app.decorate(
      'villaCalendarService',
      bindService<CalendarDeps, typeof calendarFunctions>({ db }, calendarFunctions),
    );
  },
  { name: 'villa-services', decorators: { fastify: ['db'] } },
);
