/** A villa, a booking answer and its money for the component tests of this folder. */
import { addDays } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';
import type { BookingCreated, BookingRequest } from '#domain/schemas/booking.ts';
import type { CardTryView } from '#domain/schemas/card-payment.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { quoteStay } from '#domain/quote.ts';

export const testVilla: Villa = {
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  slug: 'villa-river-breeze',
  name: 'Villa River Breeze',
  subtitle: 'A riverside retreat',
  location: 'Weligama, Sri Lanka',
  image: '/images/placeholder.jpg',
  images: [],
  photos: [],
  featured: true,
  rating: 4.9,
  reviews: 12,
  price: 45_000,
  originalPrice: 52_000,
  minimumNights: 2,
  pricing: flatPricing(45_000, 2),
  guests: 8,
  bedrooms: 4,
  bathrooms: 4,
  size: '400 m²',
  description: '',
  highlights: [],
  included: [],
  onRequest: [],
  amenities: [],
  locationDetails: { description: '', nearby: [], latitude: null, longitude: null },
  houseRules: [],
  tags: [],
};

/** What POST /bookings answers for `body` (201). */
export function bookingCreated(body: BookingRequest): BookingCreated {
  const quote = quoteStay(testVilla.pricing, {
    checkIn: body.checkInDate,
    checkOut: body.checkOutDate,
    guests: body.adults + body.children,
    airportPickup: body.airportPickup,
    airportDropoff: body.airportDropoff,
    vehicleType: body.vehicleType ?? 'CAR',
  });
  return {
    id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
    reference: 'VB-7K3M9Q',
    villaId: body.villaId,
    villaName: testVilla.name,
    villaSlug: testVilla.slug,
    guestName: body.guestName,
    guestEmail: body.guestEmail,
    guestPhone: body.guestPhone ?? null,
    checkInDate: body.checkInDate,
    checkOutDate: body.checkOutDate,
    adults: body.adults,
    children: body.children,
    infants: body.infants,
    airportPickup: body.airportPickup,
    airportDropoff: body.airportDropoff,
    vehicleType: body.vehicleType ?? null,
    specialRequests: body.specialRequests ?? null,
    status: 'PENDING',
    holdExpiresAt: null,
    quote,
    totalPrice: quote.total,
    cancellationReason: null,
    cancelledAt: null,
    refund: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    accessToken: 'token',
  };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The JSON body a stubbed fetch was sent. */
export const sentBody = (init?: RequestInit): BookingRequest =>
  JSON.parse(init?.body as string) as BookingRequest;

/**
 * The money of a confirmed booking, as GET /bookings/{id}/payments answers it: nothing paid yet, a
 * deposit of $1,276 due in 3 days of `today` and the balance of $1,276 in 30; no card payment.
 */
export function guestPayments(
  today: string,
  overrides: Partial<GuestPayments> = {},
): GuestPayments {
  const part = (kind: 'deposit' | 'balance', days: number) => ({
    kind,
    amountCents: 127_600,
    dueOn: addDays(today, days),
    status: 'due' as const,
    paidCents: 0,
    owedCents: 127_600,
    daysLate: 0,
    paidOn: null,
  });
  return {
    currency: 'USD',
    totalCents: 255_200,
    paidCents: 0,
    refundedCents: 0,
    balanceCents: 255_200,
    creditCents: 0,
    installments: [part('deposit', 3), part('balance', 30)],
    receipts: [],
    bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789',
    instructions: 'Quote your booking reference.',
    card: null,
    ...overrides,
  };
}

/** A try at paying the deposit by card, as GET /bookings/{id}/card-payments/{orderId} answers it. */
export function cardTry(overrides: Partial<CardTryView> = {}): CardTryView {
  return {
    orderId: '0a1b2c3d4e5f60718293a4b5',
    bookingId: 'b1b2c3d4e5f6a1b2c3d4e5f6',
    reference: 'VB-7K3M9Q',
    villaName: testVilla.name,
    state: 'started',
    amountCents: 127_600,
    currency: 'USD',
    pays: ['deposit'],
    message: null,
    checkout: {
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: {
        merchant_id: '1211149',
        order_id: '0a1b2c3d4e5f60718293a4b5',
        amount: '1276.00',
        currency: 'USD',
        hash: '0123456789ABCDEF0123456789ABCDEF',
      },
    },
    ...overrides,
  };
}
