import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { m } from '#web/i18n/messages.ts';

const look =
  'w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/60 focus-visible:border-teal-700 aria-[invalid=true]:border-danger';

export interface FieldProps {
  label: string;
  /** A message shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
}

/** What a field gives its control: the id its label names, and the message it is described by. */
export interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, its control, and under it the hint or, in its place, the error. `TextField`,
 * `TextAreaField` and `SelectField` differ only in the control they render here.
 */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  required,
  className = '',
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...control} className={`${look} ${className}`} {...props} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className = '',
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <textarea {...control} rows={4} className={`${look} ${className}`} {...props} />
      )}
    </FieldFrame>
  );
}

/**
 * The honeypot of every public form (decision 004): hidden from people and from assistive
 * technology; a bot that fills it is refused by the server.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {m.form_honeypot()}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
