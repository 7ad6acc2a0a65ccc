/**
 * The rates' feed (decision 126): an address the server reads every few hours for the rates of
 * all six currencies, which then replace the ones typed (the margins stay). The team sees its
 * address, its last read and what went wrong; the owner sets it, or clears it to type the rates.
 * Both saves are the form engine's (decision 079), with the version the page read.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CurrencyFeedView } from '#domain/schemas/currency.ts';
import { currencyFeedInputSchema } from '#domain/schemas/currency.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { EditConflict, useEditConflict } from '#web/console/components/edit-conflict.tsx';
import { formatDateTime } from '#web/console/components/format.ts';
import { fetchCurrencyFeed, saveCurrencyFeed, showFeed } from './api.ts';

const FEED_LABELS = { url: 'Feed address' } as const;

export function FeedSection({ feed, owner }: { feed: CurrencyFeedView; owner: boolean }) {
  return (
    <section aria-labelledby="feed-heading" className={`${card} mt-8 space-y-4`}>
      <div>
        <h2 id="feed-heading" className="text-2xl">
          Rates from a feed
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-soft">
          Instead of typing the rates, name an address that answers them as JSON against US dollars,
          such as https://open.er-api.com/v6/latest/USD. The server reads it every few hours and its
          rates replace those above; the margins stay. Without an address, the rates are the ones
          typed here.
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink-soft">Address</dt>
        <dd className="break-all text-ink">{feed.url || 'None: the rates are typed here.'}</dd>
        <dt className="font-medium text-ink-soft">Last read</dt>
        <dd className="text-ink">
          {feed.checkedAt ? (
            <time dateTime={feed.checkedAt}>{formatDateTime(feed.checkedAt)}</time>
          ) : (
            'Not read yet.'
          )}
        </dd>
      </dl>
      {feed.problem && (
        <p className="rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
          <span className="font-semibold">The last read went wrong:</span> {feed.problem}
        </p>
      )}
      {owner && <FeedForm feed={feed} />}
    </section>
  );
}

/** The address's form; stopping the feed sends it empty. */
function FeedForm({ feed }: { feed: CurrencyFeedView }) {
  const queryClient = useQueryClient();
  const { state, props, pending, form } = useFormAction({
    labels: FEED_LABELS,
    check: currencyFeedInputSchema,
    keepsFields: true,
    send: (input): Promise<CurrencyFeedView> =>
      saveCurrencyFeed({ url: input.url.trim() }, conflict.takeVersion()),
    done: (saved) => {
      conflict.ask(null);
      showFeed(queryClient, saved);
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  const conflict = useEditConflict(feed.version, fetchCurrencyFeed, form);
  const { theirs } = conflict;
  const saved = state.answer
    ? state.answer.url
      ? 'Saved. The feed is read at the next run, within a few hours; its rates then replace those above.'
      : 'The feed is off. The rates stay as they are until you change them.'
    : null;

  return (
    <form key={feed.version} {...props} aria-label="Feed address" className="space-y-3">
      <TextField
        label={FEED_LABELS.url}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        defaultValue={feed.url}
        hint="Starting with https://. Empty, no feed is read."
        error={state.fields.url}
      />
      <FormAlertRegion message={state.alert} />
      {theirs && (
        <EditConflict
          saved="Someone else saved the feed's address while you were changing it"
          changed={theirs.url === feed.url ? [] : ['the address']}
          onSaveMine={() => conflict.saveMine(theirs)}
          onShowTheirs={() => {
            conflict.ask(null);
            showFeed(queryClient, theirs);
          }}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Saving…' : 'Save the address'}
        </button>
        {feed.url && (
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              const field = form.current?.elements.namedItem('url');
              if (field instanceof HTMLInputElement) field.value = '';
              form.current?.requestSubmit();
            }}
            className={secondaryButton}
          >
            Stop using the feed
          </button>
        )}
        <p role="status" className="text-sm font-medium text-teal-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
