/**
 * A booking's guest messages (issue 27 §1, owner and manager): the list, and the team's two
 * actions on a message still scheduled: send it now, or skip it with a reason. Each message says
 * the language it goes (or went) in, and why English to a guest of another (issue 39).
 */
import { queryOptions } from '@tanstack/react-query';
import type { SkipMessage } from '#domain/schemas/guest-message.ts';
import type { BookingMessagesInLanguage as BookingMessages } from '#domain/schemas/guest-message-texts.ts';
import { consoleGet, consolePost } from '#web/console/lib/console-api.ts';
import { bookingsKey } from './booking-query.ts';

const messagesPath = (id: string) => `/bookings/${encodeURIComponent(id)}/messages`;

export const bookingMessagesQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'messages', id],
    queryFn: () => consoleGet<BookingMessages>(messagesPath(id)),
  });

const messagePath = (id: string, messageId: string, verb: 'send' | 'skip') =>
  `${messagesPath(id)}/${encodeURIComponent(messageId)}/${verb}`;

/**
 * Sends a scheduled message at once; the server sends it once, whoever else presses it. Answers
 * the booking's messages as they are then.
 */
export const sendMessageNow = (id: string, messageId: string) =>
  consolePost<BookingMessages>(messagePath(id, messageId, 'send'));

/** Skips a scheduled message, with the team's reason (kept on the booking's list). */
export const skipMessage = (id: string, messageId: string, body: SkipMessage) =>
  consolePost<BookingMessages>(messagePath(id, messageId, 'skip'), body);
