/**
 * The console's rooms as the navigation draws them (the table's, #domain/console-pages.ts, with
 * their icons): which the person signed in may enter, which a phone keeps in its tab bar, and
 * which room a page belongs to (the one its link is marked in).
 */
import { icon, type Icon } from '#web/console/components/icons.tsx';
import {
  CONSOLE_PAGES,
  CONSOLE_ROOMS,
  type ConsoleRoom,
  type ConsoleRoomPage,
} from '#domain/console-pages.ts';
import type { StaffRole } from '#domain/schemas/staff-account.ts';

export interface Room extends Omit<ConsoleRoom, 'page'> {
  path: string;
  icon: Icon;
}

/** Each room's icon: the rest of a room is the table's (#domain/console-pages.ts). */
const ICONS: Record<ConsoleRoomPage, Icon> = {
  today: icon('house'),
  calendar: icon('calendar-days'),
  requests: icon('inbox'),
  bookings: icon('book-open'),
  turnovers: icon('clipboard-check'),
  payments: icon('banknote'),
  currencyRates: icon('coins'),
  reports: icon('chart-column'),
  moderation: icon('shield-check'),
  messages: icon('message-square'),
  villas: icon('building2'),
  staff: icon('users'),
  audit: icon('scroll-text'),
  sessions: icon('user-round'),
};

/** The rooms of the console, in the navigation's order, with their paths and icons. */
export const ROOMS: readonly Room[] = CONSOLE_ROOMS.map(({ page, ...room }) => ({
  ...room,
  path: CONSOLE_PAGES[page],
  icon: ICONS[page],
}));

/** Whether the navigation lists the room for the person signed in. */
export const listsRoom = (room: Room, me: { role: StaffRole; reports: boolean }): boolean =>
  room.roles.includes(me.role) && (!room.needsReports || me.reports);

/** Whether the room is in the tab bar of a phone for a person of `role`. */
export const isDaily = (room: Room, role: StaffRole): boolean =>
  room.daily === true || (room.daily?.includes(role) ?? false);

/**
 * Whether a person of `role` may enter the room at `location` (its pages below it too): the app
 * shows the others as closed rather than as a page full of the server's refusals.
 */
export function mayEnter(role: StaffRole, location: string): boolean {
  const room = roomOf(location);
  return !room || room.roles.includes(role);
}

/** The room a page belongs to: one that claims it among its `pages`, else the one it is under. */
export const roomOf = (location: string) =>
  ROOMS.find((room) => room.pages?.test(location)) ??
  ROOMS.find(
    (room) => location === room.path || (room.path !== '/' && location.startsWith(`${room.path}/`)),
  );

/** How a room's link is marked: the room's own page, or a page within the room (one message). */
export const currentMark = (room: Room, current: Room | undefined, location: string) =>
  location === room.path ? ('page' as const) : current === room ? ('true' as const) : undefined;
