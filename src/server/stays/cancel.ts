/**
 * The guest's own cancel (spec §9, issue 26 §4): whether the booking may be cancelled now and the
 * refund the policy gives on the money kept so far, which the cancel dialog shows and the cancel
 * applies, from the one rule (src/domain/refund.ts).
 */
import { arrivalInstant, refundOnKept } from '#domain/refund.ts';
import type { Booking, CancellationTerms } from '#domain/schemas/booking.ts';
import { bookedStayChanges } from '#domain/stay-events.ts';
import { nowOf } from '#server/lib/clock.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookingChangedMails } from '../bookings/notifications.ts';
import {
  lockBooking,
  toBooking,
  updateBookingRow,
  type BookingRow,
} from '../bookings/repository.ts';
import { authorizedBooking, BOOKING_NOT_FOUND } from '../bookings/guest-access.ts';
import { keptOn } from '../payments/kept.ts';
import { appendAudit, bookingTarget } from '../staff/audit.ts';
import { lockVilla } from '../villas/repository.ts';
import { resolveBookedVilla } from '../villas/lookup.ts';
import { cancellationValues, refundAudit } from './cancel-values.ts';
import { holdsItsDates } from './claim.ts';
import { bookedStayOf, stayTransaction, type StaysDeps } from './transaction.ts';

/** Whether the booking may be cancelled at `now`, and the refund on `keptCents` if so. */
function cancellationTermsOf(row: BookingRow, keptCents: number, now: Date): CancellationTerms {
  if (!holdsItsDates(row, now)) {
    const status = row.status === 'PENDING' ? 'expired' : row.status.toLowerCase();
    return {
      cancellable: false,
      reason: `This booking is ${status} and holds no dates, so there is nothing to cancel.`,
      refund: null,
    };
  }
  if (now >= arrivalInstant(row.checkIn)) {
    return {
      cancellable: false,
      reason:
        'Your stay has begun, so it can no longer be cancelled online. Please contact us and we will help.',
      refund: null,
    };
  }
  return { cancellable: true, reason: null, refund: refundOnKept(row, keptCents, now) };
}

export async function getCancellationTerms(
  deps: Pick<StaysDeps, 'db' | 'links' | 'now'>,
  id: string,
  token: string | undefined,
): Promise<CancellationTerms> {
  const now = nowOf(deps);
  const { booking } = await authorizedBooking(deps, id, token);
  return cancellationTermsOf(booking, await keptOn(deps.db, id, now), now);
}

/**
 * Under the villa's lock and the booking's row lock (as the payments service takes it, so no
 * payment or refund slips in between): the refund on what was kept, the followers (the payment
 * follower re-prices the schedule to what the guest keeps paying, so the refund due shows as
 * credit), an audit entry with the refund due, and the e-mails.
 */
export async function cancelByGuest(
  deps: StaysDeps,
  id: string,
  token: string | undefined,
  reason: string | null,
): Promise<Booking> {
  const now = nowOf(deps);
  const { booking: current } = await authorizedBooking(deps, id, token);
  const villa = await resolveBookedVilla(deps.db, current.villaId);

  return stayTransaction(deps, async (tx, follow) => {
    await lockVilla(tx, villa.id);
    const fresh = await lockBooking(tx, id);
    if (!fresh) throw notFound(BOOKING_NOT_FOUND);
    const terms = cancellationTermsOf(fresh, await keptOn(tx, id, now), now);
    if (!terms.cancellable || !terms.refund) throw conflict(terms.reason ?? 'Not cancellable.');
    const updated = await updateBookingRow(
      tx,
      id,
      cancellationValues(terms.refund, now, 'GUEST', reason),
    );
    const [before, after] = [bookedStayOf(fresh), bookedStayOf(updated)];
    await follow({
      workflow: 'cancel',
      before,
      after,
      changed: bookedStayChanges(before, after),
      now,
    });
    await appendAudit(tx, {
      actorId: null,
      ip: null,
      action: 'booking.cancel',
      target: bookingTarget(id),
      before: { status: fresh.status, holdExpiresAt: fresh.holdExpiresAt?.toISOString() ?? null },
      after: {
        status: updated.status,
        cancelledBy: updated.cancelledBy,
        cancellationReason: updated.cancellationReason,
        ...refundAudit(terms.refund),
      },
    });
    const booking = toBooking(updated, villa);
    await enqueueMail(
      tx,
      ...bookingChangedMails(
        deps.mail,
        booking,
        'cancelled',
        updated.accessTokenHash,
        terms.refund.paidCents,
      ),
    );
    return booking;
  });
}
