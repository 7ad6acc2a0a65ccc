/**
 * A villa's own words in Russian, German and French (issue 39 §1), beside its English: the
 * subtitle, the descriptions, each item of its lists and each photo's alt text. The site shows a
 * language's text where one is written and the English where not; what is missing is marked, and
 * the count of what is missing in each language stands at the top. It opens on demand: the
 * villa's page is long, and most visits edit its details.
 *
 * One form per language, as the villa's details form: checked with the domain's schema, sent
 * whole with the version it was drawn from, kept when someone else saved meanwhile (decision 055).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  VILLA_TEXT_LANGUAGES,
  villaTextsSchema,
  type VillaEnglishAnswer,
  type VillaTextLanguage,
  type VillaTexts,
} from '#domain/villa-texts.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { issuePath, messageOf } from '#web/components/form/form-state.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { badge, card, secondaryButton } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { SaveBar } from '#web/console/components/save-bar.tsx';
import {
  fetchVillaTexts,
  saveVillaTexts,
  villaTextsMissingQuery,
  villaTextsQuery,
  type ConsoleVilla,
  type VillaTextsAnswer,
} from './api.ts';

/** The console speaks English: each language by its English name. */
const LANGUAGE_NAMES: Record<VillaTextLanguage, string> = {
  ru: 'Russian',
  de: 'German',
  fr: 'French',
};

/** What each part is called, to say what someone else changed. */
const PARTS: Record<keyof VillaTexts, string> = {
  subtitle: 'the subtitle',
  description: 'the description',
  locationDescription: 'about the area',
  highlights: 'the highlights',
  included: 'what is included',
  onRequest: 'what is available on request',
  amenities: 'the amenities',
  houseRules: 'the house rules',
  photoAlts: "the photos' alt texts",
};

/** The lists, what one item is called and the legend of the group. */
const LISTS = [
  { key: 'highlights', item: 'Highlight', legend: 'Highlights' },
  { key: 'amenities', item: 'Amenity', legend: 'Amenities' },
  { key: 'included', item: 'Included', legend: 'Included in your stay' },
  { key: 'onRequest', item: 'On request', legend: 'Available on request' },
  { key: 'houseRules', item: 'House rule', legend: 'House rules' },
] as const;

const SINGLES = [
  { key: 'subtitle', label: 'Subtitle', long: false },
  { key: 'description', label: 'Description', long: true },
  { key: 'locationDescription', label: 'About the area', long: true },
] as const;

const MISSING_HINT = 'Missing: the site shows the English here.';

/** What a field is called, by its name ('highlights.1', 'photoAlts.<id>'), in the language. */
function labelOf(english: VillaEnglishAnswer, language: VillaTextLanguage) {
  const inLanguage = ` in ${LANGUAGE_NAMES[language]}`;
  return (path: string): string | null => {
    const single = SINGLES.find((s) => s.key === path);
    if (single) return single.label + inLanguage;
    const dot = path.indexOf('.');
    const key = path.slice(0, dot);
    const rest = path.slice(dot + 1);
    const list = LISTS.find((l) => l.key === key);
    if (list) return `${list.item} ${Number(rest) + 1}${inLanguage}`;
    if (key === 'photoAlts') {
      const index = english.photos.findIndex((photo) => photo.id === rest);
      return index < 0 ? null : `Photo ${index + 1} alt text${inLanguage}`;
    }
    return null;
  };
}

/** The form's fields as the texts the server takes: each list as long as the English one. */
const readTexts =
  (english: VillaEnglishAnswer) =>
  (form: FormData): VillaTexts => {
    const get = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const list = (key: (typeof LISTS)[number]['key']) =>
      english[key].map((_, index) => get(`${key}.${index}`));
    return {
      subtitle: get('subtitle'),
      description: get('description'),
      locationDescription: get('locationDescription'),
      highlights: list('highlights'),
      included: list('included'),
      onRequest: list('onRequest'),
      amenities: list('amenities'),
      houseRules: list('houseRules'),
      photoAlts: Object.fromEntries(
        english.photos
          .map((photo) => [photo.id, get(`photoAlts.${photo.id}`)] as const)
          .filter(([, alt]) => alt.trim() !== ''),
      ),
    };
  };

/** The English, then the field for the language: one text. */
function TextRow({
  english,
  name,
  label,
  value,
  long,
  missing,
  error,
}: {
  english: string;
  name: string;
  label: string;
  value: string;
  long: boolean;
  missing: boolean;
  error: string | undefined;
}) {
  const Field = long ? TextAreaField : TextField;
  return (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink-soft">English</p>
        <p className="whitespace-pre-line text-ink">{english}</p>
      </div>
      <Field
        label={label}
        name={name}
        autoComplete="off"
        defaultValue={value}
        error={error}
        hint={missing ? <span className={badge}>{MISSING_HINT}</span> : undefined}
        {...(long ? { rows: 5 } : {})}
      />
    </div>
  );
}

function TextsForm({ answer }: { answer: VillaTextsAnswer }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const { villaId, language, english, texts } = answer;
  const query = villaTextsQuery(villaId, language);
  const label = labelOf(english, language);
  const { state, props, pending, form } = useFormAction({
    labels: label,
    fieldOf: issuePath,
    read: readTexts(english),
    check: villaTextsSchema,
    keepsFields: true,
    send: async (body) => {
      const saved = await saveVillaTexts(villaId, language, body, conflict.takeVersion());
      const left = saved.missing.length;
      return {
        saved,
        said: `Saved. ${left === 0 ? `Every text is written in ${LANGUAGE_NAMES[language]}.` : `${left} still missing in ${LANGUAGE_NAMES[language]}.`}`,
      };
    },
    done: async ({ saved }) => {
      conflict.ask(null);
      queryClient.setQueryData(query.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: villaTextsMissingQuery.queryKey });
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  // Its calls above run only once the form is sent, after this line.
  const conflict = useEditConflict(answer.version, () => fetchVillaTexts(villaId, language), form);
  const { theirs } = conflict;
  const showTheirs = (stored: VillaTextsAnswer) => {
    conflict.ask(null);
    queryClient.setQueryData(query.queryKey, stored);
    void queryClient.invalidateQueries({ queryKey: villaTextsMissingQuery.queryKey });
  };
  const missing = new Set(answer.missing);
  const errors: Partial<Record<string, string>> = state.fields;
  const row = (name: string, englishText: string, value: string, long = false) => (
    <TextRow
      key={name}
      english={englishText}
      name={name}
      label={label(name) ?? name}
      value={value}
      long={long}
      missing={missing.has(name) || missing.has(name.split('.')[0] ?? '')}
      error={errors[name]}
    />
  );

  return (
    <>
      <form
        key={`${language} ${answer.version}`}
        id={formId}
        {...props}
        aria-label={`Texts in ${LANGUAGE_NAMES[language]}`}
        className="space-y-6"
      >
        {SINGLES.filter(({ key }) => english[key].trim() !== '').map(({ key, long }) =>
          row(key, english[key], texts[key], long),
        )}
        {LISTS.filter(({ key }) => english[key].length > 0).map(({ key, legend }) => (
          <fieldset key={key} className="space-y-4">
            <legend className="text-lg font-medium">{legend}</legend>
            {missing.has(key) && (
              <p className="text-sm text-danger">
                The English list changed since these were written: check each against its English.
              </p>
            )}
            {english[key].map((item, index) =>
              item.trim() === '' ? null : row(`${key}.${index}`, item, texts[key][index] ?? ''),
            )}
          </fieldset>
        ))}
        {english.photos.length > 0 && (
          <fieldset className="space-y-4">
            <legend className="text-lg font-medium">Photos</legend>
            {english.photos.map((photo, index) => (
              <div key={photo.id} className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  loading="lazy"
                  className="h-24 w-36 shrink-0 rounded-lg object-cover"
                />
                <div className="grow">
                  {row(
                    `photoAlts.${photo.id}`,
                    photo.alt || `Photo ${index + 1} has no English alt text.`,
                    texts.photoAlts[photo.id] ?? '',
                  )}
                </div>
              </div>
            ))}
          </fieldset>
        )}
      </form>
      <SaveBar
        form={formId}
        alert={state.alert}
        saved={state.answer?.said ?? null}
        pending={pending}
        label={`Save the ${LANGUAGE_NAMES[language]} texts`}
      >
        {theirs && (
          <EditConflict
            saved={`Someone else saved these ${LANGUAGE_NAMES[language]} texts while you were editing them`}
            changed={changedParts(texts, theirs.texts, PARTS)}
            onSaveMine={() => conflict.saveMine(theirs)}
            onShowTheirs={() => showTheirs(theirs)}
          />
        )}
      </SaveBar>
    </>
  );
}

/** How many texts the villa lacks in each language, and every villa together (the summary). */
function MissingCounts({ villaId }: { villaId: string }) {
  const summary = useQuery(villaTextsMissingQuery);
  if (summary.isPending) return <p role="status">Counting the missing texts…</p>;
  if (summary.isError) return <FormAlertRegion message={messageOf(summary.error)} />;
  const across = summary.data.languages
    .map(({ language, missing }) => `${LANGUAGE_NAMES[language]} ${missing}`)
    .join(', ');
  return (
    <>
      <ul aria-label="Missing texts" className="flex flex-wrap gap-2">
        {summary.data.languages.map(({ language, villas }) => {
          const count = villas.find((villa) => villa.id === villaId)?.missing.length ?? 0;
          return (
            <li key={language} className={badge}>
              {count === 0
                ? `${LANGUAGE_NAMES[language]}: complete`
                : `${LANGUAGE_NAMES[language]}: ${count} missing`}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-soft">{`Missing across every villa: ${across}.`}</p>
    </>
  );
}

function LanguageTexts({ villaId, language }: { villaId: string; language: VillaTextLanguage }) {
  const answer = useQuery(villaTextsQuery(villaId, language));
  if (answer.isPending) return <p role="status">Loading the texts…</p>;
  if (answer.isError) return <FormAlertRegion message={messageOf(answer.error)} />;
  return <TextsForm answer={answer.data} />;
}

/** The part of the villa's page: closed until asked for, so the page loads as before. */
export function VillaTextsPart({ villa }: { villa: ConsoleVilla }) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<VillaTextLanguage>('ru');
  const headingId = useId();
  const bodyId = useId();
  return (
    <section className={`${card} space-y-4`} aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-2xl">
          Texts in other languages
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className={secondaryButton}
        >
          {open ? 'Hide the translations' : 'Show the translations'}
        </button>
      </div>
      {open && (
        <div id={bodyId} className="space-y-4">
          <p className="text-sm text-ink-soft">
            The site shows each text in the guest&apos;s language where it is written here, and the
            English where it is not. Names, icons, prices and figures stay as they are.
          </p>
          <MissingCounts villaId={villa.id} />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-medium text-ink">Language</legend>
            {VILLA_TEXT_LANGUAGES.map((code) => (
              <label key={code} className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="radio"
                  name={`${bodyId}-language`}
                  value={code}
                  checked={language === code}
                  onChange={() => setLanguage(code)}
                  className="h-5 w-5 accent-teal-800"
                />
                {LANGUAGE_NAMES[code]}
              </label>
            ))}
          </fieldset>
          <LanguageTexts key={language} villaId={villa.id} language={language} />
        </div>
      )}
    </section>
  );
}
