/**
 * More's sheet (more-menu.tsx): every room the tab bar leaves out, the person signed in and Sign
 * out, in Radix's dialog. Its code, Radix's with it, is fetched when More is about to be tapped,
 * not with the console's first load (decision 084).
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { BottomSheet } from '#web/console/components/bottom-sheet.tsx';
import { ROLE_LABELS, type Me } from '#web/console/lib/me-api.ts';
import { onIntent } from './on-intent.ts';
import { LogOut } from '#web/console/components/icons.tsx';
import { currentMark, type Room } from './rooms.ts';

export interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the sheet has closed (More, unless the person went to a room). */
  onCloseAutoFocus: ComponentProps<typeof BottomSheet>['onCloseAutoFocus'];
  me: Me;
  /** The rooms of this person that the tab bar leaves out. */
  rooms: readonly Room[];
  current: Room | undefined;
  location: string;
  preloadRoom: (path: string) => void;
  signOut: { start: () => void; pending: boolean };
}

export function MoreSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  me,
  rooms,
  current,
  location,
  preloadRoom,
  signOut,
}: MoreSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
        onCloseAutoFocus={onCloseAutoFocus}
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
                    onClick={() => onOpenChange(false)}
                    {...onIntent(() => preloadRoom(room.path))}
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
            onOpenChange(false);
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
