import type { InputHTMLAttributes, ReactNode } from 'react';
import { m } from '#web/i18n/messages.ts';
import { TextField } from './field.tsx';

export type GuestContactField = 'name' | 'email' | 'phone';

const INPUT_NAMES: Partial<Record<GuestContactField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
};

/**
 * The guest's name, e-mail and phone as the contact, transport and booking forms ask for them:
 * the same labels, types and autofill everywhere, name and e-mail required. Each form says in its
 * own words what the phone is for, and places the three in its own layout. The fields are the
 * page's own (uncontrolled, decision 019): the form reads them when it is sent.
 */
export function GuestContactFields({
  values,
  errors,
  phoneHint,
  inputNames = INPUT_NAMES,
  emailProps,
}: {
  /** What the fields start with (empty when absent). */
  values: Partial<Record<GuestContactField, string>>;
  errors: Partial<Record<GuestContactField, string | undefined>>;
  phoneHint: ReactNode;
  /** The controls' `name` attributes; a control missing here has none. */
  inputNames?: Partial<Record<GuestContactField, string>>;
  /** More for the e-mail control, such as a check as the guest leaves it. */
  emailProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <>
      <TextField
        label={m.form_full_name()}
        name={inputNames.name}
        autoComplete="name"
        required
        defaultValue={values.name ?? ''}
        error={errors.name}
      />
      <TextField
        label={m.form_email_address()}
        name={inputNames.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email ?? ''}
        error={errors.email}
        {...emailProps}
      />
      <TextField
        label={m.form_phone_number()}
        name={inputNames.phone}
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone ?? ''}
        error={errors.phone}
        hint={phoneHint}
      />
    </>
  );
}
