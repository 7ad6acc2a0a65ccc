/**
 * One connected platform: how its last read went, the address of ours to give it, and what the
 * team does with it (read it now, change it, give it a new address, remove it). A new address and
 * a removal ask again inline, in the card (as a block's removal does, decision 041).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CHANNEL_LABELS } from '#domain/channels.ts';
import { FEED_STALE_AFTER_MS, type CalendarFeed } from '#domain/schemas/calendar-sync.ts';
import {
  card,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '#web/console/components/classes.ts';
import { ConfirmStep } from '#web/console/components/confirm-step.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { changeFeed, feedChanged, removeFeed, renewFeedAddress, syncFeed } from './api.ts';
import { CopyField } from './copy-field.tsx';
import { FeedForm } from './feed-form.tsx';
import { timeAgo } from './time-ago.ts';

const STALE_HOURS = FEED_STALE_AFTER_MS / 3_600_000;

/** '5 stays and blocks imported': what the last calendar read closes here, from today on. */
export const importedInWords = (count: number) =>
  `${count} ${count === 1 ? 'stay or block' : 'stays and blocks'} imported`;

/**
 * The events a read skipped because they could not be read (issue 23 §1.2), or '' for none: a
 * platform's stay may be behind one, so the team is asked to look there.
 */
export function unreadableInWords(feed: Pick<CalendarFeed, 'label' | 'unreadable'>): string {
  const count = feed.unreadable ?? 0;
  if (count === 0) return '';
  const one = count === 1;
  return `${count} ${one ? 'event' : 'events'} in the ${feed.label} calendar could not be read and ${one ? 'was' : 'were'} skipped: check ${feed.label} for ${one ? 'a stay' : 'stays'} whose dates are not closed here.`;
}

type Mode = 'view' | 'edit' | 'remove' | 'renew';

export function FeedCard({
  villaId,
  feed,
  now,
  onRemoved,
}: {
  villaId: string;
  feed: CalendarFeed;
  now: Date;
  /** The feed is gone: the page says so, where the card was. */
  onRemoved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const [said, setSaid] = useState('');
  const buttons = {
    edit: useRef<HTMLButtonElement>(null),
    remove: useRef<HTMLButtonElement>(null),
    renew: useRef<HTMLButtonElement>(null),
  };
  const previous = useRef<Mode>('view');
  const { label } = feed;
  const headingId = `feed-${feed.id}`;

  // The question takes focus when it appears (ConfirmStep); focus comes back to the button that
  // opened it.
  useEffect(() => {
    if (mode === 'view' && previous.current !== 'view') buttons[previous.current].current?.focus();
    previous.current = mode;
  }, [mode]);

  const sync = useMutation({
    mutationFn: () => syncFeed(villaId, feed.id),
    onMutate: () => setSaid(''),
    onSuccess: async (answer) => {
      await feedChanged(queryClient, villaId, { feed: answer });
      setSaid(unreadableInWords(answer));
    },
  });
  const renew = useMutation({
    mutationFn: () => renewFeedAddress(villaId, feed.id),
    onMutate: () => setSaid(''),
    onSuccess: async (answer) => {
      await feedChanged(queryClient, villaId, { feed: answer });
      setSaid(`New address made. Paste it into ${label} now: the old one no longer works.`);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeFeed(villaId, feed.id),
    onSuccess: async () => {
      onRemoved(`${label} is removed. The dates imported from it are free again here.`);
      await feedChanged(queryClient, villaId, { removedId: feed.id });
    },
  });
  const failed = [sync, renew, remove].find((m) => m.isError)?.error;

  if (mode === 'edit') {
    return (
      <li className={card}>
        <fieldset>
          <legend className="mb-3 font-medium text-ink">Edit {label}</legend>
          <FeedForm
            defaults={{ label: feed.label, url: feed.url, channel: feed.channel }}
            send={(body) => changeFeed(villaId, feed.id, body)}
            done={async (answer) => {
              await feedChanged(queryClient, villaId, { feed: answer });
              setSaid(`Saved. ${statusInWords(answer, now)} ${unreadableInWords(answer)}`.trim());
              setMode('view');
            }}
            submit={{ label: 'Save changes', pending: 'Saving and reading the calendar…' }}
            onCancel={() => setMode('view')}
          />
        </fieldset>
      </li>
    );
  }

  return (
    <li
      aria-labelledby={headingId}
      className={`${card} ${feed.failing ? 'border-danger/40' : ''} min-w-0`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-sans text-lg font-semibold text-teal-900">
          {label}
        </h3>
        <span className="inline-flex items-center rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
          <span className="sr-only">Platform: </span>
          {CHANNEL_LABELS[feed.channel]}
        </span>
        {feed.stale && (
          <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
            Stale
          </span>
        )}
      </div>
      <p title={feed.url} className="mt-1 truncate font-mono text-xs text-ink-soft">
        <span className="sr-only">Reads </span>
        {feed.url}
      </p>

      <div
        role="status"
        aria-atomic="true"
        aria-label={`Sync status of ${label}`}
        className="mt-3 space-y-1 text-sm"
      >
        {feed.failing && (
          <p className="flex gap-2 font-medium text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">
              Last try failed{feed.lastErrorAt ? ` ${timeAgo(feed.lastErrorAt, now)}` : ''}:{' '}
              {feed.lastError ?? 'no reason given.'}
            </span>
          </p>
        )}
        <p className="text-ink">
          {sync.isPending ? `Reading the ${label} calendar…` : statusInWords(feed, now)}
        </p>
        {feed.stale && (
          <p className="text-ink">
            <span className="font-medium">Stale:</span> Not updated for more than {STALE_HOURS}{' '}
            hours, so dates closed on {label} since then may be missing here.
          </p>
        )}
        {said && <p className="font-medium text-teal-800">{said}</p>}
      </div>

      <div className="mt-4 space-y-2 rounded-xl bg-sand-100 p-3 sm:p-4">
        <h4 className="font-sans text-base font-semibold text-teal-900">
          Give {label} this address
        </h4>
        <p className="text-sm text-ink-soft">
          Paste it into {label}’s calendar settings (import or sync a calendar), so {label} sees
          when the villa is taken here. It leaves out {label}’s own bookings, which {label} already
          knows.
        </p>
        <CopyField
          label={`Address for ${label}`}
          address={feed.exportUrl}
          whose={`the address for ${label}`}
        />
      </div>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          onClick={() => sync.mutate()}
          disabled={sync.isPending}
          aria-busy={sync.isPending}
          aria-label={`${sync.isPending ? 'Syncing…' : 'Sync now'} from ${label}`}
          className={primaryButton}
        >
          {sync.isPending ? 'Syncing…' : 'Sync now'}
        </button>
        <button
          ref={buttons.edit}
          type="button"
          onClick={() => setMode('edit')}
          disabled={mode !== 'view'}
          aria-label={`Edit ${label}`}
          className={secondaryButton}
        >
          Edit
        </button>
        <button
          ref={buttons.renew}
          type="button"
          onClick={() => setMode('renew')}
          disabled={mode !== 'view' || renew.isPending}
          className={secondaryButton}
        >
          New address for {label}
        </button>
        <button
          ref={buttons.remove}
          type="button"
          onClick={() => setMode('remove')}
          disabled={mode !== 'view' || remove.isPending}
          aria-label={`Remove ${label}`}
          className={dangerButton}
        >
          Remove
        </button>
      </div>

      {mode === 'remove' && (
        <ConfirmStep
          className="mt-4"
          question={`Remove ${label}? The dates imported from it are freed here at once, and guests can book them again. The address you gave ${label} stops working.`}
          yes={`Yes, remove ${label}`}
          no="Keep it"
          onYes={() => {
            setMode('view');
            remove.mutate();
          }}
          onNo={() => setMode('view')}
        />
      )}
      {mode === 'renew' && (
        <ConfirmStep
          className="mt-4"
          danger={false}
          question={`Make a new address for ${label}? The address ${label} has now stops working at once: paste the new one into ${label} straight away, or it no longer sees when the villa is taken.`}
          yes="Yes, make a new address"
          no="Keep this address"
          onYes={() => {
            setMode('view');
            renew.mutate();
          }}
          onNo={() => setMode('view')}
        />
      )}
      {failed && (
        <div className="mt-3">
          <FormAlertRegion message={messageOf(failed)} />
        </div>
      )}
    </li>
  );
}

/** 'Updated 12 minutes ago · 5 dates imported', or that it was never read. */
function statusInWords(feed: CalendarFeed, now: Date): string {
  if (!feed.lastSuccessAt) return 'Not read yet: no dates imported.';
  return `Updated ${timeAgo(feed.lastSuccessAt, now)} · ${importedInWords(feed.eventCount)}`;
}
