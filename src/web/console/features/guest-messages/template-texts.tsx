/**
 * A template's words in the guests' other languages (issue 39): the list says, per template, which
 * languages have words and which guests get the English instead; an opened template shows each
 * language's words beside the English, for the owner to write, save or remove (a manager reads).
 * The server checks them as the English (an unknown variable named beside its field), and a save
 * carries the version it read (412 when someone else saved meanwhile, decision 055). The words
 * saved are previewed with a booking, their days and amounts written in their language.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from '#domain/schemas/guest-message.ts';
import type { TemplateView } from '#domain/schemas/guest-message.ts';
import {
  LANGUAGE_NAMES_IN_ENGLISH,
  missingTextWords,
  TEXT_LANGUAGES,
  templateTextInputSchema,
  type TemplateTexts,
  type TextLanguage,
} from '#domain/schemas/guest-message-texts.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { card, dangerButton, primaryButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import { isEditConflict, messageOf } from '#web/console/lib/console-api.ts';
import { removeTemplateText, saveTemplateText, templateTextsQuery } from './api.ts';
import { TemplatePreview } from './template-preview.tsx';

const TEXT_LABELS = { subject: 'Subject', body: 'Message' } as const;

const textsOf = (all: TemplateTexts[] | undefined, id: string) =>
  all?.find((entry) => entry.id === id);

/** The template list's line per language: written, or sent in English. */
export function LanguageLines({ templateId }: { templateId: string }) {
  const texts = useQuery(templateTextsQuery);
  const mine = textsOf(texts.data?.templates, templateId);
  if (!mine) return null;
  return (
    <ul aria-label="Languages" className="space-y-1 text-sm">
      {TEXT_LANGUAGES.map((language) =>
        mine.missingLanguages.includes(language) ? (
          <li key={language} className="text-danger">
            {missingTextWords(language)}
          </li>
        ) : (
          <li key={language} className="text-ink-soft">
            {LANGUAGE_NAMES_IN_ENGLISH[language]}: written
          </li>
        ),
      )}
    </ul>
  );
}

/** An opened template's other languages: the owner picks one and writes it beside the English. */
export function TemplateLanguages({ template, owner }: { template: TemplateView; owner: boolean }) {
  const texts = useQuery(templateTextsQuery);
  const [language, setLanguage] = useState<TextLanguage>('ru');
  // Kept here: a save draws the form anew (its version changes), and what was said stays.
  const [said, setSaid] = useState<string | null>(null);
  const headingId = useId();
  const mine = textsOf(texts.data?.templates, template.id);
  const text = mine?.texts.find((t) => t.language === language) ?? null;
  return (
    <section className={`${card} mt-6 space-y-4`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl">
        In other languages
      </h2>
      <p className="text-ink-soft">
        A guest who booked in Russian, German or French gets the words in their language when this
        message has them, and the English when it does not. The variables are the English ones.
      </p>
      {texts.isError && <FormAlertRegion message={messageOf(texts.error)} />}
      <fieldset>
        <legend className="text-sm font-medium text-ink">Language</legend>
        <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-6">
          {TEXT_LANGUAGES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name={`${headingId}-language`}
                value={value}
                checked={language === value}
                onChange={() => {
                  setLanguage(value);
                  setSaid(null);
                }}
                className="h-5 w-5 accent-teal-800"
              />
              {LANGUAGE_NAMES_IN_ENGLISH[value]}
              {mine && (
                <span className="text-sm text-ink-soft">
                  {mine.missingLanguages.includes(value) ? '(none yet)' : '(written)'}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="The English" className="space-y-3">
          <h3 className="font-sans text-lg font-semibold text-teal-900">English</h3>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-medium text-ink-soft">Subject</dt>
              <dd className="mt-1 break-words text-ink">{template.subject}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-soft">Message</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-ink">{template.body}</dd>
            </div>
          </dl>
        </section>
        {mine &&
          (owner ? (
            <TextForm
              key={`${language}:${text?.version ?? 'none'}`}
              template={template}
              language={language}
              text={text}
              onSaid={setSaid}
            />
          ) : (
            <TextReader language={language} text={text} />
          ))}
      </div>
      {text && <TemplatePreview subject={text.subject} body={text.body} language={language} />}
      {/* Polite, as a status is, but not a second status region: the page's save bar keeps that. */}
      <p aria-live="polite" className="font-medium text-teal-900 empty:hidden">
        {said}
      </p>
    </section>
  );
}

type Text = TemplateTexts['texts'][number];

/** A language's words as a manager reads them. */
function TextReader({ language, text }: { language: TextLanguage; text: Text | null }) {
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  return (
    <section aria-label={`The ${name}`} className="space-y-3">
      <h3 className="font-sans text-lg font-semibold text-teal-900">{name}</h3>
      {text ? (
        <dl className="space-y-3">
          <div>
            <dt className="text-sm font-medium text-ink-soft">Subject</dt>
            <dd className="mt-1 break-words text-ink">{text.subject}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-ink-soft">Message</dt>
            <dd className="mt-1 break-words whitespace-pre-line text-ink">{text.body}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-soft">{missingTextWords(language)}</p>
      )}
    </section>
  );
}

/** The owner's form for one language's words: save, or remove them after asking. */
function TextForm({
  template,
  language,
  text,
  onSaid: setSaid,
}: {
  template: TemplateView;
  language: TextLanguage;
  text: Text | null;
  onSaid: (said: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateTextsQuery.queryKey });
  const { state, props, pending } = useFormAction({
    labels: TEXT_LABELS,
    check: templateTextInputSchema,
    keepsFields: true,
    send: (input) => {
      setSaid(null);
      return saveTemplateText(template.id, language, input, text?.version);
    },
    done: async () => {
      setSaid(`The ${name} is saved: ${name} guests get it from now on.`);
      await refresh();
    },
    refused: async (error) => {
      if (!isEditConflict(error)) return [];
      await refresh();
      setSaid(
        `Someone else saved the ${name} while you were writing, so yours was not saved: theirs is shown now.`,
      );
      return null;
    },
  });
  const errors = state.fields;
  return (
    <div className="space-y-4">
      <form {...props} aria-label={`The ${name} of ${template.name}`} className="space-y-4">
        <h3 className="font-sans text-lg font-semibold text-teal-900">{name}</h3>
        {!text && <p className="text-sm text-danger">{missingTextWords(language)}</p>}
        <TextField
          label={TEXT_LABELS.subject}
          name="subject"
          required
          maxLength={MAX_SUBJECT_LENGTH}
          defaultValue={state.values.subject ?? text?.subject ?? ''}
          error={errors.subject}
        />
        <TextAreaField
          label={TEXT_LABELS.body}
          name="body"
          required
          rows={9}
          maxLength={MAX_BODY_LENGTH}
          defaultValue={state.values.body ?? text?.body ?? ''}
          hint="Plain words with the English template's {variables}: each becomes the booking's value, written as this language writes it."
          error={errors.body}
        />
        <FormAlertRegion message={state.alert} />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Saving…' : `Save the ${name}`}
        </button>
      </form>
      {text && <RemoveText template={template} language={language} onRemoved={setSaid} />}
    </div>
  );
}

/** Removes a language's words, after asking: its guests get the English again. */
function RemoveText({
  template,
  language,
  onRemoved,
}: {
  template: TemplateView;
  language: TextLanguage;
  onRemoved: (said: string) => void;
}) {
  const queryClient = useQueryClient();
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBack(asking, button);
  const remove = useMutation({
    mutationFn: () => removeTemplateText(template.id, language),
    onSuccess: async () => {
      onRemoved(`The ${name} is removed: ${name} guests get the English.`);
      await queryClient.invalidateQueries({ queryKey: templateTextsQuery.queryKey });
    },
    onError: () => setAsking(false),
  });
  return (
    <div className="space-y-3">
      {remove.error && <p className="text-danger">{messageOf(remove.error)}</p>}
      {asking ? (
        <ConfirmStep
          question={`Remove the ${name} of “${template.name}”? ${name} guests will get the English.`}
          yes={remove.isPending ? 'Removing…' : `Remove the ${name}`}
          no="Keep it"
          onYes={() => {
            if (!remove.isPending) remove.mutate();
          }}
          onNo={() => setAsking(false)}
        />
      ) : (
        <button ref={button} type="button" onClick={() => setAsking(true)} className={dangerButton}>
          Remove the {name}
        </button>
      )}
    </div>
  );
}
