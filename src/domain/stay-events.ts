/**
 * A change in a stay's life, as its followers see it (issue 37, decision 101): the seam that owns
 * the workflows (src/server/stays) describes each change once in these words, and every follower
 * (the payment schedule, guest messages, turnovers, review invites) decides from them what it
 * does. Plain data, so a follower needs nothing of the seam's and the seam nothing of theirs.
 */
import type { IsoDate } from './dates.ts';
import type { PaymentTerms } from './payment-schedule.ts';
import type { BookingStatus } from './schemas/booking.ts';

/** The workflows that change a booked stay, each one transaction of the seam. */
export type BookingWorkflow =
  /** A guest's request: a new stay, PENDING, its dates held. */
  | 'request'
  /** A guest's change of their own request while it waits. */
  | 'change-request'
  | 'confirm'
  | 'decline'
  /** The team's change of a confirmed stay: dates, party or transfers, re-priced. */
  | 'change'
  /** By the guest, the team, or the payment job for non-payment. */
  | 'cancel'
  /** A request whose hold ran out. */
  | 'expire';

/** A booked stay: what its followers read of the booking row. */
export interface BookedStay {
  id: string;
  villaId: string;
  status: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
  totalCents: number;
  /** The terms fixed at confirmation; null before, or for a booking confirmed before they were kept. */
  paymentTerms: PaymentTerms | null;
  /** A cancelled stay's refund due on what was kept (spec §9); null until it is cancelled. */
  refundAmountCents: number | null;
}

/** A stay a calendar feed imported (a block of the villa's calendar from Airbnb, Booking.com, Vrbo). */
export interface ImportedStay {
  id: string;
  villaId: string;
  /** The first night and the last night, inclusive (the block's own dates). */
  startDate: IsoDate;
  endDate: IsoDate;
}

/** What a change did to the stay, from its state before and after. */
export interface WhatChanged {
  status: boolean;
  dates: boolean;
  party: boolean;
  price: boolean;
}

export type StayEvent =
  | {
      workflow: BookingWorkflow;
      /** Null for a new stay (a request). */
      before: BookedStay | null;
      after: BookedStay;
      changed: WhatChanged;
      now: Date;
    }
  | {
      workflow: 'import';
      villaId: string;
      /** Null for a stay the feed added; `after` is null for one it dropped (already deleted). */
      before: ImportedStay | null;
      after: ImportedStay | null;
      changed: WhatChanged;
      now: Date;
    };

/** What changed between a booked stay's two states (all of it for a new one). */
export function bookedStayChanges(before: BookedStay | null, after: BookedStay): WhatChanged {
  if (!before) return { status: true, dates: true, party: true, price: true };
  return {
    status: before.status !== after.status,
    dates: before.checkIn !== after.checkIn || before.checkOut !== after.checkOut,
    party: before.adults !== after.adults || before.children !== after.children,
    price: before.totalCents !== after.totalCents,
  };
}

/** What changed between an imported stay's two states: a feed's stay has no status, party or price. */
export function importedStayChanges(
  before: ImportedStay | null,
  after: ImportedStay | null,
): WhatChanged {
  const dates =
    before === null ||
    after === null ||
    before.startDate !== after.startDate ||
    before.endDate !== after.endDate;
  return { status: before === null || after === null, dates, party: false, price: false };
}

/** The villa whose calendar a change touched. */
export const villaOfEvent = (event: StayEvent): string =>
  event.workflow === 'import' ? event.villaId : event.after.villaId;
