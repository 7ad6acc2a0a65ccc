/**
 * Every e-mail template with sample data, built by the same functions the services call: for
 * `npm run mail:preview` (scripts/mail-preview.ts) and the browser test that reads them. It sits
 * with the scripts, not in src/server/mail, because it calls every resource's mail builders and the
 * mail infrastructure imports no resource (decision 108). One list, so no template can be left out
 * of the browser test: that, not a plan, is why it is one long file of sample data.
 */
import { addDays, resortToday } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import {
  bookingCancelledByTeamMails,
  bookingChangedMails,
  bookingConfirmedMails,
  bookingDeclinedMails,
  bookingLinkMails,
  bookingStayChangedMails,
  bookingRequestedMails,
  holdReminderMails,
} from '#server/bookings/notifications.ts';
import { calendarConflictMail, calendarSyncPage } from '#server/calendar-sync/conflict-mail.ts';
import { guestLink, type MailContext } from '#server/mail/context.ts';
import { dateLabel } from '#server/mail/format.ts';
import type { MailMessage } from '#server/mail/outbox.ts';
import type { LinkSigner } from '#server/mail/private-link.tsx';
import {
  contactMails,
  messageReplyMail,
  reviewThanks,
  testimonialThanks,
  transportMails,
} from '#server/mail/request-mails.ts';
import { staffInviteMail } from '#server/staff/invite-mail.ts';
import { turnoverAssignedMail } from '#server/turnovers/assigned-mail.ts';
import { DEFAULT_TEMPLATES } from '#server/guest-messages/defaults.ts';
import { guestMessageMail, guestMessageSkippedTeamMail } from '#server/guest-messages/send.ts';
import { filledWithExamples } from '#server/guest-messages/values.ts';
import { receiptMail } from '#server/payments/receipts.ts';
import { paymentOverdueMail, paymentReminderMail } from '#server/payments/reminders.ts';
import { cancelledUnpaidTeamMail } from '#server/payments/auto-cancel.ts';
import type { HowToPayProps, MailMoney } from '#server/mail/templates/payment-parts.tsx';
import type { Receipt } from '#domain/receipt.ts';

const ctx: MailContext = { publicUrl: 'http://localhost:3000', teamEmail: siteSettings.email };

const checkIn = addDays(resortToday(), 45);
/** Four nights, the last two in a season, with a car pickup: a quote of several lines. */
const quote = quoteStay(
  {
    ...flatPricing(35_000),
    seasons: [
      {
        name: 'festival season',
        firstNight: addDays(checkIn, 2),
        lastNight: addDays(checkIn, 30),
        nightlyRate: 42_000,
        weekendRate: null,
        minimumNights: 1,
        checkInDays: null,
      },
    ],
  },
  {
    checkIn,
    checkOut: addDays(checkIn, 4),
    guests: 3,
    airportPickup: true,
    airportDropoff: false,
    vehicleType: 'CAR',
  },
);
const booking: Booking = {
  id: 'k7x2m9q4w8e1r5t3y6u0i2o4',
  reference: 'BK-7Q4M2X',
  villaId: 'villa-river-breeze',
  villaName: 'Villa River Breeze',
  villaSlug: 'villa-river-breeze',
  guestName: 'Amara Perera',
  guestEmail: 'amara.perera@example.com',
  guestPhone: '+94 77 555 0101',
  checkInDate: checkIn,
  checkOutDate: addDays(checkIn, 4),
  adults: 2,
  children: 1,
  infants: 1,
  airportPickup: true,
  airportDropoff: false,
  vehicleType: 'CAR',
  specialRequests: 'We arrive late in the evening; a light supper would be lovely.',
  status: 'PENDING',
  holdExpiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  quote,
  totalPrice: quote.total,
  cancellationReason: null,
  cancelledAt: null,
  refund: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};
const cancelled: Booking = {
  ...booking,
  status: 'CANCELLED',
  cancellationReason: 'Our flights were moved to the following month.',
  cancelledAt: new Date().toISOString(),
  // The deposit was paid; cancelled 7 or more days before arrival: half of it back (issue 26 §4).
  refund: {
    percent: 50,
    amount: Math.round(Math.round(quote.total / 2) / 2),
    rule: 'Cancelled 7 or more days before arrival: 50% refund.',
  },
};
/** What the cancelled sample had paid: its deposit. */
const cancelledPaid = Math.round(quote.total / 2);
const expired: Booking = {
  ...booking,
  status: 'EXPIRED',
  holdExpiresAt: new Date().toISOString(),
};

/** A deposit received by transfer from a Russian guest: the receipt prints her name as written. */
const receipt: Receipt = {
  number: 'R-2027-0001',
  kind: 'payment',
  recordedAt: new Date().toISOString(),
  company: {
    name: siteSettings.companyName,
    address: siteSettings.address,
    phone: siteSettings.phone,
    email: siteSettings.email,
  },
  guestName: 'Анна Кузнецова',
  bookingReference: booking.reference,
  villaName: booking.villaName,
  checkIn: booking.checkInDate,
  checkOut: booking.checkOutDate,
  amountCents: Math.round(quote.total / 2),
  receivedOn: resortToday(),
  method: 'bank_transfer',
  reference: 'HNB 4471',
  reverses: null,
  account: {
    totalCents: quote.total,
    paidCents: Math.round(quote.total / 2),
    refundedCents: 0,
    balanceCents: quote.total - Math.round(quote.total / 2),
    creditCents: 0,
  },
};
const refundReceipt: Receipt = {
  ...receipt,
  number: 'R-2027-0002',
  kind: 'refund',
  amountCents: 20_000,
  method: 'cash',
  reference: null,
  account: {
    ...receipt.account,
    refundedCents: 20_000,
    balanceCents: receipt.account.balanceCents + 20_000,
  },
};
const reversalReceipt: Receipt = {
  ...refundReceipt,
  number: 'R-2027-0003',
  kind: 'reversal',
  method: null,
  reverses: { number: 'R-2027-0002', kind: 'refund' },
  account: receipt.account,
};

const confirmed: Booking = { ...booking, status: 'CONFIRMED', holdExpiresAt: null };
const deposit = Math.round(booking.quote.total / 2);
/** The site's default terms on the sample stay, and bank details as an owner might write them. */
const howToPay: HowToPayProps = {
  installments: [
    { kind: 'deposit', amountCents: deposit, dueOn: addDays(resortToday(), 3) },
    { kind: 'balance', amountCents: booking.quote.total - deposit, dueOn: addDays(checkIn, -30) },
  ],
  bankDetails:
    'Commercial Bank of Ceylon, Weligama branch\nAccount name: Serendib Shores Villas\nAccount 8001 2345 6789 · SWIFT CCEYLKLX',
  instructions: 'Please quote your booking reference with the transfer.',
};
/** The same schedule with the deposit paid: where the money stands in the later e-mails. */
const depositPaid: MailMoney = {
  ...howToPay,
  installments: howToPay.installments.map((installment, i) => ({
    ...installment,
    status: i === 0 ? 'paid' : 'due',
    paidCents: i === 0 ? installment.amountCents : 0,
    owedCents: i === 0 ? 0 : installment.amountCents,
  })),
  totalCents: booking.quote.total,
  paidCents: deposit,
  refundedCents: 0,
  balanceCents: booking.quote.total - deposit,
  creditCents: 0,
};
/** Nothing paid yet: what a reminder of the deposit shows. */
const nothingPaid: MailMoney = {
  ...depositPaid,
  installments: depositPaid.installments.map((installment) => ({
    ...installment,
    status: 'due',
    paidCents: 0,
    owedCents: installment.amountCents,
  })),
  paidCents: 0,
  balanceCents: booking.quote.total,
};
const owed = { kind: 'deposit' as const, owedCents: deposit, dueOn: addDays(resortToday(), 3) };

const token = 'sample-access-token';
/** A booking's link generation (its row's access_token_hash), for the guests' private links. */
const generation = 'sample-link-generation';

/**
 * Signs the samples' private links as the outbox's sender does with the server's secret (decision
 * 061); render the previews with it.
 */
export const previewLinkSigner: LinkSigner = (link) => `${link.page}?token=${token}`;
const named = (names: string[], mails: MailMessage[]) =>
  mails.map((mail, i) => ({ name: names[i] ?? `mail-${i}`, mail }));

/** Every e-mail the site sends, built by the real builders from sample data. */
export const mailPreviews = (): { name: string; mail: MailMessage }[] => [
  ...named(
    ['booking-requested-guest', 'booking-requested-team'],
    bookingRequestedMails(ctx, booking, generation),
  ),
  ...named(
    ['booking-changed-guest', 'booking-changed-team'],
    bookingChangedMails(ctx, booking, 'updated', generation),
  ),
  ...named(
    ['booking-cancelled-guest', 'booking-cancelled-team'],
    bookingChangedMails(ctx, cancelled, 'cancelled', generation, cancelledPaid),
  ),
  ...named(
    ['booking-expired-guest', 'booking-expired-team'],
    bookingChangedMails(ctx, expired, 'expired', generation),
  ),
  ...named(['booking-link-guest'], bookingLinkMails(ctx, booking, generation)),
  ...named(
    ['booking-link-confirmed-guest'],
    bookingLinkMails(ctx, confirmed, generation, depositPaid),
  ),
  ...named(
    ['booking-stay-changed-guest'],
    bookingStayChangedMails(
      ctx,
      {
        ...confirmed,
        checkOutDate: addDays(confirmed.checkOutDate, 2),
        adults: 3,
        quote: { ...confirmed.quote, total: depositPaid.totalCents + 40_000 },
      },
      {
        reason: 'You asked by WhatsApp for two more nights and a friend joining on the first day.',
        before: {
          checkInDate: confirmed.checkInDate,
          checkOutDate: confirmed.checkOutDate,
          adults: confirmed.adults,
          children: confirmed.children,
          infants: confirmed.infants,
          airportPickup: confirmed.airportPickup,
          airportDropoff: confirmed.airportDropoff,
          vehicleType: confirmed.vehicleType,
          totalCents: confirmed.quote.total,
        },
      },
      generation,
      {
        ...depositPaid,
        installments: depositPaid.installments.map((installment, i) =>
          i === 1
            ? {
                ...installment,
                amountCents: installment.amountCents + 40_000,
                owedCents: installment.owedCents + 40_000,
              }
            : installment,
        ),
        totalCents: depositPaid.totalCents + 40_000,
        balanceCents: depositPaid.balanceCents + 40_000,
      },
    ),
  ),
  ...named(
    ['booking-confirmed-guest'],
    bookingConfirmedMails(
      ctx,
      { ...booking, status: 'CONFIRMED', holdExpiresAt: null },
      'We will meet you at the gate with cold king coconuts.',
      generation,
      howToPay,
    ),
  ),
  ...named(
    ['payment-reminder-guest'],
    [paymentReminderMail(ctx, confirmed, generation, owed, nothingPaid)],
  ),
  ...named(
    ['payment-overdue-team'],
    [paymentOverdueMail(ctx, confirmed, { ...owed, dueOn: addDays(resortToday(), -8) }, true)],
  ),
  ...named(
    ['booking-declined-guest'],
    bookingDeclinedMails(
      ctx,
      { ...booking, status: 'DECLINED', holdExpiresAt: null },
      'The villa is closed for repairs that week; the week after is free.',
    ),
  ),
  ...named(
    ['booking-cancelled-by-team-guest'],
    bookingCancelledByTeamMails(
      ctx,
      {
        ...cancelled,
        cancellationReason: 'You phoned us: a family emergency. We hope all is well.',
      },
      generation,
      cancelledPaid,
    ),
  ),
  ...named(
    ['booking-cancelled-unpaid-team'],
    [
      cancelledUnpaidTeamMail(
        ctx,
        {
          ...cancelled,
          cancellationReason: `Not paid by ${dateLabel(addDays(resortToday(), -6))}`,
          refund: {
            percent: 50,
            amount: 0,
            rule: 'Cancelled 7 or more days before arrival: 50% refund.',
          },
        },
        0,
      ),
    ],
  ),
  ...named(
    ['hold-reminder-team'],
    holdReminderMails(ctx, booking, new Date(Date.now() + 20 * 3600_000)),
  ),
  ...named(
    ['contact-team', 'contact-guest'],
    contactMails(ctx.teamEmail, {
      name: 'Sofia Rossi',
      email: 'sofia.rossi@example.com',
      phone: '+39 333 123 4567',
      subject: 'Honeymoon in March',
      message:
        'We would love a quiet villa near the beach for ten nights in March.\nCould you arrange a dinner on the beach for our anniversary?',
      inquiryType: 'EVENTS',
    }),
  ),
  ...named(
    ['transport-team', 'transport-guest'],
    transportMails(ctx.teamEmail, {
      reference: 'TR-4K8P2Z',
      kind: 'QUOTE',
      service: 'AIRPORT_TRANSFER',
      from: 'Colombo Airport (CMB)',
      to: 'Villa River Breeze',
      date: checkIn,
      time: '07:30',
      passengers: 3,
      luggage: 4,
      vehicleType: 'CAR',
      price: 60,
      name: 'Lena Vogel',
      email: 'lena.vogel@example.com',
      phone: null,
      notes: 'One child seat, please.',
    }),
  ),
  {
    name: 'calendar-conflict-team',
    mail: calendarConflictMail(ctx, {
      villaName: 'Villa River Breeze',
      feedLabel: 'Airbnb',
      startDate: addDays(checkIn, 2),
      endDate: addDays(checkIn, 5),
      reason: 'Reserved',
      bookings: [
        {
          reference: 'VB-7K3Q9P',
          guestName: 'Sofia Rossi',
          checkInDate: checkIn,
          checkOutDate: addDays(checkIn, 4),
          status: 'CONFIRMED',
        },
      ],
      consoleLink: calendarSyncPage(ctx, '9eedf3517ae6efad3c51ab19'),
    }),
  },
  ...[receipt, refundReceipt, reversalReceipt].map((r) => ({
    name: `payment-receipt-guest-${r.kind}`,
    mail: receiptMail(ctx, booking, generation, r),
  })),
  {
    name: 'review-guest',
    mail: reviewThanks('tom.baker@example.com', {
      name: 'Tom Baker',
      rating: 5,
      comment: 'A wonderful week by the river: the staff made us feel at home.',
      villaName: 'Villa River Breeze',
    }),
  },
  {
    name: 'testimonial-guest',
    mail: testimonialThanks('ines.duarte@example.com', {
      name: 'Ines Duarte',
      rating: 4,
      comment: 'Kind people, a lovely garden and the best breakfast of our trip.',
      villaName: null,
    }),
  },
  {
    name: 'message-reply-guest',
    mail: messageReplyMail('sofia.rossi@example.com', ctx.teamEmail, {
      name: 'Sofia Rossi',
      staffName: 'Maya Fernando',
      reply:
        'Congratulations on your wedding! Villa River Breeze is free for ten nights from March 3.\nWe can set a table on the beach for your anniversary dinner; shall we hold the dates?',
      subject: 'Honeymoon in March',
      trip: null,
      original: 'We would love a quiet villa near the beach for ten nights in March.',
      sentAt: '2026-11-20T09:30:00.000Z',
    }),
  },
  {
    name: 'staff-invite',
    mail: staffInviteMail('maya@example.com', {
      name: 'Maya',
      invitedBy: 'Nadia Perera',
      role: 'manager',
      link: `${ctx.publicUrl}/console/invite?token=${token}`,
      expiresAt: '2026-11-27T09:30:00.000Z',
    }),
  },
  {
    name: 'turnover-assigned-staff',
    mail: turnoverAssignedMail(ctx, 'ruwan@example.com', {
      name: 'Ruwan',
      assignedBy: 'Nadia Perera',
      villaName: 'Villa River Breeze',
      departureOn: '2026-12-14',
      nextArrivalOn: '2026-12-14',
      sameDay: true,
      taskId: '0123456789abcdef01234567',
    }),
  },
  // The scheduled guest messages (issue 27 §1): each default filled with the variables' examples.
  ...(['confirmed', 'before-arrival', 'day-before', 'after-stay'] as const).map((builtIn) => ({
    name: `guest-message-${builtIn}`,
    mail: guestMessageMail(
      ctx,
      confirmed,
      filledWithExamples(DEFAULT_TEMPLATES[builtIn], guestLink(ctx, confirmed, generation)),
    ),
  })),
  {
    name: 'guest-message-skipped-team',
    mail: guestMessageSkippedTeamMail(ctx, confirmed, {
      templateName: DEFAULT_TEMPLATES['before-arrival'].name,
      dueAt: new Date('2026-12-05T03:30:00.000Z'),
      reason: 'Not sent: {map_link} has no value for this booking.',
    }),
  },
];
