/**
 * The bookings' reads on the instance (decision 069): the guest's (`app.bookingService`) and the
 * team's (`app.consoleBookingService`), each bound once to the app's database, mail settings and
 * links. What changes a stay is `app.stays` (stays/plugin.ts). Routes read them from `app`; they
 * take no options.
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  getMovements,
  getToday,
  listConsoleBookings,
  type ConsoleBookingDeps,
} from './console-service.ts';
import { getBooking, type BookingDeps } from './service.ts';
import { listBookingsForEmail, sendFreshLink } from './by-email.ts';

const guestFunctions = { getBooking, listBookingsForEmail, sendFreshLink };

const teamFunctions = { getMovements, getToday, listConsoleBookings };

declare module 'fastify' {
  interface FastifyInstance {
    /** A guest's booking: read, every booking of an address, a fresh link (bookings/service.ts). */
    bookingService: BoundService<BookingDeps, typeof guestFunctions>;
    /** The team's lists of bookings: movements, today, requests and bookings (console-service.ts). */
    consoleBookingService: BoundService<ConsoleBookingDeps, typeof teamFunctions>;
  }
}

export const bookingServices = fp(
  async (app) => {
    const deps: BookingDeps = {
      db: app.db,
      mail: app.mailContext,
      links: app.bookingLinks,
      // Registered after this plugin (payments read bookings): looked up when a mail is made.
      moneyOf: (tx, bookingId, today) => app.mailMoney(tx, bookingId, today),
    };
    app.decorate('bookingService', bindService(deps, guestFunctions));
    app.decorate(
      'consoleBookingService',
      bindService<ConsoleBookingDeps, typeof teamFunctions>({ db: app.db }, teamFunctions),
    );
  },
  {
    name: 'booking-services',
    decorators: { fastify: ['db', 'mailContext', 'bookingLinks', 'jobs'] },
  },
);
