/**
 * A sheet that rises from the foot of a phone's screen (Radix's dialog: focus kept inside, Escape
 * or a tap outside closes it, focus back on the trigger): the title, a line under it, a round
 * Close button, then the caller's content. It goes inside the caller's Dialog.Root, beside its
 * Dialog.Trigger, so that each caller keeps its own open state.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export function BottomSheet({
  title,
  description,
  described = true,
  className = '',
  headerClassName = '',
  onCloseAutoFocus,
  children,
}: {
  title: string;
  /** The line under the title. */
  description: ReactNode;
  /**
   * Whether that line is the dialog's description, read out when it opens. More's line (who is
   * signed in) is not: it is shown, and the dialog has no description.
   */
  described?: boolean;
  /** Added to the sheet's own classes (spacing between its parts). */
  className?: string;
  /** Added to the header's classes (its inset). */
  headerClassName?: string;
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-teal-900/45" />
      <Dialog.Content
        {...(described ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={onCloseAutoFocus}
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-3xl bg-sand-50 px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-ink focus:outline-none${className && ` ${className}`}`}
      >
        <div
          className={`flex items-start justify-between gap-4${headerClassName && ` ${headerClassName}`}`}
        >
          <div>
            <Dialog.Title className="font-display text-3xl text-teal-900">{title}</Dialog.Title>
            {described ? (
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                {description}
              </Dialog.Description>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">{description}</p>
            )}
          </div>
          <Dialog.Close
            aria-label="Close"
            className="-mr-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-200 hover:text-ink"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
