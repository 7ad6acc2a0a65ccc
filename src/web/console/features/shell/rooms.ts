/**
 * The console's rooms: which roles may enter each, which a phone keeps in its tab bar, and which
 * room a page belongs to (the one its link is marked in).
 */
import {
  Banknote,
  BookOpen,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  House,
  Inbox,
  MessageSquare,
  ScrollText,
  ShieldCheck,
  UserRound,
  Users,
  type Icon,
} from '#web/console/components/icons.tsx';
import type { StaffRole } from '#domain/schemas/staff-account.ts';
import { consolePaths } from '#web/console/paths.ts';

export interface Room {
  path: string;
  label: string;
  icon: Icon;
  roles: readonly StaffRole[];
  /**
   * A room of every day, kept in the tab bar at the foot of a phone's screen; the others are one
   * tap away under More (decision 062). A laptop shows every room in the header. A list of roles:
   * a room of every day for them only (Turnovers: housekeeping's day, one room among many for
   * the owner), so a phone's tab bar keeps four rooms and More.
   */
  daily?: true | readonly StaffRole[];
  /** Pages of this room at addresses outside its path. */
  pages?: RegExp;
  /** Listed only for those /me says may open Reports (a manager once the owner shares them). */
  needsReports?: true;
}

/**
 * The rooms of the console that exist, in the navigation's order, each with the roles that may
 * enter it (the server refuses the others anyway: the navigation only leaves out what would be
 * refused). A room is listed once it is built: none is shown as a promise.
 */
export const ROOMS: readonly Room[] = [
  {
    path: consolePaths.today,
    label: 'Today',
    icon: House,
    roles: ['owner', 'manager', 'housekeeping'],
    daily: true,
  },
  {
    path: consolePaths.calendar,
    label: 'Calendar',
    icon: CalendarDays,
    roles: ['owner', 'manager', 'housekeeping'],
    daily: true,
    // A villa's own calendar (consolePaths.villaCalendar) is the calendar's, open to every role,
    // whoever may enter the rest of /villas.
    pages: /^\/villas\/[^/]+\/calendar$/,
  },
  {
    path: consolePaths.requests,
    label: 'Requests',
    icon: Inbox,
    roles: ['owner', 'manager'],
    daily: true,
  },
  {
    path: consolePaths.bookings,
    label: 'Bookings',
    icon: BookOpen,
    roles: ['owner', 'manager'],
    daily: true,
  },
  // Villas made ready between stays (issue 27 §3); a villa's checklist is a page of Villas.
  {
    path: consolePaths.turnovers,
    label: 'Turnovers',
    icon: ClipboardCheck,
    roles: ['owner', 'manager', 'housekeeping'],
    daily: ['housekeeping'],
  },
  // Money owed, received and owed back (issue 26 §5); its settings page is under it.
  {
    path: consolePaths.payments,
    label: 'Payments',
    icon: Banknote,
    roles: ['owner', 'manager'],
  },
  // The owner's numbers (issue 28 §2); the imported stays' amounts are a page under it.
  {
    path: consolePaths.reports,
    label: 'Reports',
    icon: ChartColumn,
    roles: ['owner', 'manager'],
    needsReports: true,
  },
  // Rooms of issue 14 §4-5 are added here as they are built.
  {
    path: consolePaths.moderation,
    label: 'Moderation',
    icon: ShieldCheck,
    roles: ['owner', 'manager'],
  },
  {
    path: consolePaths.messages,
    label: 'Messages',
    icon: MessageSquare,
    roles: ['owner', 'manager'],
  },
  { path: consolePaths.villas, label: 'Villas', icon: Building2, roles: ['owner', 'manager'] },
  { path: consolePaths.staff, label: 'Staff', icon: Users, roles: ['owner'] },
  { path: consolePaths.audit, label: 'Audit log', icon: ScrollText, roles: ['owner'] },
  {
    path: consolePaths.sessions,
    label: 'Your account',
    icon: UserRound,
    roles: ['owner', 'manager', 'housekeeping'],
  },
];

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
