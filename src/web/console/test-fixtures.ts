/** Answers of the console's booking API for component tests, in the contracts' shapes. */
import type { Paged } from '#domain/schemas/common.ts';
import type {
  ConsoleBooking,
  ConsoleBookingSummary,
  Movements,
  StayMovement,
} from '#domain/schemas/console.ts';

export const BOOKING_ID = '64b7f0c2a1b2c3d4e5f60718';
export const VILLA_ID = '64b7f0c2a1b2c3d4e5f60001';

/** An instant `hours` from now: a hold's end as the server would give it. */
export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString();

export const villas = [
  { id: VILLA_ID, name: 'Villa Serenity' },
  { id: '64b7f0c2a1b2c3d4e5f60002', name: 'Ocean Pearl' },
];

export const summary = (over: Partial<ConsoleBookingSummary> = {}): ConsoleBookingSummary => ({
  id: BOOKING_ID,
  reference: 'VB-7K3Q9P',
  villaId: VILLA_ID,
  villaName: 'Villa Serenity',
  guestName: 'Nadia Silva',
  guestEmail: 'nadia@example.com',
  checkInDate: '2026-12-04',
  checkOutDate: '2026-12-07',
  nights: 3,
  adults: 2,
  children: 1,
  infants: 0,
  status: 'PENDING',
  holdExpiresAt: hoursFromNow(19.5),
  totalPrice: 123_400,
  createdAt: '2026-11-24T00:00:00.000Z',
  language: 'en',
  ...over,
});

export const page = (
  content: ConsoleBookingSummary[],
  over: Partial<Paged<ConsoleBookingSummary>> = {},
): Paged<ConsoleBookingSummary> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  ...over,
});

export const booking = (over: Partial<ConsoleBooking> = {}): ConsoleBooking => ({
  id: BOOKING_ID,
  reference: 'VB-7K3Q9P',
  villaId: VILLA_ID,
  villaName: 'Villa Serenity',
  villaSlug: 'villa-serenity',
  guestName: 'Nadia Silva',
  guestEmail: 'nadia@example.com',
  guestPhone: '+94 77 123 4567',
  checkInDate: '2026-12-04',
  checkOutDate: '2026-12-07',
  adults: 2,
  children: 1,
  infants: 0,
  airportPickup: true,
  airportDropoff: false,
  vehicleType: 'CAR',
  specialRequests: 'A cot, please.',
  shownCurrency: null,
  shownRate: null,
  status: 'PENDING',
  holdExpiresAt: hoursFromNow(19.5),
  quote: {
    currency: 'USD',
    nights: 3,
    lines: [{ nights: 3, rate: 36_000, label: '' }],
    extraGuests: null,
    room: 108_000,
    discount: null,
    transfer: 5000,
    subtotal: 113_000,
    serviceFee: 11_300,
    total: 124_300,
  },
  totalPrice: 124_300,
  cancellationReason: null,
  cancelledAt: null,
  refund: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  cancelledBy: null,
  teamMessage: null,
  decidedAt: null,
  holdRemindedAt: null,
  refundIfCancelledNow: {
    percent: 100,
    amount: 124_300,
    rule: 'Cancelled within 24 hours of booking.',
    paidCents: 124_300,
  },
  ...over,
});

export const movement = (over: Partial<StayMovement> = {}): StayMovement => ({
  bookingId: BOOKING_ID,
  reference: 'VB-7K3Q9P',
  villaId: VILLA_ID,
  villaName: 'Villa Serenity',
  guestName: 'Nadia Silva',
  checkInDate: '2026-11-25',
  checkOutDate: '2026-11-28',
  nights: 3,
  adults: 2,
  children: 1,
  infants: 1,
  status: 'CONFIRMED',
  ...over,
});

export const movements = (over: Partial<Movements> = {}): Movements => ({
  from: '2026-11-24',
  to: '2026-11-30',
  arrivals: [movement()],
  departures: [
    movement({
      bookingId: '64b7f0c2a1b2c3d4e5f60719',
      reference: 'VB-2M4N6P',
      villaName: 'Ocean Pearl',
      guestName: 'Tom Baker',
      checkInDate: '2026-11-20',
      checkOutDate: '2026-11-26',
      nights: 6,
      adults: 4,
      children: 0,
      infants: 0,
      status: 'CONFIRMED',
    }),
  ],
  ...over,
});
