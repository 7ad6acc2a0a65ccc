import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { villaCreateFormSchema } from '#domain/schemas/console-villas.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { AddCard } from '#web/console/components/add-card.tsx';
import { consolePaths } from '#web/console/paths.ts';
import { fieldProps, useFormAction } from '#web/components/form/use-form-action.ts';
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
  const form = useFormAction({
    labels: LABELS,
    check: villaCreateFormSchema,
    send: createVilla,
    done: async (villa) => {
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey });
      navigate(consolePaths.villa(villa.id));
    },
  });
  const { state } = form;

  return (
    <AddCard
      headingId="new-villa-heading"
      title="New villa"
      intro="It starts unpublished: add its description, photos and prices, then publish it."
      form={form}
      submit={['Add the villa', 'Adding the villa…']}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={LABELS.name} {...fieldProps(state, 'name')} autoComplete="off" required />
        <TextField
          label={LABELS.location}
          {...fieldProps(state, 'location')}
          autoComplete="off"
          required
          placeholder="Weligama, Sri Lanka"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        {(['guests', 'bedrooms', 'bathrooms'] as const).map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            {...fieldProps(state, field)}
            inputMode="numeric"
            required
          />
        ))}
        <TextField
          label={LABELS.baseRate}
          {...fieldProps(state, 'baseRate')}
          inputMode="decimal"
          required
          hint="Every night, until seasons are set."
        />
      </div>
    </AddCard>
  );
}
