/**
 * A transport request (DESIGN.md decision 5): checked against the date and vehicle rules, stored
 * and mailed to the team, with a receipt to the guest, in one transaction. The API routes and the transport page's own post (no
 * JavaScript, decision 019) both come here.
 */
import { stayProblems } from '#domain/booking-rules.ts';
import { flatPricing } from '#domain/pricing.ts';
import { addDays, resortToday } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import type { TransportReceipt, TransportRequest } from '#domain/schemas/transport.ts';
import { defaultVehicleFor, isVehicleAllowed, CAR_MAX_GUESTS } from '#domain/vehicle.ts';
import type { Database } from '../db/client.ts';
import { badRequest, unprocessable } from '#server/plugins/errors.ts';
import { newId, newReference } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { transportMails } from '../mail/request-mails.ts';
import { insertTransportRequest } from './repository.ts';

export type TransportKind = 'QUOTE' | 'BOOKING';

export interface TransportDeps {
  db: Database;
  teamEmail: string;
}

export async function requestTransport(
  { db, teamEmail }: TransportDeps,
  kind: TransportKind,
  body: TransportRequest,
): Promise<TransportReceipt> {
  // Same date rules as a stay: not in the past, not beyond the calendar's horizon.
  const dateProblems = stayProblems(
    { checkIn: body.date, checkOut: addDays(body.date, 1) },
    { pricing: flatPricing(0), guests: Number.MAX_SAFE_INTEGER },
    resortToday(),
  ).map((p) => p.replace('Check-in', 'The date'));
  if (dateProblems.length > 0) throw unprocessable(dateProblems);
  const vehicleType = body.vehicleType ?? defaultVehicleFor(body.passengers);
  if (!isVehicleAllowed(vehicleType, body.passengers)) {
    throw badRequest(
      `A car seats at most ${CAR_MAX_GUESTS} passengers; please choose the van for ${body.passengers}.`,
    );
  }
  // Airport transfers have a fixed price per direction (spec §9); tours are priced by the team.
  const price =
    body.service === 'AIRPORT_TRANSFER' ? TRANSFER_PRICE_PER_DIRECTION[vehicleType] : null;
  const id = newId();
  const reference = newReference('TR');
  await db.transaction(async (tx) => {
    await insertTransportRequest(tx, {
      id,
      reference,
      kind,
      service: body.service,
      fromPlace: body.from,
      toPlace: body.to,
      date: body.date,
      time: body.time,
      passengers: body.passengers,
      luggage: body.luggage,
      vehicleType,
      name: body.name,
      email: body.email,
      phone: body.phone,
      notes: body.notes,
      priceCents: price,
    });
    // The team's copy answers the guest on Reply; the guest gets a receipt with the reference.
    await enqueueMail(
      tx,
      ...transportMails(teamEmail, { ...body, reference, kind, vehicleType, price }),
    );
  });
  const priced = price !== null ? `The transfer costs ${formatCents(price)}. ` : '';
  const next =
    kind === 'QUOTE'
      ? `${priced}Our team will send you ${price !== null ? 'a confirmation' : 'a quote'} within 24 hours.`
      : `${priced}Our team will confirm your ride within 24 hours.`;
  return {
    id,
    reference,
    kind,
    service: body.service,
    vehicleType,
    price,
    currency: 'USD',
    status: 'NEW',
    message: `Thank you, your reference is ${reference}. ${next}`,
  };
}
