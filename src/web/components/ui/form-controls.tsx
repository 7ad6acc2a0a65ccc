/**
 * What the public forms (contact, transport, testimonial, review) share: a native select in the
 * look of `TextField`, and field errors, from the domain schema before sending and from the
 * server's `issues` after. The same schema runs in the browser and on the server, so a guest sees
 * the very message the server would give, beside the field it names. The schema (and zod with it)
 * is fetched only once the guest starts on a form: pages show without it.
 */
import { ChevronDown } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SelectHTMLAttributes,
  type SubmitEvent,
} from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { preload } from '../../lib/lazy.tsx';
import { Toasts, toast } from '../../lib/toast.tsx';
import { FieldFrame, type FieldProps } from './field.tsx';

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

export interface Issue {
  path: string;
  message: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Schema and server messages name the field by its key ('villaName is required', or a bare
 * 'must be a valid e-mail address'); beside the field the guest reads its name instead.
 */
export function describeIssue(path: string, message: string, names: Record<string, string>) {
  const name = names[path];
  if (!name) return message;
  if (message.startsWith(`${path} `)) return `${name}${message.slice(path.length)}`;
  if (/^[a-z]/.test(message)) return `${name} ${message}`;
  return message;
}

/** Splits issues into those of a known field (first message wins) and the rest. */
export function sortIssues<K extends string>(
  issues: readonly Issue[],
  names: Record<K, string>,
): { fields: FieldErrors<K>; other: string[] } {
  const fields: FieldErrors<K> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const key = issue.path.split('.')[0] ?? '';
    if (key in names) {
      const field = key as K;
      fields[field] ??= describeIssue(key, issue.message, names);
    } else if (key !== 'website') {
      other.push(issue.message);
    }
  }
  return { fields, other };
}

/** The domain schema's verdict on a body, as issues. */
export function schemaIssues(schema: ZodType, body: unknown): Issue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** A form's domain schema, imported on demand: `() => import('...').then((m) => m.schema)`. */
export type SchemaLoader = () => Promise<ZodType>;

/** The schema, or null when its code cannot be fetched: the server's check then stands alone. */
const loadOrNull = (load: SchemaLoader) => load().catch(() => null);

/**
 * Field errors of one form: `check` runs before sending and `failed` after a failed send; both
 * move focus to the first invalid control so a guest on a phone is taken to it. `prepare` (the
 * form's `onFocus`, through `formProps`) starts fetching the schema and the toasts while the guest
 * types.
 */
export function useFieldErrors<K extends string>(
  names: Record<K, string>,
  loadSchema: SchemaLoader,
) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = useCallback(
    (issues: readonly Issue[]) => {
      const { fields, other } = sortIssues(issues, names);
      setErrors(fields);
      setFormError(other.length > 0 ? other.join(' ') : null);
      if (Object.keys(fields).length > 0) setFocusRequest((n) => n + 1);
    },
    [names],
  );

  const prepare = useCallback(() => {
    void loadOrNull(loadSchema);
    preload(Toasts);
  }, [loadSchema]);

  /**
   * Required fields first, in words; then the schema. Resolves true when the body may be sent;
   * false too for a second send while the first waits for the schema (a double click).
   */
  const check = useCallback(
    async (
      body: Record<string, unknown>,
      required: readonly K[],
      missingMessages: FieldErrors<K> = {},
    ): Promise<boolean> => {
      if (checking.current) return false;
      checking.current = true;
      const schema = await loadOrNull(loadSchema);
      checking.current = false;
      const missing: Issue[] = required
        .filter((key) => {
          const value = body[key];
          return (
            value === undefined || value === null || (typeof value === 'string' && !value.trim())
          );
        })
        .map((key) => ({
          path: key,
          message: missingMessages[key] ?? `${names[key]} is required`,
        }));
      const issues = [...missing, ...(schema ? schemaIssues(schema, body) : [])];
      show(issues);
      return issues.filter((issue) => issue.path !== 'website').length === 0;
    },
    [names, show, loadSchema],
  );

  /** Shows a failed send's field issues; a message without fields stays for the toast alone. */
  const fromError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.issues && error.issues.length > 0) show(error.issues);
      else {
        setErrors({});
        setFormError(null);
      }
    },
    [show],
  );

  /**
   * A failed send's handler: the server's field issues beside the fields, and a toast with its
   * message, or the fallback when it gave none.
   */
  const failed = useCallback(
    (title: string, fallback = 'Please try again later.') =>
      (error: Error) => {
        fromError(error);
        toast.error(title, { description: error.message || fallback });
      },
    [fromError],
  );

  /** Editing a field takes its message away. */
  const clear = useCallback((key: K) => {
    setErrors((current) => {
      if (!(key in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([field]) => field !== key),
      ) as FieldErrors<K>;
    });
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  /**
   * The <form>'s own props: focus fetches what sending needs (`prepare`), submitting runs `submit`
   * instead of a page load, and failed checks can move focus to the first invalid control.
   */
  const formProps = useCallback(
    (submit: () => Promise<void>) => ({
      ref: formRef,
      noValidate: true,
      onFocus: prepare,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      },
    }),
    [prepare],
  );

  return { errors, formError, formProps, check, failed, clear, reset };
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      {children}
    </p>
  );
}
