/**
 * What the public forms (contact, transport, testimonial, review, lost link) share: a native select
 * in the look of `TextField`, and `usePageForm`, the form hook for a form that posts to its page
 * without the app: field errors from the domain schema before sending and from the server's
 * `issues` after. The same schema runs in the browser and on the server, so a guest sees
 * the very message the server would give, beside the field it names. The schema (and zod with it)
 * is fetched only once the guest starts on a form: pages show without it.
 */
import { ChevronDown } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { ZodType } from 'zod';
import {
  formIssues,
  type FormFields,
  type FormSpec,
  type Issue,
  type PageFormId,
} from '#domain/forms/form.ts';
import { m } from '#web/i18n/messages.ts';
import { useFormOutcome } from '#web/lib/form-outcome.ts';
import { preload } from '#web/lib/lazy.tsx';
import { Toasts, toast } from '#web/lib/toast.tsx';
import { FieldFrame, type FieldProps } from '#web/components/ui/field.tsx';
import { fieldMessages } from './issue-messages.ts';
import { useFormAction, type FormActionState } from './use-form-action.ts';

const look =
  'w-full appearance-none rounded-xl border border-sand-300 bg-white py-3 pr-11 pl-4 text-base text-ink focus-visible:border-teal-700 aria-[invalid=true]:border-danger';

export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  className = '',
  ...props
}: FieldProps & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="relative">
          <select {...control} className={`${look} ${className}`} {...props}>
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-ink-soft"
          />
        </div>
      )}
    </FieldFrame>
  );
}

export type { Issue };

/** A form's domain schema, imported on demand: `() => import('...').then((m) => m.schema)`. */
export type SchemaLoader = () => Promise<ZodType>;

/** The schema, or null when its code cannot be fetched: the server's check then stands alone. */
const loadOrNull = (load: SchemaLoader) => load().catch(() => null);

/** A form's fields as the browser would post them: the first value of each name. */
export function fieldsOf(form: HTMLFormElement | FormData): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of form instanceof FormData ? form : new FormData(form)) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The messages of no field, as one alert (none when there are none). */
const together = (other: string[]) => other.join(' ') || null;

type Body = Record<string, unknown>;

/**
 * One public form (contact, transport, testimonial, review, lost link), decisions 019 and 082: the
 * form hook (useFormAction, which reads, checks, sends, maps the issues and moves the focus) on a
 * real <form method="post" action=...> that posts to its page while the app is not running. Its
 * fields are the page's own: uncontrolled, with names, read with FormData on submit, so whatever
 * the guest typed before the app started is what is sent. The check is the form's spec
 * (src/domain/forms/) and the domain schema, the very check the server runs on a post without
 * JavaScript; the schema is fetched on the guest's first focus. A page rendered after such a post
 * hands the form its outcome (values, issues or receipt) as the hook's first state. After a send
 * the form is drawn anew, empty (`key={form.state.sent}`); a refusal's field issues show beside the
 * fields and its message in a toast.
 */
export function usePageForm<K extends string, R>({
  id,
  labels,
  spec,
  loadSchema,
  before,
  action,
  send,
  done,
  failed,
  failedDetail = m.form_try_again_later(),
  onFieldChange,
}: {
  id: PageFormId;
  labels: Record<K, string>;
  spec: FormSpec<Body>;
  loadSchema: SchemaLoader;
  /** Issues the form finds before the shared ones (a date in the visitor's past). */
  before?: (body: Body) => Issue[];
  /** Where the form posts without the app: its page. */
  action: string;
  send: (body: Body) => Promise<R>;
  /** After a send the server took; then the form is drawn anew, empty. */
  done?: (answer: R) => void;
  /** The toast's title when a send is refused, and its words when the refusal gives none. */
  failed: string;
  failedDetail?: string;
  /** Follows the fields as they change (what the form shows depends on them). */
  onFieldChange?: (form: HTMLFormElement) => void;
}) {
  const outcome = useFormOutcome(id);
  const [initial] = useState((): Partial<FormActionState<K, R>> | undefined => {
    if (!outcome) return undefined;
    const { fields, other } = fieldMessages(outcome.issues, labels);
    if (outcome.message) other.push(outcome.message);
    return {
      fields,
      alert: together(other),
      /** The fields' starting values: as the guest posted them. */
      values: outcome.receipt ? {} : (outcome.values as Partial<Record<K, string>>),
    };
  });
  const form = useFormAction<K, Body, R>({
    labels,
    keepsFields: true,
    initial,
    read: (data) => spec.toBody(fieldsOf(data)),
    check: {
      safeParse: async (body) => {
        const schema = await loadOrNull(loadSchema);
        const issues = [
          ...(before?.(body as Body) ?? []),
          ...formIssues(spec, body as Body, schema),
        ];
        // The honeypot's issue is never shown and does not stop the send (decision 004).
        return issues.every((issue) => issue.path === 'website')
          ? { success: true, data: body as Body }
          : { success: false, error: { issues } };
      },
    },
    send,
    done: (answer) => {
      done?.(answer);
      return 'clear';
    },
    refused: (error) => {
      const said = error instanceof Error && error.message;
      toast.error(failed, { description: said || failedDetail });
      return [];
    },
    checkAlert: together,
    refusalAlert: (_error, other) => together(other),
  });

  return {
    ...form,
    /** The receipt of a form the server sent (it posted without the app). */
    receipt: outcome?.receipt ?? null,
    /** The <form>'s own props: it posts to the page when the app is not running. */
    props: {
      ...form.props,
      method: 'post',
      action,
      /** Focus fetches what sending needs while the guest types: the schema and the toasts. */
      onFocus: () => {
        void loadOrNull(loadSchema);
        preload(Toasts);
      },
      /** Editing a field takes its message away. */
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        const name = (event.target as { name?: unknown }).name;
        if (typeof name === 'string') form.edited(name);
        onFieldChange?.(event.currentTarget);
      },
    },
  };
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      {children}
    </p>
  );
}
