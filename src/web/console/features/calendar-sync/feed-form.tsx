/**
 * The form of a platform's feed, new or changed: a label and the calendar address the platform
 * gives. Its action checks them with the API's own schema and sends them; a refusal shows beside
 * the field it concerns (a 400's issues; a 409 is the address this villa already reads) and in the
 * form's alert.
 */
import {
  FEED_LABEL_MAX,
  FEED_URL_MAX,
  feedBodySchema,
  type CalendarFeed,
  type FeedBody,
} from '#domain/schemas/calendar-sync.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/console/lib/console-api.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { FormFooter } from '#web/console/components/form-footer.tsx';

const LABELS = { label: 'Label', url: 'Calendar address' } as const;

/** The platforms most villas list on: one tap fills the label. */
export const PLATFORMS = ['Airbnb', 'Booking.com', 'Vrbo'] as const;

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

  const pick = (platform: string) => {
    const field = form.current?.elements.namedItem('label');
    if (field instanceof HTMLInputElement) field.value = platform;
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
        error={state.fields.url}
        hint="The platform's calendar export address, starting with https:// and often ending in .ics. Airbnb, Booking.com and Vrbo show it where they offer to sync or export the calendar."
      />
      <FormFooter alert={state.alert} pending={pending} submit={submit} onCancel={onCancel} />
    </form>
  );
}
