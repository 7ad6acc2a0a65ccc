/**
 * The audit log's actions in words a person reads: 'booking.confirm' is 'Confirmed a booking
 * request'. The server names actions `family.verb` (src/server/staff/audit.ts); an action not
 * listed here yet is shown as the server wrote it rather than hidden.
 */
const ACTION_WORDS: Record<string, string> = {
  login: 'Signed in',
  'login.failed': 'Failed sign-in',
  logout: 'Signed out',
  setup: 'Created the owner account',
  'session.end': 'Ended a session',
  'staff.invite': 'Invited a team member',
  'staff.password-link': 'Sent a new password link',
  'staff.password-set': 'Set their password',
  'staff.role': 'Changed a role',
  'staff.disable': 'Disabled an account',
  'staff.enable': 'Enabled an account',
  'booking.confirm': 'Confirmed a booking request',
  'booking.decline': 'Declined a booking request',
  'booking.cancel': 'Cancelled a booking',
  'booking.change': 'Changed a confirmed stay',
  'payment.record': 'Recorded a payment',
  'refund.record': 'Recorded a refund',
  'payment.reverse': 'Reversed a payment or refund',
  'payment.settings': 'Changed the payment settings',
  'villa.payment-terms': "Changed a villa's payment terms",
  'block.create': 'Blocked days of a villa',
  'block.update': 'Changed a block of days',
  'block.delete': 'Removed a block of days',
  'review.approve': 'Approved a review',
  'review.reject': 'Rejected a review',
  'review.reopen': 'Put a review back to waiting',
  'testimonial.approve': 'Approved a testimonial',
  'testimonial.reject': 'Rejected a testimonial',
  'testimonial.feature': 'Featured a testimonial',
  'testimonial.unfeature': 'Stopped featuring a testimonial',
  'message.reply': 'Replied to a message',
  'message.status': "Changed a message's status",
  'villa.create': 'Added a villa',
  'villa.update': 'Edited a villa',
  'villa.publish': 'Published a villa',
  'villa.unpublish': 'Unpublished a villa',
  'villa.reorder': 'Changed the order of the villas',
  'villa.pricing': "Changed a villa's prices and stay rules",
  'photo.upload': 'Uploaded a photo',
  'photo.alt': "Changed a photo's alt text",
  'photo.order': "Changed the order of a villa's photos",
  'photo.delete': 'Deleted a photo',
};

export const actionInWords = (action: string): string => ACTION_WORDS[action] ?? action;

/**
 * The families the log is filtered by, as the server takes them (`action=booking` finds every
 * `booking.*`, auditQuerySchema).
 */
export const ACTION_FAMILIES = [
  { value: 'login', label: 'Sign-in' },
  { value: 'booking', label: 'Bookings' },
  { value: 'block', label: 'Calendar blocks' },
  { value: 'review', label: 'Reviews' },
  { value: 'testimonial', label: 'Testimonials' },
  { value: 'message', label: 'Messages' },
  { value: 'photo', label: 'Photos' },
  { value: 'staff', label: 'Staff' },
  { value: 'session', label: 'Sessions' },
  { value: 'villa', label: 'Villas' },
] as const;
