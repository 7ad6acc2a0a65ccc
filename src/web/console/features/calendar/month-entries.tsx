/**
 * The month's blocks and bookings as a list under the grid, each in words: the grid's colours say
 * the same at a glance. The owner and the manager change or remove a block here; removing asks
 * again inline, in the block's card (as disabling an account does, decision 041). A block imported
 * from a platform's calendar (issue 16) is changed on that platform only: it names it instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { datesLabel } from '#domain/date-labels.ts';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import type { CalendarBooking, StaffBlock } from '#domain/schemas/villa-calendar.ts';
import { formatDays, formatNights } from '#web/lib/calendar-dates.ts';
import { nightsBetween } from '#domain/dates.ts';
import { badge, card, dangerButton, secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { ConfirmStep } from '#web/console/components/confirm-step.tsx';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { StatusBadge } from '#web/console/components/booking-status.tsx';
import { BlockForm, blockInWords } from './block-form.tsx';
import { blockedLook, type RangeChoice } from './month-grid.tsx';
import { changeBlock, removeBlock, villaCalendarKey } from '#web/console/lib/villa-calendar-api.ts';

/** The console's words for a status: a request whose hold ran out is 'Expired' everywhere. */
const BADGE: Record<CalendarBooking['status'], BookingStatus> = {
  PENDING: 'PENDING',
  CONFIRMED: 'CONFIRMED',
  LAPSED: 'EXPIRED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
};

export function BookingEntry({
  booking: b,
  linkToBooking,
}: {
  booking: CalendarBooking;
  /** Owner and manager open the booking; housekeeping has no booking room. */
  linkToBooking: boolean;
}) {
  return (
    <li className={`${card} ${b.holdsDates ? '' : 'opacity-80'}`}>
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        {linkToBooking ? (
          <Link href={consolePaths.booking(b.id)} className="text-teal-800 underline">
            {b.reference}
          </Link>
        ) : (
          b.reference
        )}
        <span>· {b.guestName}</span>
        <StatusBadge status={BADGE[b.status]} />
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {datesLabel(b.checkInDate, b.checkOutDate)} ·{' '}
        {formatNights(nightsBetween(b.checkInDate, b.checkOutDate))}
        {!b.holdsDates && ' · holds no dates'}
      </p>
    </li>
  );
}

type Mode = 'view' | 'edit' | 'remove';

export function BlockEntry({
  villaId,
  block,
  canEdit,
  onDone,
}: {
  villaId: string;
  block: StaffBlock;
  canEdit: boolean;
  /** A change went through: the page's status region says `message`. */
  onDone: (message: string) => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [dates, setDates] = useState<RangeChoice>({ start: block.startDate, end: block.endDate });
  const queryClient = useQueryClient();
  const editButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const previous = useRef<Mode>('view');
  const named = blockInWords(block);

  // The question takes focus when it appears (ConfirmStep); focus comes back to the button that
  // opened it.
  useEffect(() => {
    if (mode === 'view' && previous.current === 'remove') removeButton.current?.focus();
    if (mode === 'view' && previous.current === 'edit') editButton.current?.focus();
    previous.current = mode;
  }, [mode]);

  const remove = useMutation({
    mutationFn: () => removeBlock(villaId, block.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: villaCalendarKey });
      onDone(`The block of ${named} is removed. Guests can book these days again.`);
    },
  });

  return (
    <li className={card}>
      {mode === 'edit' ? (
        <fieldset>
          <legend className="mb-3 font-medium text-ink">Change the block of {named}</legend>
          <BlockForm
            choice={dates}
            onChoiceChange={setDates}
            defaultReason={block.reason}
            send={(body) => changeBlock(villaId, block.id, body)}
            done={(body) => {
              setMode('view');
              onDone(`The block is now ${blockInWords(body)}.`);
            }}
            submit={{ label: 'Save changes', pending: 'Saving…' }}
            onCancel={() => {
              setDates({ start: block.startDate, end: block.endDate });
              setMode('view');
            }}
          />
        </fieldset>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="flex flex-wrap items-center gap-x-2 font-medium text-ink">
              <span>
                <span
                  aria-hidden="true"
                  className={`mr-2 inline-block h-4 w-4 rounded-sm border border-sand-300 align-[-2px] ${blockedLook}`}
                />
                {datesLabel(block.startDate, block.endDate)} · {block.reason}
              </span>
              {block.feed && <span className={badge}>{block.feed.label}</span>}
            </p>
            <p className="mt-1 text-sm text-ink-soft">
              {block.feed
                ? 'Imported'
                : `Blocked${block.createdBy ? ` by ${block.createdBy}` : ''}`}{' '}
              · {/* Both ends count: a block of March 3 to 5 closes 3 days. */}
              {formatDays(nightsBetween(block.startDate, block.endDate) + 1)}
            </p>
            {block.feed && (
              <p className="mt-1 text-sm text-ink">
                From the {block.feed.label} calendar; change it there.
              </p>
            )}
          </div>
          {canEdit && !block.feed && (
            <div className="flex flex-col gap-2 sm:flex-row">
              <button
                ref={editButton}
                type="button"
                onClick={() => setMode('edit')}
                disabled={mode === 'remove'}
                aria-label={`Change the block of ${named}`}
                className={secondaryButton}
              >
                Change
              </button>
              <button
                ref={removeButton}
                type="button"
                onClick={() => setMode('remove')}
                disabled={mode === 'remove' || remove.isPending}
                aria-label={`Remove the block of ${named}`}
                className={dangerButton}
              >
                Remove
              </button>
            </div>
          )}
        </div>
      )}
      {mode === 'remove' && (
        <ConfirmStep
          className="mt-4"
          question={`Remove the block of ${named}? Guests can book these days again at once.`}
          yes="Yes, remove the block"
          no="Keep it"
          onYes={() => {
            setMode('view');
            remove.mutate();
          }}
          onNo={() => setMode('view')}
        />
      )}
      {remove.isError && (
        <div className="mt-3">
          <FormAlertRegion message={messageOf(remove.error)} />
        </div>
      )}
    </li>
  );
}
