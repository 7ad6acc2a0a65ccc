import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { villaCreateFormSchema } from '#domain/schemas/console-villas.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton } from '#web/console/components/classes.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { createVilla, villasQuery } from './api.ts';

const LABELS = {
  name: 'Name',
  location: 'Location',
  guests: 'Guests',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  baseRate: 'Nightly rate (US dollars)',
} as const;

/**
 * A new villa: what it cannot go without, the nightly rate among them. It starts unpublished, last
 * in the order; its page opens next, for everything else.
 */
export function NewVillaForm() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { state, props, pending } = useFormAction({
    labels: LABELS,
    check: villaCreateFormSchema,
    send: createVilla,
    done: async (villa) => {
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey });
      navigate(consolePaths.villa(villa.id));
    },
  });

  return (
    <section aria-labelledby="new-villa-heading" className={card}>
      <h2 id="new-villa-heading" className="text-2xl">
        New villa
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        It starts unpublished: add its description, photos and prices, then publish it.
      </p>
      <form {...props} className="mt-4 space-y-4">
        <FormAlertRegion message={state.alert} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={LABELS.name}
            name="name"
            autoComplete="off"
            required
            defaultValue={state.values.name ?? ''}
            error={state.fields.name}
          />
          <TextField
            label={LABELS.location}
            name="location"
            autoComplete="off"
            required
            placeholder="Weligama, Sri Lanka"
            defaultValue={state.values.location ?? ''}
            error={state.fields.location}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          {(['guests', 'bedrooms', 'bathrooms'] as const).map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              name={field}
              inputMode="numeric"
              required
              defaultValue={state.values[field] ?? ''}
              error={state.fields[field]}
            />
          ))}
          <TextField
            label={LABELS.baseRate}
            name="baseRate"
            inputMode="decimal"
            required
            hint="Every night, until seasons are set."
            defaultValue={state.values.baseRate ?? ''}
            error={state.fields.baseRate}
          />
        </div>
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? 'Adding the villa…' : 'Add the villa'}
        </button>
      </form>
    </section>
  );
}
