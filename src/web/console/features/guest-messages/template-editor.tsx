/**
 * One message template, as the owner edits it (issue 27 §1): its name, when it goes (on
 * confirmation, N days before arrival or after departure, at an hour of the Sri Lanka clock), what
 * happens to a stay booked after that time, its subject and its words, with the variables a tap
 * puts where the cursor is; the server's errors beside their fields (an unknown variable named);
 * a live preview with a real booking; the edit-conflict question when someone else saved first
 * (decision 055); and, for a template the owner added, a delete that asks first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageTrigger } from '#domain/guest-messages.ts';
import { MESSAGE_TRIGGERS, WHEN_LATE } from '#domain/guest-messages.ts';
import { clockLabel } from '#domain/clock-label.ts';
import {
  MAX_BODY_LENGTH,
  MAX_SUBJECT_LENGTH,
  MAX_TEMPLATE_NAME_LENGTH,
  templateInputSchema,
  type TemplateList,
  type TemplateView,
} from '#domain/schemas/guest-message.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { card, dangerButton } from '#web/console/components/classes.ts';
import { ConfirmStep, useFocusBack } from '#web/console/components/confirm-step.tsx';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { SaveBar } from '#web/console/components/save-bar.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { addTemplate, deleteTemplate, fetchTemplate, saveTemplate, templatesQuery } from './api.ts';
import {
  inputOf,
  NEW_TEMPLATE,
  readTemplate,
  TEMPLATE_LABELS,
  TEMPLATE_PARTS,
  TRIGGER_WORDS,
  WHEN_LATE_WORDS,
} from './template-form-data.ts';
import { PREVIEW_ID, TemplatePreview } from './template-preview.tsx';

type Variables = TemplateList['variables'];

/** How long typing pauses before the preview is made again. */
const PREVIEW_PAUSE_MS = 400;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The fields a variable can be put into. */
type WordsField = 'subject' | 'body';

export function TemplateEditor({
  template,
  variables,
  onSaved,
  onAdded,
  onDeleted,
}: {
  /** The template edited, or null for a new one. */
  template: TemplateView | null;
  variables: Variables;
  onSaved: (template: TemplateView) => void;
  onAdded: (template: TemplateView) => void;
  onDeleted: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const start = template ? inputOf(template) : NEW_TEMPLATE;
  const [trigger, setTrigger] = useState<MessageTrigger>(start.trigger);
  const [words, setWords] = useState({ subject: start.subject, body: start.body });
  // Drawn anew from what was stored (a save, or theirs shown after a conflict).
  const [drawn, setDrawn] = useState(template?.version);
  if (drawn !== template?.version) {
    setDrawn(template?.version);
    setTrigger(start.trigger);
    setWords({ subject: start.subject, body: start.body });
  }

  const { state, props, pending, form, edited } = useFormAction({
    labels: TEMPLATE_LABELS,
    read: readTemplate,
    check: templateInputSchema,
    keepsFields: true,
    send: (input): Promise<TemplateView> =>
      template ? saveTemplate(template.id, input, conflict.takeVersion()) : addTemplate(input),
    done: async (saved) => {
      conflict.ask(null);
      await queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
      if (template) onSaved(saved);
      else onAdded(saved);
    },
    refused: async (error) => {
      const stored = template ? await conflict.storedAfter(error) : null;
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  // Its calls above run only once the form is sent, after this line.
  const conflict = useEditConflict(
    template?.version ?? '',
    () => fetchTemplate(template?.id ?? ''),
    form,
  );
  const errors = state.fields;
  const { theirs } = conflict;

  // The preview follows the words as they are typed, once typing pauses.
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const previewSoon = () => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      const fields = form.current?.elements;
      const valueOf = (name: WordsField) => {
        const field = fields?.namedItem(name);
        return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
          ? field.value
          : '';
      };
      setWords({ subject: valueOf('subject'), body: valueOf('body') });
    }, PREVIEW_PAUSE_MS);
  };
  useEffect(() => () => clearTimeout(pause.current), []);

  // A variable goes where the cursor was in the subject or the message (the last one in focus).
  const target = useRef<WordsField>('body');
  const insert = (name: string) => {
    const field = form.current?.elements.namedItem(target.current);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const at = field.selectionStart ?? field.value.length;
    field.setRangeText(`{${name}}`, at, field.selectionEnd ?? at, 'end');
    field.focus();
    edited(target.current);
    previewSoon();
  };

  const dated = trigger !== 'confirmed';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="min-w-0">
        <form
          key={template?.version ?? 'new'}
          id={formId}
          {...props}
          onInput={(event) => {
            const name = (event.target as HTMLInputElement).name;
            edited(name);
            if (name === 'subject' || name === 'body') previewSoon();
          }}
          aria-label={template ? `Template ${template.name}` : 'New template'}
          className="space-y-6"
        >
          <section className={`${card} space-y-4`} aria-labelledby={`${formId}-when`}>
            <h2 id={`${formId}-when`} className="text-2xl">
              When it goes
            </h2>
            <TextField
              label={TEMPLATE_LABELS.name}
              name="name"
              required
              maxLength={MAX_TEMPLATE_NAME_LENGTH}
              defaultValue={start.name}
              hint="The team's name for it, in lists: the guest never sees it."
              error={errors.name}
            />
            <fieldset aria-describedby={errors.trigger ? `${formId}-trigger-error` : undefined}>
              <legend className="text-sm font-medium text-ink">{TEMPLATE_LABELS.trigger}</legend>
              <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-6">
                {MESSAGE_TRIGGERS.map((value) => (
                  <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
                    <input
                      type="radio"
                      name="trigger"
                      value={value}
                      checked={trigger === value}
                      onChange={() => setTrigger(value)}
                      className="h-5 w-5 accent-teal-800"
                    />
                    {TRIGGER_WORDS[value]}
                  </label>
                ))}
              </div>
              {errors.trigger && (
                <p id={`${formId}-trigger-error`} className="text-sm text-danger">
                  {errors.trigger}
                </p>
              )}
            </fieldset>
            {/* Hidden, not removed, on confirmation: the hour typed comes back with another choice. */}
            <div hidden={!dated} className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={TEMPLATE_LABELS.offsetDays}
                name="offsetDays"
                inputMode="numeric"
                required
                defaultValue={String(start.offsetDays)}
                hint={`Days ${trigger === 'after_departure' ? 'after departure' : 'before arrival'}, 0 to 365: 0 is the day itself.`}
                error={errors.offsetDays}
              />
              <SelectField
                label={TEMPLATE_LABELS.sendHour}
                name="sendHour"
                defaultValue={String(start.sendHour)}
                error={errors.sendHour}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {clockLabel(hour)}
                  </option>
                ))}
              </SelectField>
            </div>
            <fieldset hidden={!dated}>
              <legend className="text-sm font-medium text-ink">{TEMPLATE_LABELS.whenLate}</legend>
              <p className="text-sm text-ink-soft">
                A stay confirmed (or moved) when this message&apos;s time has passed.
              </p>
              <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-6">
                {WHEN_LATE.map((value) => (
                  <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
                    <input
                      type="radio"
                      name="whenLate"
                      value={value}
                      defaultChecked={start.whenLate === value}
                      className="h-5 w-5 accent-teal-800"
                    />
                    {WHEN_LATE_WORDS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
              <input
                type="checkbox"
                name="enabled"
                defaultChecked={start.enabled}
                aria-describedby={`${formId}-enabled`}
                className="h-5 w-5 accent-teal-800"
              />
              {TEMPLATE_LABELS.enabled}
            </label>
            <p id={`${formId}-enabled`} className="-mt-3 text-sm text-ink-soft">
              Off: no new messages are scheduled from it. Turned on again, it is scheduled for stays
              whose time for it is still ahead, never sent late to every guest at once.
            </p>
          </section>

          <section className={`${card} space-y-4`} aria-labelledby={`${formId}-words`}>
            <h2 id={`${formId}-words`} className="text-2xl">
              The message
            </h2>
            <TextField
              label={TEMPLATE_LABELS.subject}
              name="subject"
              required
              maxLength={MAX_SUBJECT_LENGTH}
              defaultValue={start.subject}
              onFocus={() => (target.current = 'subject')}
              error={errors.subject}
            />
            <TextAreaField
              label={TEMPLATE_LABELS.body}
              name="body"
              required
              rows={9}
              maxLength={MAX_BODY_LENGTH}
              defaultValue={start.body}
              onFocus={() => (target.current = 'body')}
              hint="Plain words, in paragraphs: the site sets them in its e-mail, with its logo and colours."
              error={errors.body}
            />
            <VariableButtons variables={variables} onPick={insert} />
            {/* On a phone the preview is below the whole form. */}
            <p className="lg:hidden">
              <a href={`#${PREVIEW_ID}`} className="text-sm text-teal-800 underline">
                See it filled in with a booking
              </a>
            </p>
          </section>
        </form>
        <SaveBar
          form={formId}
          alert={state.alert}
          saved={state.answer ? 'Saved.' : null}
          pending={pending}
          label={template ? 'Save the template' : 'Add the template'}
        >
          {theirs && template && (
            <EditConflict
              saved={`Someone else saved “${template.name}” while you were editing it`}
              changed={changedParts(inputOf(template), inputOf(theirs), TEMPLATE_PARTS)}
              onSaveMine={() => conflict.saveMine(theirs)}
              onShowTheirs={() => {
                conflict.ask(null);
                onSaved(theirs);
              }}
            />
          )}
        </SaveBar>
        {template && template.builtIn === null && (
          <DeleteTemplate template={template} onDeleted={onDeleted} />
        )}
      </div>
      <TemplatePreview subject={words.subject} body={words.body} />
    </div>
  );
}

/** The variables, each a button that puts it where the cursor is. */
function VariableButtons({
  variables,
  onPick,
}: {
  variables: Variables;
  onPick: (name: string) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="text-sm font-medium text-ink">
        Variables: tap one to put it where the cursor is
      </p>
      <p className="text-sm text-ink-soft">
        Each becomes the booking&apos;s own value when the message goes. A message with a value
        missing is not sent, and the booking says why.
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {variables.map((variable) => (
          <li key={variable.name}>
            <button
              type="button"
              // A click keeps the cursor where it is (a tap on a phone moves it anyway: the
              // field remembers where it was).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(variable.name)}
              aria-label={`Insert {${variable.name}}: ${variable.label}`}
              className="flex min-h-11 w-full flex-col items-start justify-center rounded-xl border border-sand-300 px-3 py-1.5 text-left hover:border-teal-800"
            >
              <span className="font-mono text-sm text-teal-900">{`{${variable.name}}`}</span>
              <span className="text-xs text-ink-soft">{variable.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Deletes a template the owner added, after asking. */
function DeleteTemplate({
  template,
  onDeleted,
}: {
  template: TemplateView;
  onDeleted: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBack(asking, button);
  const remove = useMutation({
    mutationFn: () => deleteTemplate(template.id),
    onSuccess: async () => {
      onDeleted(template.name);
      await queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
    },
  });
  return (
    <div className="mt-6 space-y-3">
      {remove.error && <p className="text-danger">{messageOf(remove.error)}</p>}
      {asking ? (
        <ConfirmStep
          question={`Delete “${template.name}”? Its messages not sent yet will not be sent.`}
          yes={remove.isPending ? 'Deleting…' : 'Delete it'}
          no="Keep it"
          onYes={() => {
            if (!remove.isPending) remove.mutate(undefined, { onError: () => setAsking(false) });
          }}
          onNo={() => setAsking(false)}
        />
      ) : (
        <button ref={button} type="button" onClick={() => setAsking(true)} className={dangerButton}>
          Delete this template
        </button>
      )}
    </div>
  );
}
