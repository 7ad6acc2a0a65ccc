/**
 * More, the last tab of a phone's tab bar: a sheet from the foot of the screen with every room
 * the tab bar leaves out, the person signed in, Your account and Sign out (decision 062). Radix's
 * dialog keeps focus inside while it is open, closes on Escape or a tap outside, and focus goes
 * back to More; a move to another room closes it and leaves focus to the layout, which puts it on
 * the new room's content. The sheet (more-sheet.tsx) is a part fetched as More is pointed at,
 * touched or focused, and opened once it is here (src/web/lib/lazy.tsx, decision 084).
 */
import { useEffect, useRef, useState } from 'react';
import { lazyPart, openWhenLoaded, preloadOnIntent } from '#web/lib/lazy.tsx';
import type { MoreSheetProps } from './more-sheet.tsx';
import { Ellipsis } from '#web/console/components/icons.tsx';

const Sheet = lazyPart<MoreSheetProps>(() =>
  import('./more-sheet.tsx').then((module) => module.MoreSheet),
);

export function MoreMenu(
  props: Omit<MoreSheetProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'>,
) {
  const { location, current, rooms } = props;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Read when the sheet has closed, after the render that closed it: where the person is now.
  const here = useRef(location);
  here.current = location;
  const openedAt = useRef(location);
  const inside = current !== undefined && rooms.includes(current);

  // A move elsewhere (a link here, the browser's Back) closes the sheet.
  useEffect(() => setOpen(false), [location]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...preloadOnIntent(Sheet)}
        onClick={() =>
          openWhenLoaded(Sheet, () => {
            openedAt.current = here.current;
            setOpen(true);
          })
        }
        className={`flex h-16 w-full flex-col items-center justify-center gap-1 border-t-3 px-1 text-xs font-medium ${
          // The room shown is one of those under More: More is marked as the tab it is in.
          inside
            ? 'border-gold-400 text-sand-50'
            : 'border-transparent text-sand-200 hover:text-sand-50'
        }`}
      >
        <Ellipsis aria-hidden="true" className="h-5 w-5" />
        More
      </button>
      <Sheet
        {...props}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={(event) => {
          // Radix gives focus back to its own trigger; More is a button of ours.
          event.preventDefault();
          // Gone to another room: focus is on its content already (ConsoleLayout).
          if (here.current === openedAt.current) button.current?.focus();
        }}
      />
    </>
  );
}
