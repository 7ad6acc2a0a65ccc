import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import type { TransportService } from '#domain/schemas/transport.ts';
import { paths } from '#web/lib/paths.ts';
import { m } from '#web/i18n/messages.ts';
import {
  TRANSPORT_REQUEST_ID,
  TransportRequestForm,
  type TransportKind,
} from './transport-form.tsx';

/**
 * A button that opens a transport request in a dialog (DESIGN.md decision 5). On a phone the
 * dialog is a sheet from the bottom that scrolls; on larger screens a centred panel. Clicking
 * outside does not close it, so a half-typed request is not lost by a stray tap; Escape and the
 * close button do. The button is also a form's submit button: before the app starts (and without
 * JavaScript) it opens the transport page with the same request in it (decision 019).
 */
export function TransportRequestDialog({
  kind,
  service,
  title,
  description,
  children,
}: {
  kind: TransportKind;
  service: TransportService;
  title: string;
  description: string;
  /** The opening button. */
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <form
      method="get"
      action={`${paths.transport}#${TRANSPORT_REQUEST_ID}`}
      // With the app the button opens the dialog instead (its click runs before the submit).
      onSubmit={(event) => event.preventDefault()}
      className="contents"
    >
      <input type="hidden" name="request" value={kind} />
      <input type="hidden" name="service" value={service} />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild type="submit">
          {children}
        </Dialog.Trigger>
        <Dialog.Portal>
          {/* It covers the page, so the page keeps its pointer-events (styles.css, decision 089). */}
          <Dialog.Overlay
            data-page-cover=""
            className="fixed inset-0 z-50 bg-teal-900/60 backdrop-blur-sm"
          />
          <Dialog.Content
            onInteractOutside={(event) => event.preventDefault()}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto overscroll-contain rounded-t-3xl bg-sand-50 text-ink shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(44rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          >
            <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-sand-200 bg-sand-50/95 px-6 pt-6 pb-4 backdrop-blur sm:px-10 sm:pt-8">
              <div>
                <Dialog.Title className="font-display text-3xl text-teal-900 sm:text-4xl">
                  {title}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm leading-relaxed text-ink-soft">
                  {description}
                </Dialog.Description>
              </div>
              <Dialog.Close className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-teal-900 hover:bg-sand-200">
                <X aria-hidden="true" className="h-5 w-5" />
                <span className="sr-only">{m.transport_close()}</span>
              </Dialog.Close>
            </div>
            <div className="px-6 pt-6 pb-8 sm:px-10 sm:pb-10">
              <TransportRequestForm
                kind={kind}
                initialService={service}
                onClose={() => setOpen(false)}
              />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
