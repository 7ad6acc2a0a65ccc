/**
 * /villas/:id/sync (issue 16, owner and manager): the villa's dates kept the same here and on
 * Airbnb, Booking.com and Vrbo. Each connected platform's calendar is read every few minutes and
 * closes its dates here; each platform reads an address of ours in turn. The villa's own address
 * is for any other calendar. Conflicts (a platform closed dates a booking here holds) come first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { datesLabel } from '#domain/date-labels.ts';
import type { CalendarFeed, CalendarSync, SyncConflict } from '#domain/schemas/calendar-sync.ts';
import { card, secondaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';
import { calendarSyncQuery, connectFeed, feedChanged, renewVillaAddress } from './api.ts';
import { CopyField } from './copy-field.tsx';
import { FeedCard, importedInWords, unreadableInWords } from './feed-card.tsx';
import { FeedForm } from './feed-form.tsx';

export function CalendarSyncPage({ villaId }: { villaId: string }) {
  const sync = useQuery(calendarSyncQuery(villaId));
  const name = sync.data?.villa.name;
  return (
    <>
      <title>{`Calendar sync${name ? ` of ${name}` : ''} · Console`}</title>
      <h1 className="text-3xl sm:text-4xl">Calendar sync</h1>
      {name && <p className="mt-1 text-lg text-ink-soft">{name}</p>}
      {name && <VillaSectionsNav villa={{ id: villaId, name }} />}
      {sync.isPending && <p className="mt-4">Loading the calendar sync…</p>}
      {sync.isError && (
        <div className="mt-4">
          <FormAlertRegion message={messageOf(sync.error)} />
        </div>
      )}
      {sync.data && <SyncRoom sync={sync.data} />}
    </>
  );
}

function SyncRoom({ sync }: { sync: CalendarSync }) {
  const now = useNow();
  const villaId = sync.villa.id;
  const [removed, setRemoved] = useState('');
  const feedsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mt-4 space-y-6">
      <p className="max-w-prose text-ink-soft">
        Keep the villa’s dates the same here and on Airbnb, Booking.com or Vrbo: connect each
        platform’s calendar below, then give that platform the address shown on its card.
      </p>
      {sync.conflicts.length > 0 && <Conflicts conflicts={sync.conflicts} />}

      <VillaAddress sync={sync} />

      <section aria-labelledby="feeds-heading" className="space-y-3">
        <h2 id="feeds-heading" ref={feedsHeading} tabIndex={-1} className="text-2xl">
          Connected calendars
        </h2>
        <p className="text-sm text-ink-soft">
          Calendars are read every {sync.syncEveryMinutes} minutes. The dates each one closes are
          blocked here, labelled with its name.
          {sync.feeds.length > 0 &&
            sync.conflicts.length === 0 &&
            ' No conflicts: none of them overlaps a booking here.'}
        </p>
        <p role="status" aria-atomic="true" className="font-medium text-teal-900 empty:hidden">
          {removed}
        </p>
        {sync.feeds.length === 0 ? (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-teal-900">
            No calendars connected yet. Connect Airbnb, Booking.com or Vrbo below, so the dates
            booked there are closed here too.
          </p>
        ) : (
          <ul aria-labelledby="feeds-heading" className="space-y-4">
            {sync.feeds.map((feed) => (
              <FeedCard
                key={feed.id}
                villaId={villaId}
                feed={feed}
                now={now}
                onRemoved={(message) => {
                  setRemoved(message);
                  // The card is gone: focus goes to the list, where the message is.
                  feedsHeading.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <ConnectFeed villaId={villaId} syncEveryMinutes={sync.syncEveryMinutes} />
    </div>
  );
}

/** The dates a platform closed that a booking here holds: shown until one of the two moves. */
function Conflicts({ conflicts }: { conflicts: SyncConflict[] }) {
  return (
    <section
      aria-labelledby="conflicts-heading"
      className="rounded-2xl border-2 border-danger/40 bg-danger/5 p-4 sm:p-5"
    >
      <h2 id="conflicts-heading" className="flex items-center gap-2 text-2xl text-danger">
        <TriangleAlert aria-hidden="true" className="h-6 w-6 shrink-0" />
        Conflicts
      </h2>
      <p className="mt-1 text-ink">
        {conflicts.length === 1
          ? 'A platform closed dates that a booking here already holds: the villa may be booked twice.'
          : `Platforms closed dates that bookings here already hold, ${conflicts.length} times: the villa may be booked twice.`}
      </p>
      <ul className="mt-3 space-y-3">
        {conflicts.map((conflict) => {
          const { booking } = conflict;
          return (
            <li key={conflict.blockId} className="rounded-xl bg-white p-3 text-ink sm:p-4">
              <p>
                {conflict.feedLabel} closed {datesLabel(conflict.startDate, conflict.endDate)},
                which overlaps booking{' '}
                <Link
                  href={consolePaths.booking(booking.id)}
                  className="font-medium text-teal-800 underline"
                >
                  {booking.reference}
                </Link>{' '}
                ({booking.guestName}, {datesLabel(booking.checkInDate, booking.checkOutDate)}).
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                Decline or move the booking here, or free the dates on {conflict.feedLabel}. The
                conflict goes once they no longer overlap.
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The villa's whole calendar, for any other calendar, and a new address when one leaked. */
function VillaAddress({ sync }: { sync: CalendarSync }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const renewButton = useRef<HTMLButtonElement>(null);
  const renew = useMutation({
    mutationFn: () => renewVillaAddress(sync.villa.id),
    onSuccess: (answer) =>
      queryClient.setQueryData(calendarSyncQuery(sync.villa.id).queryKey, answer),
  });

  // The question takes focus when it appears (ConfirmStep); focus comes back to the button when it
  // goes.
  useFocusBack(asking, renewButton);

  return (
    <section aria-labelledby="address-heading" className={`${card} space-y-3`}>
      <h2 id="address-heading" className="text-2xl">
        Your calendar address
      </h2>
      <p className="text-sm text-ink-soft">
        Paste this into any calendar that should see when the villa is taken (your phone’s calendar,
        a channel manager). It shows the taken dates only, never guests’ names. Airbnb, Booking.com
        and Vrbo each get their own address instead, on their cards below.
      </p>
      <CopyField
        label={`Calendar address of ${sync.villa.name}`}
        address={sync.exportUrl}
        whose="the calendar address of the villa"
      />
      <button
        ref={renewButton}
        type="button"
        onClick={() => setAsking(true)}
        disabled={asking || renew.isPending}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        {renew.isPending ? 'Making a new address…' : 'Make a new address'}
      </button>
      {asking && (
        <ConfirmStep
          question="Make a new address? The address in use now stops working at once: every calendar and platform that has it must be given the new one."
          yes="Yes, make a new address"
          no="Keep this address"
          onYes={() => {
            setAsking(false);
            renew.mutate();
          }}
          onNo={() => setAsking(false)}
        />
      )}
      <p
        role="status"
        aria-atomic="true"
        className="text-sm font-medium text-teal-800 empty:hidden"
      >
        {renew.isSuccess &&
          'New address made. The old one no longer works: give the new one to every calendar that had the old.'}
      </p>
      {renew.isError && <FormAlertRegion message={messageOf(renew.error)} />}
    </section>
  );
}

/** 'Connected: 5 stays and blocks imported', or saved but failing, and why. */
function connectedInWords(feed: CalendarFeed, syncEveryMinutes: number): string {
  if (feed.failing) {
    return `${feed.label} is saved, but its calendar could not be read: ${feed.lastError ?? 'no reason given.'} It is tried again every ${syncEveryMinutes} minutes; check the address if it keeps failing.`;
  }
  const skipped = unreadableInWords(feed);
  return `Connected: ${importedInWords(feed.eventCount)} from ${feed.label}.${skipped ? ` ${skipped}` : ''} Now give ${feed.label} its address, on its card above.`;
}

function ConnectFeed({ villaId, syncEveryMinutes }: { villaId: string; syncEveryMinutes: number }) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState<CalendarFeed | null>(null);
  return (
    <section aria-labelledby="connect-heading" className={`${card} space-y-4`}>
      <div>
        <h2 id="connect-heading" className="text-2xl">
          Connect a calendar
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Copy the calendar address the platform gives and paste it here. The address is read before
          it is saved: one that gives no calendar (a listing’s page, say) is not saved.
        </p>
      </div>
      <FeedForm
        suggest
        send={(body) => connectFeed(villaId, body)}
        // The words come once the feed's card is on the page above them, which is when the form
        // empties for the next one.
        done={async (feed) => {
          await feedChanged(queryClient, villaId, { feed });
          setConnected(feed);
        }}
        submit={{ label: 'Connect', pending: 'Connecting and reading the calendar…' }}
      />
      <div role="status" aria-atomic="true">
        {connected && (
          <p
            className={`rounded-xl border px-4 py-3 text-sm ${
              connected.failing
                ? 'border-danger/30 bg-danger/5 text-danger'
                : 'border-teal-800/30 bg-sand-100 text-teal-900'
            }`}
          >
            {connectedInWords(connected, syncEveryMinutes)}
          </p>
        )}
      </div>
    </section>
  );
}
