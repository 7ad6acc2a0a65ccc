/** A villa and a booking answer for the component tests of this folder. */
import { flatPricing } from '#domain/pricing.ts';
import type { BookingCreated, BookingRequest } from '#domain/schemas/booking.ts';
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
