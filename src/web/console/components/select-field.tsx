import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from '../../components/ui/field.tsx';

const look =
  'min-h-11 w-full appearance-none rounded-xl border border-sand-300 bg-white py-2.5 pr-11 pl-4 text-base text-ink focus-visible:border-teal-700 aria-[invalid=true]:border-danger';

/**
 * A native select in the look of the site's `TextField`. The site's own `SelectField` lives with
 * the public forms' code (schemas loaded on demand, toasts), which the console does not need.
 */
export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...props
}: FieldProps & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="relative">
          <select {...control} className={look} {...props}>
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
