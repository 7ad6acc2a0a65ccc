/**
 * The form of a platform's feed, new or changed: a label, the calendar address the platform
 * gives, and the platform its stays were sold on (the reports' channel, issue 28 §1), guessed from
 * the address as it is pasted until the person picks one themselves. Its action checks them with the API's own schema and sends them; a refusal shows beside
 * the field it concerns (a 400's issues; a 409 is the address this villa already reads) and in the
 * form's alert.
 */
import { useRef, useState } from 'react';
import {
  CHANNEL_LABELS,
  channelOfFeedUrl,
  FEED_CHANNELS,
  type FeedChannel,
} from '#domain/channels.ts';
import {
  FEED_LABEL_MAX,
  FEED_URL_MAX,
  feedBodySchema,
  type CalendarFeed,
  type FeedBody,
} from '#domain/schemas/calendar-sync.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { ApiError } from '#web/console/lib/console-api.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { FormFooter } from '#web/console/components/form-footer.tsx';

const LABELS = { label: 'Label', url: 'Calendar address', channel: 'Platform' } as const;

/** The platforms most villas list on: one tap fills the label (and the platform). */
export const PLATFORMS = ['Airbnb', 'Booking.com', 'Vrbo'] as const;

const PLATFORM_CHANNELS: Record<(typeof PLATFORMS)[number], FeedChannel> = {
  Airbnb: 'airbnb',
  'Booking.com': 'booking',
  Vrbo: 'vrbo',
};

export function FeedForm({
  defaults = { label: '', url: '' },
  send,
  done,
  submit,
  onCancel,
  suggest = false,
}: {
  defaults?: FeedBody;
  send: (body: FeedBody) => Promise<CalendarFeed>;
  /** Called with the server's answer once it took the feed; the form then starts empty. */
  done: (feed: CalendarFeed) => Promise<void> | void;
  submit: { label: string; pending: string };
  onCancel?: () => void;
  /** Offer the usual platforms' names for the label. */
  suggest?: boolean;
}) {
  const { state, props, pending, form } = useFormAction({
    labels: LABELS,
    check: feedBodySchema,
    send,
    done,
    // The only conflict a feed can meet: this villa reads that address already.
    refused: (error) =>
      error instanceof ApiError && error.status === 409
        ? [{ path: 'url', message: error.message }]
        : [],
  });

  const [channel, setChannel] = useState<FeedChannel>(
    defaults.channel ?? channelOfFeedUrl(defaults.url),
  );
  /** Once the person picks a platform, the address no longer changes it. */
  const picked = useRef(defaults.channel !== undefined);
  const guessFrom = (url: string) => {
    if (!picked.current) setChannel(channelOfFeedUrl(url));
  };

  const pick = (platform: (typeof PLATFORMS)[number]) => {
    const field = form.current?.elements.namedItem('label');
    if (field instanceof HTMLInputElement) field.value = platform;
    if (!picked.current) setChannel(PLATFORM_CHANNELS[platform]);
    // The label is done: the address is what is left to paste.
    form.current?.querySelector<HTMLInputElement>('[name="url"]')?.focus();
  };

  return (
    <form {...props} className="space-y-4">
      <div className="space-y-2">
        <TextField
          // Keyed by what was sent back, so a refused label is typed back and a taken one cleared.
          key={`label:${state.values.label ?? defaults.label}`}
          label={LABELS.label}
          name="label"
          required
          autoComplete="off"
          maxLength={FEED_LABEL_MAX}
          defaultValue={state.values.label ?? defaults.label}
          error={state.fields.label}
          hint="The platform's name, shown on the dates it closes here."
        />
        {suggest && (
          <div role="group" aria-label="Label suggestions" className="flex flex-wrap gap-2">
            {PLATFORMS.map((platform) => (
              <button
                key={platform}
                type="button"
                onClick={() => pick(platform)}
                aria-label={`Label: ${platform}`}
                className="inline-flex min-h-11 items-center rounded-full bg-sand-100 px-4 text-sm font-medium text-teal-900 hover:bg-sand-200"
              >
                {platform}
              </button>
            ))}
          </div>
        )}
      </div>
      <TextField
        key={`url:${state.values.url ?? defaults.url}`}
        label={LABELS.url}
        name="url"
        type="url"
        inputMode="url"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={FEED_URL_MAX}
        defaultValue={state.values.url ?? defaults.url}
        onInput={(event) => guessFrom(event.currentTarget.value)}
        error={state.fields.url}
        hint="The platform's calendar export address, starting with https:// and often ending in .ics. Airbnb, Booking.com and Vrbo show it where they offer to sync or export the calendar."
      />
      <SelectField
        label={LABELS.channel}
        name="channel"
        value={channel}
        onChange={(event) => {
          picked.current = true;
          setChannel(event.target.value as FeedChannel);
        }}
        error={state.fields.channel}
        hint="Where its stays were booked: the reports count their nights under it. Chosen from the address; change it if it is wrong."
      >
        {FEED_CHANNELS.map((value) => (
          <option key={value} value={value}>
            {CHANNEL_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <FormFooter alert={state.alert} pending={pending} submit={submit} onCancel={onCancel} />
    </form>
  );
}
