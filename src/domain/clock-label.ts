/**
 * The 12-hour clock, as the e-mails, the receipts, the guest messages and the console write a
 * time of day: one spelling for all.
 */

/** '3:05 PM', '12:00 AM': the hours (0-23) and minutes of a day on the 12-hour clock. */
export function clockLabel(hours: number, minutes = 0): string {
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}
