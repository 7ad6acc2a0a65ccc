/**
 * Every e-mail template by a name that never changes: the outbox stores a message as a name and its
 * props, and the sender renders it (decision 029). Rename a component freely; a name here stays,
 * since rows queued under it may still wait in the outbox. Props are stored as JSON, so they hold
 * strings, numbers, booleans and null only (dates as ISO strings).
 */
import { createElement, type ComponentProps, type FunctionComponent } from 'react';
import { BookingCancelledByTeamGuest, BookingCancelledUnpaidTeam } from './booking-cancelled.tsx';
import {
  BookingChangedGuest,
  BookingChangedTeam,
  BookingConfirmedGuest,
  BookingDeclinedGuest,
  BookingLinkGuest,
  BookingRequestedGuest,
  BookingRequestedTeam,
  BookingStayChangedGuest,
  HoldReminderTeam,
} from './booking.tsx';
import { CalendarConflictTeam } from './calendar-sync.tsx';
import { GuestMessage, GuestMessageSkippedTeam } from './guest-messages.tsx';
import { CardPaymentTeam, PaymentOverdueTeam, PaymentReminderGuest } from './payments.tsx';
import { PaymentReceiptGuest } from './receipt.tsx';
import {
  ContactAcknowledged,
  ContactTeam,
  MessageReplyGuest,
  SharedExperienceAcknowledged,
  TransportAcknowledged,
  TransportTeam,
} from './requests.tsx';
import { StaffInviteMail, TurnoverAssignedMail } from './staff.tsx';

export const MAIL_TEMPLATES = {
  'booking-requested-guest': BookingRequestedGuest,
  'booking-requested-team': BookingRequestedTeam,
  'booking-changed-guest': BookingChangedGuest,
  'booking-changed-team': BookingChangedTeam,
  'booking-link-guest': BookingLinkGuest,
  'booking-confirmed-guest': BookingConfirmedGuest,
  'booking-declined-guest': BookingDeclinedGuest,
  'booking-cancelled-by-team-guest': BookingCancelledByTeamGuest,
  'booking-cancelled-unpaid-team': BookingCancelledUnpaidTeam,
  'booking-stay-changed-guest': BookingStayChangedGuest,
  'hold-reminder-team': HoldReminderTeam,
  'contact-team': ContactTeam,
  'contact-acknowledged': ContactAcknowledged,
  'transport-team': TransportTeam,
  'transport-acknowledged': TransportAcknowledged,
  'shared-experience-acknowledged': SharedExperienceAcknowledged,
  'message-reply-guest': MessageReplyGuest,
  'staff-invite': StaffInviteMail,
  'calendar-conflict-team': CalendarConflictTeam,
  'payment-receipt-guest': PaymentReceiptGuest,
  'payment-reminder-guest': PaymentReminderGuest,
  'payment-overdue-team': PaymentOverdueTeam,
  'card-payment-team': CardPaymentTeam,
  'turnover-assigned-staff': TurnoverAssignedMail,
  'guest-message': GuestMessage,
  'guest-message-skipped-team': GuestMessageSkippedTeam,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The props of template `K`, as its message stores them. */
export type PropsOf<K extends MailTemplateName> = ComponentProps<(typeof MAIL_TEMPLATES)[K]>;

/** A message's body: which template, with what. */
export type MailContent = {
  [K in MailTemplateName]: { template: K; props: PropsOf<K> };
}[MailTemplateName];

export const mailContent = <K extends MailTemplateName>(template: K, props: PropsOf<K>) =>
  ({ template, props }) as MailContent;

export const isMailTemplateName = (name: string): name is MailTemplateName =>
  Object.hasOwn(MAIL_TEMPLATES, name);

/** The element to render; the props as stored, which mailContent typed when they were queued. */
export function mailElement({ template, props }: MailContent) {
  return createElement(MAIL_TEMPLATES[template] as FunctionComponent<typeof props>, props);
}
