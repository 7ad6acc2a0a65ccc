/**
 * The bookings' services on the instance (decision 069): the guest's (`app.bookingService`) and
 * the team's (`app.consoleBookingService`), each bound once to the app's database, mail settings
 * and links. Routes read them from `app`; they take no options.
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  cancelOnBehalf,
  confirmBooking,
  declineBooking,
  getConsoleBooking,
  getMovements,
  getToday,
  listConsoleBookings,
  type ConsoleBookingDeps,
} from './console-service.ts';
import {
  cancelBooking,
  createBooking,
  getBooking,
  getCancellationTerms,
  updateBooking,
  type BookingDeps,
} from './service.ts';
import { listBookingsForEmail, sendFreshLink } from './by-email.ts';
import { changeStay, previewStayChange } from './change-stay.ts';

const guestFunctions = {
  createBooking,
  getBooking,
  getCancellationTerms,
  listBookingsForEmail,
  updateBooking,
  cancelBooking,
  sendFreshLink,
};

const teamFunctions = {
  getMovements,
  getToday,
  listConsoleBookings,
  getConsoleBooking,
  confirmBooking,
  declineBooking,
  cancelOnBehalf,
  changeStay,
  previewStayChange,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A guest's booking: request, read, change, cancel, a fresh link (bookings/service.ts). */
    bookingService: BoundService<BookingDeps, typeof guestFunctions>;
    /** The team's side of bookings: lists, today, confirm, decline (bookings/console-service.ts). */
    consoleBookingService: BoundService<ConsoleBookingDeps, typeof teamFunctions>;
  }
}

export const bookingServices = fp(
  async (app) => {
    const deps: BookingDeps = {
      db: app.db,
      mail: app.mailContext,
      links: app.bookingLinks,
      mailQueued: app.jobs.kickMail,
    };
    app.decorate('bookingService', bindService(deps, guestFunctions));
    app.decorate(
      'consoleBookingService',
      bindService<ConsoleBookingDeps, typeof teamFunctions>(
        { db: app.db, mail: app.mailContext },
        teamFunctions,
      ),
    );
  },
  {
    name: 'booking-services',
    decorators: { fastify: ['db', 'mailContext', 'bookingLinks', 'jobs'] },
  },
);
