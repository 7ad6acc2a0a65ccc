import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  VILLA_LIMITS,
  villaContentSchema,
  type VillaContent,
} from '#domain/schemas/console-villas.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { card } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { SaveBar } from '#web/console/components/save-bar.tsx';
import { issuePath, type Issue } from '#web/components/form/form-state.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { fetchVilla, saveVilla, villaQuery, villasQuery, type ConsoleVilla } from './api.ts';
import { ListField, type ErrorsByPath } from './list-field.tsx';
import { LocationField } from './location-field.tsx';
import { readVillaForm } from './villa-form-data.ts';

/** The labels of the fields outside the lists, for messages that name them by key. */
const LABELS: Record<string, string> = {
  name: 'Name',
  subtitle: 'Subtitle',
  location: 'Location',
  description: 'Description',
  size: 'Size',
  guests: 'Guests',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  tags: 'Tags',
  'locationDetails.description': 'About the area',
  'locationDetails.latitude': 'Latitude',
  'locationDetails.longitude': 'Longitude',
};

/**
 * Each problem by its whole path ('highlights.2', 'locationDetails.latitude'), the lists' in the
 * schema's words (their rows name themselves); the tags, typed in one field, are that field's.
 */
const fieldOfPath = (path: Issue['path']) => {
  const whole = issuePath(path);
  return whole.startsWith('tags.') ? 'tags' : whole;
};

/** What each part of the page is called, to say what someone else changed. */
const PARTS: Record<keyof VillaContent, string> = {
  name: 'the name',
  subtitle: 'the subtitle',
  location: 'the location',
  description: 'the description',
  size: 'the size',
  guests: 'the guests',
  bedrooms: 'the bedrooms',
  bathrooms: 'the bathrooms',
  featured: 'Featured',
  tags: 'the tags',
  highlights: 'the highlights',
  amenities: 'the amenities',
  included: 'what is included',
  onRequest: 'what is available on request',
  locationDetails: 'the location and local area',
  houseRules: 'the house rules',
};

const savedMessage = (before: ConsoleVilla, after: ConsoleVilla) =>
  after.slug === before.slug
    ? `Saved. ${after.published ? 'The site shows the changes now.' : 'The villa is not published yet.'}`
    : `Saved. Its address is now /villa/${after.slug}; the old address /villa/${before.slug} leads there.`;

/**
 * Every field of a villa's page on the site (spec §3), in one form: checked with the domain's
 * schema in the browser, then sent whole with the version it was drawn from; the server checks it
 * again. A problem shows beside its field, the first takes focus, and the alert says what to do.
 *
 * Nothing typed is lost. The form keeps its fields (the form hook's `keepsFields`: sent from its
 * submit event, not given to `<form action>`, whose reset after every action would put back the
 * stored values over a refused edit). When someone
 * else saved the villa meanwhile (412), the form keeps what was typed and asks whether to save it
 * over theirs or to drop it and show theirs (decision 055).
 */
export function VillaForm({ villa }: { villa: ConsoleVilla }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const { state, props, pending, form } = useFormAction({
    labels: (path) => LABELS[path] ?? null,
    fieldOf: fieldOfPath,
    read: readVillaForm,
    check: villaContentSchema,
    keepsFields: true,
    send: async (content) => {
      const saved = await saveVilla(villa.id, content, conflict.takeVersion());
      return { saved, said: savedMessage(villa, saved) };
    },
    done: async ({ saved }) => {
      conflict.ask(null);
      queryClient.setQueryData(villaQuery(villa.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey, exact: true });
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  // Its calls above run only once the form is sent, after this line.
  const conflict = useEditConflict(villa.version, () => fetchVilla(villa.id), form);
  const showTheirs = (stored: ConsoleVilla) => {
    conflict.ask(null);
    // A new version draws the form anew, from what they saved.
    queryClient.setQueryData(villaQuery(villa.id).queryKey, stored);
    void queryClient.invalidateQueries({ queryKey: villasQuery.queryKey, exact: true });
  };

  const errors: ErrorsByPath = state.fields;
  const { theirs } = conflict;
  return (
    <>
      {/* Keyed by the version of what it edits: after a save the fields are drawn from what was
          stored, but publishing the villa meanwhile leaves what is typed alone. */}
      <form
        key={villa.version}
        id={formId}
        {...props}
        aria-label={`Edit ${villa.name}`}
        className="space-y-6"
      >
        <section className={`${card} space-y-4`} aria-labelledby="villa-texts-heading">
          <h2 id="villa-texts-heading" className="text-2xl">
            Name and description
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              required
              autoComplete="off"
              defaultValue={villa.name}
              hint="A new name gives the villa a new address; the old one keeps working."
              error={errors.name}
            />
            <TextField
              label="Subtitle"
              name="subtitle"
              autoComplete="off"
              defaultValue={villa.subtitle}
              error={errors.subtitle}
            />
            <TextField
              label="Location"
              name="location"
              required
              autoComplete="off"
              defaultValue={villa.location}
              error={errors.location}
            />
            <TextField
              label="Size"
              name="size"
              autoComplete="off"
              placeholder="420 m²"
              defaultValue={villa.size}
              error={errors.size}
            />
          </div>
          <TextAreaField
            label="Description"
            name="description"
            rows={8}
            defaultValue={villa.description}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {(['guests', 'bedrooms', 'bathrooms'] as const).map((field) => (
              <TextField
                key={field}
                label={LABELS[field] ?? field}
                name={field}
                inputMode="numeric"
                required
                defaultValue={String(villa[field])}
                error={errors[field]}
              />
            ))}
          </div>
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="checkbox"
              name="featured"
              defaultChecked={villa.featured}
              className="h-5 w-5 accent-teal-800"
            />
            Featured: shown on the home page, with a Featured badge
          </label>
          <TextField
            label="Tags"
            name="tags"
            autoComplete="off"
            defaultValue={villa.tags.join(', ')}
            hint="Separated by commas. The villa list filters on beachfront and luxury."
            error={errors.tags}
          />
        </section>

        <section className={`${card} space-y-6`} aria-labelledby="villa-lists-heading">
          <h2 id="villa-lists-heading" className="text-2xl">
            Highlights and amenities
          </h2>
          <ListField
            name="highlights"
            legend="Villa highlights"
            itemLabel="Highlight"
            fields={[{ key: '', label: 'Highlight' }]}
            initial={villa.highlights.map((text) => ({ '': text }))}
            max={VILLA_LIMITS.highlights}
            errors={errors}
          />
          <ListField
            name="amenities"
            legend="Amenities"
            hint="The cards show the first three."
            itemLabel="Amenity"
            fields={[{ key: '', label: 'Amenity' }]}
            initial={villa.amenities.map((text) => ({ '': text }))}
            max={VILLA_LIMITS.amenities}
            errors={errors}
          />
          <ListField
            name="included"
            legend="Included in your stay"
            itemLabel="Included service"
            fields={[
              { key: 'icon', label: 'Icon', kind: 'icon' },
              { key: 'label', label: 'Label' },
            ]}
            initial={villa.included}
            max={VILLA_LIMITS.included}
            errors={errors}
          />
          <ListField
            name="onRequest"
            legend="Available on request"
            itemLabel="Service on request"
            fields={[
              { key: 'icon', label: 'Icon', kind: 'icon' },
              { key: 'label', label: 'Label' },
              { key: 'price', label: 'Price', placeholder: '$40 per person' },
            ]}
            initial={villa.onRequest}
            max={VILLA_LIMITS.onRequest}
            errors={errors}
          />
        </section>

        <section className={`${card} space-y-6`} aria-labelledby="villa-location-heading">
          <h2 id="villa-location-heading" className="text-2xl">
            Location and local area
          </h2>
          <TextAreaField
            label="About the area"
            name="locationDescription"
            rows={5}
            defaultValue={villa.locationDetails.description}
            error={errors['locationDetails.description']}
          />
          <LocationField
            title={villa.name}
            locationText={villa.location}
            initial={villa.locationDetails}
            errors={{
              latitude: errors['locationDetails.latitude'],
              longitude: errors['locationDetails.longitude'],
            }}
          />
          <ListField
            name="nearby"
            legend="Nearby experiences"
            itemLabel="Nearby place"
            fields={[
              { key: 'name', label: 'Name' },
              { key: 'distance', label: 'Distance', placeholder: '10 min drive' },
              { key: 'type', label: 'Type', placeholder: 'Beach' },
            ]}
            initial={villa.locationDetails.nearby}
            max={VILLA_LIMITS.nearby}
            errors={prefixed(errors, 'locationDetails.nearby', 'nearby')}
          />
        </section>

        <section className={`${card} space-y-6`} aria-labelledby="villa-rules-heading">
          <h2 id="villa-rules-heading" className="text-2xl">
            House rules and policies
          </h2>
          <ListField
            name="houseRules"
            legend="House rules"
            itemLabel="House rule"
            fields={[
              { key: 'icon', label: 'Icon', kind: 'icon' },
              { key: 'rule', label: 'Rule' },
            ]}
            initial={villa.houseRules}
            max={VILLA_LIMITS.houseRules}
            errors={errors}
          />
        </section>
      </form>
      {/* Outside the form, which is drawn anew after a save, so its regions stay to announce; at
          the foot of the screen while the form is on it, since the form is long on a phone. */}
      <SaveBar
        form={formId}
        alert={state.alert}
        saved={state.answer?.said ?? null}
        pending={pending}
        label="Save the villa"
      >
        {theirs && (
          <EditConflict
            saved="Someone else saved this villa while you were editing it"
            changed={changedParts(villa, theirs, PARTS)}
            onSaveMine={() => conflict.saveMine(theirs)}
            onShowTheirs={() => showTheirs(theirs)}
          />
        )}
      </SaveBar>
    </>
  );
}

/** The errors of a nested list under the name its fields have in the form. */
function prefixed(errors: ErrorsByPath, path: string, name: string): ErrorsByPath {
  const renamed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === path || key.startsWith(`${path}.`))
      renamed[name + key.slice(path.length)] = message;
  }
  return renamed;
}
