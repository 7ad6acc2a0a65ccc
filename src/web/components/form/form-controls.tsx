/**
 * What the public forms (contact, transport, testimonial, review) share: a native select in the
 * look of `TextField`, and field errors, from the domain schema before sending and from the
 * server's `issues` after. The same schema runs in the browser and on the server, so a guest sees
 * the very message the server would give, beside the field it names. The schema (and zod with it)
 * is fetched only once the guest starts on a form: pages show without it.
 */
import { ChevronDown } from 'lucide-react';
import {
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type SubmitEvent,
} from 'react';
import type { ZodType } from 'zod';
import {
  formIssues,
  type FormFields,
  type FormOutcome,
  type FormSpec,
  type Issue,
  type PageFormId,
} from '#domain/forms/form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormOutcome } from '#web/lib/form-outcome.ts';
import { preload } from '#web/lib/lazy.tsx';
import { Toasts, toast } from '#web/lib/toast.tsx';
import { FieldFrame, type FieldProps } from '#web/components/ui/field.tsx';
import { fieldMessages } from './issue-messages.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';

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

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form's domain schema, imported on demand: `() => import('...').then((m) => m.schema)`. */
export type SchemaLoader = () => Promise<ZodType>;

/** The schema, or null when its code cannot be fetched: the server's check then stands alone. */
const loadOrNull = (load: SchemaLoader) => load().catch(() => null);

/** A form's fields as the browser would post them: the first value of each name. */
export function fieldsOf(form: HTMLFormElement): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

const errorsOf = <K extends string>(outcome: FormOutcome | null, names: Record<K, string>) => {
  const { fields, other } = fieldMessages(outcome?.issues ?? [], names);
  if (outcome?.message) other.push(outcome.message);
  return { fields, message: other.join(' ') || null };
};

/**
 * One public form (contact, transport, testimonial, review), decisions 019 and 079 (the issues'
 * mapping and the focus are every form's; the console's hook, useFormAction, stays out of the
 * public first load). Its fields are the page's own: uncontrolled, with names, read with FormData
 * on submit, so whatever the guest typed before the app started is what is sent. Submitting runs
 * the form's spec (src/domain/forms/) and the domain schema, the very check the server runs on a
 * post without JavaScript, then `onValid`; issues show beside their fields and focus moves to the
 * first invalid control. A page rendered after such a post hands the form its outcome (values,
 * issues or receipt).
 */
export function usePageForm<K extends string>({
  id,
  names,
  spec,
  loadSchema,
  before,
}: {
  id: PageFormId;
  names: Record<K, string>;
  spec: FormSpec<Record<string, unknown>>;
  loadSchema: SchemaLoader;
  /** Issues the form finds before the shared ones (a date in the visitor's past). */
  before?: (body: Record<string, unknown>) => Issue[];
}) {
  const outcome = useFormOutcome(id);
  const [state, setState] = useState(() => {
    const { fields, message } = errorsOf(outcome, names);
    return {
      errors: fields,
      formError: message,
      /** The fields' starting values: as the guest posted them, or empty. */
      values: outcome && !outcome.receipt ? outcome.values : {},
      /** Bumped to draw the fields anew, empty, after a send. */
      generation: 0,
    };
  });
  /** The last check's field errors: focus goes to the first after each check (not each edit). */
  const [checked, setChecked] = useState<{ fields: FieldErrors<K> } | null>(null);
  const formRef = useFocusFirstError(checked);
  const checking = useRef(false);

  const show = (issues: readonly Issue[]) => {
    const { fields, other } = fieldMessages(issues, names);
    setState((current) => ({ ...current, errors: fields, formError: other.join(' ') || null }));
    setChecked({ fields });
  };

  /** Focus fetches what sending needs while the guest types: the schema and the toasts. */
  const prepare = () => {
    void loadOrNull(loadSchema);
    preload(Toasts);
  };

  /**
   * A failed send's handler: the server's field issues beside the fields (a message without
   * fields stays for the toast alone), and a toast with its message, or the fallback when it
   * gave none.
   */
  const failed =
    (title: string, fallback = 'Please try again later.') =>
    (error: Error) => {
      show(error instanceof ApiError ? (error.issues ?? []) : []);
      toast.error(title, { description: error.message || fallback });
    };

  /** After a send: every field empty again (and back to its first option), no messages. */
  const reset = () =>
    setState((current) => ({
      errors: {},
      formError: null,
      values: {},
      generation: current.generation + 1,
    }));

  /**
   * The <form>'s own props. It posts to the page (`action`) when the app is not running; once it
   * is, submitting checks the fields and calls `onValid` with the body instead of a page load.
   * Editing a field takes its message away.
   */
  const formProps = (
    action: string,
    onValid: (body: Record<string, unknown>) => void,
    onFieldChange?: (form: HTMLFormElement) => void,
  ) => ({
    ref: formRef,
    method: 'post',
    action,
    noValidate: true,
    onFocus: prepare,
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string' && name in state.errors) {
        setState((current) => ({
          ...current,
          errors: Object.fromEntries(
            Object.entries(current.errors).filter(([field]) => field !== name),
          ) as FieldErrors<K>,
        }));
      }
      onFieldChange?.(event.currentTarget);
    },
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const body = spec.toBody(fieldsOf(event.currentTarget));
      // A second send while the first waits for the schema (a double click) is dropped.
      if (checking.current) return;
      checking.current = true;
      void loadOrNull(loadSchema).then((schema) => {
        checking.current = false;
        const issues = [...(before?.(body) ?? []), ...formIssues(spec, body, schema)];
        show(issues);
        if (issues.every((issue) => issue.path === 'website')) onValid(body);
      });
    },
  });

  return {
    errors: state.errors,
    formError: state.formError,
    /** What a field starts with: `defaultValue={form.values.name}`. */
    values: state.values,
    /** The form element's key: a new one after a send draws the fields anew. */
    formKey: state.generation,
    /** The receipt of a form the server sent (it posted without the app). */
    receipt: outcome?.receipt ?? null,
    formRef,
    formProps,
    failed,
    reset,
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
