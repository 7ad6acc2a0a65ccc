import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { ICON_NAMES } from '#web/components/amenity-icon.tsx';
import { secondaryButton } from '#web/console/components/classes.ts';
import { inFieldWords } from '#web/components/form/form-state.ts';

/** A field of a row: text, or an icon chosen from those the site draws. */
export interface RowField {
  key: string;
  label: string;
  kind?: 'text' | 'icon';
  placeholder?: string;
}

type Row = Record<string, string>;

/** The problems of the form by path, as the schema and the server name them ('highlights.2'). */
export type ErrorsByPath = Readonly<Record<string, string>>;

let nextRowKey = 0;
const withKey = (values: Row) => ({ key: nextRowKey++, values });

/** A blank row of these fields (a new icon starts as a check mark). */
const blank = (fields: readonly RowField[]): Row =>
  Object.fromEntries(
    fields.map((field) => [field.key, field.kind === 'icon' ? 'circle-check' : '']),
  );

/**
 * A list of the villa page (highlights, included services, nearby places...): its rows as named
 * fields of the page's form, read when it is sent, and buttons to add and remove a row. A list of
 * single texts has one field whose key is '' (its inputs are named after the list).
 */
export function ListField({
  name,
  legend,
  hint,
  itemLabel,
  fields,
  initial,
  max,
  errors,
}: {
  name: string;
  legend: string;
  hint?: string;
  /** One item in words: 'Highlight', 'Nearby place'. */
  itemLabel: string;
  fields: readonly RowField[];
  initial: readonly Row[];
  max: number;
  errors: ErrorsByPath;
}) {
  const [rows, setRows] = useState(() => initial.map(withKey));
  const focusNext = useRef<'last-row' | 'add' | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  // After adding, the new row's first field takes focus; after removing, the Add button.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') add.current?.focus();
    if (target === 'last-row') {
      list.current?.lastElementChild?.querySelector<HTMLElement>('input, select')?.focus();
    }
  }, [rows]);

  const single = fields.length === 1 && fields[0]?.key === '';
  const item = itemLabel.toLowerCase();
  const listError = errors[name];

  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="space-y-3">
      <legend className="font-display text-xl text-teal-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {listError && <p className="text-sm text-danger">{listError}</p>}
      {rows.length === 0 && <p className="text-sm text-ink-soft">None yet.</p>}
      <ol ref={list} className="space-y-3">
        {rows.map((row, index) => {
          const number = index + 1;
          const remove = (
            <button
              type="button"
              onClick={() => {
                focusNext.current = 'add';
                setRows((current) => current.filter((other) => other.key !== row.key));
              }}
              aria-label={`Remove ${item} ${number}`}
              className={`${secondaryButton} shrink-0 px-3`}
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Remove
            </button>
          );
          if (single) {
            return (
              <li key={row.key} className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <TextField
                    label={`${itemLabel} ${number}`}
                    name={name}
                    defaultValue={row.values[''] ?? ''}
                    error={named('', itemLabel, errors[`${name}.${index}`])}
                  />
                </div>
                {remove}
              </li>
            );
          }
          return (
            <li key={row.key}>
              <fieldset className="rounded-xl border border-sand-200 p-3">
                <legend className="px-1 text-sm font-medium text-ink">{`${itemLabel} ${number}`}</legend>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  {fields.map((field) => {
                    const error = named(
                      field.key,
                      field.label,
                      errors[`${name}.${index}.${field.key}`],
                    );
                    const value = row.values[field.key] ?? '';
                    return (
                      <div
                        key={field.key}
                        className={field.kind === 'icon' ? 'sm:w-44' : 'min-w-0 flex-1'}
                      >
                        {field.kind === 'icon' ? (
                          <SelectField
                            label={field.label}
                            name={`${name}.${field.key}`}
                            defaultValue={value}
                            error={error}
                          >
                            {iconChoices(value).map((icon) => (
                              <option key={icon} value={icon}>
                                {icon}
                              </option>
                            ))}
                          </SelectField>
                        ) : (
                          <TextField
                            label={field.label}
                            name={`${name}.${field.key}`}
                            placeholder={field.placeholder}
                            defaultValue={value}
                            error={error}
                          />
                        )}
                      </div>
                    );
                  })}
                  {remove}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={add}
        type="button"
        disabled={rows.length >= max}
        onClick={() => {
          focusNext.current = 'last-row';
          setRows((current) => [...current, withKey(blank(fields))]);
        }}
        className={secondaryButton}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {`Add ${/^[aeiou]/i.test(item) ? 'an' : 'a'} ${item}`}
      </button>
      {rows.length >= max && (
        <p className="text-sm text-ink-soft">{`That is the most this list can hold (${max}).`}</p>
      )}
    </fieldset>
  );
}

/** The schema's message in the words of the field's label ('label is required': 'Label is ...'). */
function named(key: string, label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return key ? inFieldWords(key, label, message) : message;
}

/** The icons to choose from, with the villa's own when the site has no drawing of it. */
function iconChoices(current: string): readonly string[] {
  return !current || ICON_NAMES.includes(current) ? ICON_NAMES : [current, ...ICON_NAMES];
}
