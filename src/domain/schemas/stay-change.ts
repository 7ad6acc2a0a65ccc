/**
 * The team changes a confirmed stay (issue 26 §1, decision 090): POST
 * /api/console/bookings/:id/change with the whole stay as it is to be (dates, party, airport
 * transfers) and the reason the guest is told. The stay's fields are the guest's own update's
 * (`bookingUpdateSchema`), so a field is refused with the same words on either side; the villa's
 * rules (capacity, minimum nights, overlaps) are the server's, as for a request.
 */
import { z } from 'zod';
import { isAcceptedDate } from '../dates.ts';
import { bookingUpdateSchema } from './booking.ts';
import { text } from './common.ts';
import { quoteSchema } from './quote.ts';

const stay = bookingUpdateSchema.shape;

export const MAX_CHANGE_REASON_LENGTH = 1000;

const stayFields = {
  checkInDate: stay.checkInDate.unwrap(),
  checkOutDate: stay.checkOutDate.unwrap(),
  adults: stay.adults.unwrap(),
  children: stay.children.unwrap().default(0),
  infants: stay.infants.unwrap().default(0),
  airportPickup: stay.airportPickup.unwrap().default(false),
  airportDropoff: stay.airportDropoff.unwrap().default(false),
  vehicleType: stay.vehicleType,
};

/** Checked on two accepted dates only: a date refused on its own has said so already. */
const stayOrder = (b: { checkInDate: string; checkOutDate: string }) =>
  !isAcceptedDate(b.checkInDate) ||
  !isAcceptedDate(b.checkOutDate) ||
  b.checkOutDate > b.checkInDate;
const stayOrderIssue = { error: 'checkOutDate must be after checkInDate', path: ['checkOutDate'] };

/** Why, in the team's words: the guest's e-mail quotes it and the audit log keeps it. */
const reason = text(MAX_CHANGE_REASON_LENGTH, 'reason', { multiline: true });

export const stayChangeSchema = z
  .strictObject({ ...stayFields, reason })
  .refine(stayOrder, stayOrderIssue);
export type StayChange = z.infer<typeof stayChangeSchema>;
export type StayChangeInput = z.input<typeof stayChangeSchema>;

/** The same stay, the reason not needed yet: what the preview prices. */
export const stayChangePreviewSchema = z
  .strictObject({ ...stayFields, reason: reason.optional() })
  .refine(stayOrder, stayOrderIssue);
export type StayChangePreview = z.infer<typeof stayChangePreviewSchema>;

const cents = z.number().int();

const installmentSchema = z.object({
  kind: z.enum(['deposit', 'balance', 'full']),
  amountCents: cents,
  dueOn: z.string(),
});

/**
 * What a change would do to the money, before it is saved (POST .../change/preview) and after
 * (the audit entry's figures): the stay's new quote, the total before and after, what was paid
 * and kept (never changed), the schedule before and after, and what would be owed or credited.
 */
export const stayChangeEffectSchema = z.object({
  quote: quoteSchema,
  totalBeforeCents: cents,
  totalAfterCents: cents,
  keptCents: cents,
  balanceCents: cents,
  creditCents: cents,
  scheduleBefore: z.array(installmentSchema),
  scheduleAfter: z.array(installmentSchema),
});
export type StayChangeEffect = z.infer<typeof stayChangeEffectSchema>;
