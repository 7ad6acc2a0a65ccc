/**
 * More, the last tab of a phone's tab bar: a sheet from the foot of the screen with every room
 * the tab bar leaves out, the person signed in, Your account and Sign out (decision 062). Radix's
 * dialog keeps focus inside while it is open, closes on Escape or a tap outside, and gives focus
 * back to More; a move to another room closes it and leaves focus to the layout, which puts it on
 * the new room's content.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Ellipsis, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { ROLE_LABELS, type Me } from '#web/console/lib/me-api.ts';
import { currentMark, type Room } from './rooms.ts';

export function MoreMenu({
  me,
  rooms,
  current,
  location,
  signOut,
}: {
  me: Me;
  /** The rooms of this person that the tab bar leaves out. */
  rooms: readonly Room[];
  current: Room | undefined;
  location: string;
  signOut: { start: () => void; pending: boolean };
}) {
  const [open, setOpen] = useState(false);
  // Read when the sheet has closed, after the render that closed it: where the person is now.
  const here = useRef(location);
  here.current = location;
  const openedAt = useRef(location);
  const inside = current !== undefined && rooms.includes(current);

  // A move elsewhere (a link here, the browser's Back) closes the sheet.
  useEffect(() => setOpen(false), [location]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        openedAt.current = here.current;
        setOpen(next);
      }}
    >
      <Dialog.Trigger
        className={`flex h-16 w-full flex-col items-center justify-center gap-1 border-t-3 px-1 text-xs font-medium ${
          // The room shown is one of those under More: More is marked as the tab it is in.
          inside
            ? 'border-gold-400 text-sand-50'
            : 'border-transparent text-sand-200 hover:text-sand-50'
        }`}
      >
        <Ellipsis aria-hidden="true" className="h-5 w-5" />
        More
      </Dialog.Trigger>
      <BottomSheet
        title="More"
        described={false}
        description={
          <>
            Signed in as <span className="font-medium text-ink">{me.name}</span>,{' '}
            {ROLE_LABELS[me.role]}
          </>
        }
        headerClassName="px-2"
        onCloseAutoFocus={(event) => {
          // Gone to another room: focus is on its content already (ConsoleLayout).
          if (here.current !== openedAt.current) event.preventDefault();
        }}
      >
        <nav aria-label="More rooms" className="mt-3">
          <ul className="divide-y divide-sand-200">
            {rooms.map((room) => {
              const mark = currentMark(room, current, location);
              const Icon = room.icon;
              return (
                <li key={room.path}>
                  <Link
                    href={room.path}
                    aria-current={mark}
                    onClick={() => setOpen(false)}
                    className={`flex min-h-12 items-center gap-3 rounded-xl px-2 font-medium hover:bg-sand-200 ${
                      mark ? 'text-teal-900' : 'text-ink'
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 text-teal-800" />
                    <span className="flex-1">{room.label}</span>
                    {mark && (
                      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-gold-400" />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            signOut.start();
          }}
          disabled={signOut.pending}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-teal-800 px-6 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </button>
      </BottomSheet>
    </Dialog.Root>
  );
}
