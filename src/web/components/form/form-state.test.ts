import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '#domain/schemas/contact.ts';
import { signInSchema } from '#domain/schemas/staff-account.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  fieldMessages,
  inFieldWords,
  issuePath,
  issuesOf,
  messageOf,
  readForm,
} from './form-state.ts';

/** The contact form's fields, each message in the schema's own words. */
const CONTACT = { name: null, email: null, phone: null, subject: null, message: null } as const;

describe('the form state every form keeps', () => {
  it('reads named text fields from FormData; a missing one or a file reads as empty', () => {
    const data = new FormData();
    data.set('email', 'amelia@example.com');
    data.set('photo', new File(['x'], 'x.jpg'));
    expect(readForm(data, ['email', 'password', 'photo'])).toEqual({
      email: 'amelia@example.com',
      password: '',
      photo: '',
    });
  });

  it("puts the domain schema's own words beside each field, the first message of each", () => {
    const parsed = contactRequestSchema.safeParse({
      name: '',
      email: 'amelia@',
      subject: 'Hello',
      message: 'Hi',
    });
    if (parsed.success) throw new Error('the schema took a bad e-mail');
    const { fields } = fieldMessages(parsed.error.issues, CONTACT);
    expect(fields.email).toBe('must be a valid e-mail address, like name@example.com');
    expect(fields.name).toBe('name is required');
    expect(fields).not.toHaveProperty('subject');
  });

  it("the console's sign-in schema speaks through the same function", () => {
    const parsed = signInSchema.safeParse({ email: 'not an address', password: '' });
    if (parsed.success) throw new Error('the schema took a bad sign-in');
    const { fields } = fieldMessages(parsed.error.issues, { email: null, password: null });
    expect(Object.keys(fields).sort()).toEqual(['email', 'password']);
    expect(fields.email).toMatch(/e-mail/);
  });

  it("says each message in its field label's words", () => {
    const labels = { name: 'Full name', email: 'Email address', guestPhone: '', body: null };
    const { fields } = fieldMessages(
      [
        { path: ['name'], message: 'name is required' },
        { path: 'email', message: 'must be a valid e-mail address' },
        { path: 'guestPhone', message: 'guestPhone must be a phone number' },
        { path: 'body', message: 'body is required' },
      ],
      labels,
    );
    expect(fields).toEqual({
      name: 'Full name is required',
      email: 'Email address must be a valid e-mail address',
      guestPhone: 'Must be a phone number',
      body: 'body is required',
    });
    // A message that starts with a capital names its field already.
    expect(inFieldWords('reason', 'Reason', 'The reason is required')).toBe(
      'The reason is required',
    );
    // A field of a group is named by its last part.
    expect(inFieldWords('locationDetails.latitude', 'Latitude', 'latitude must be a number')).toBe(
      'Latitude must be a number',
    );
  });

  it('keeps only the named fields, by the first part of a path given as a string or an array', () => {
    const issues = [
      { path: 'email', message: 'first' },
      { path: ['email'], message: 'second' },
      { path: 'pricing.weekday', message: 'nested' },
      { path: 'website', message: 'honeypot' },
      { path: [], message: 'whole form' },
    ];
    const { fields, other } = fieldMessages(issues, { email: null, pricing: null });
    expect(fields).toEqual({ email: 'first', pricing: 'nested' });
    // The honeypot's is never shown; the whole form's goes to the alert.
    expect(other).toEqual(['whole form']);
  });

  it('keeps messages by their whole path for forms with lists and groups', () => {
    expect(
      fieldMessages(
        [
          { path: ['highlights', 2], message: 'too long' },
          { path: 'highlights.2', message: 'second' },
          { path: ['locationDetails', 'latitude'], message: 'out of range' },
        ],
        () => null,
        issuePath,
      ).fields,
    ).toEqual({ 'highlights.2': 'too long', 'locationDetails.latitude': 'out of range' });
  });

  it("maps a refused call's issues to its fields and its message to the alert", () => {
    const refused = new ApiError(400, 'Please check the highlighted fields.', [
      { path: 'email', message: 'There is already an account for this e-mail address.' },
      { path: 'role', message: 'not a field of this form' },
    ]);
    expect(fieldMessages(issuesOf(refused), { email: null, name: null }).fields).toEqual({
      email: 'There is already an account for this e-mail address.',
    });
    expect(messageOf(refused)).toBe('Please check the highlighted fields.');
  });

  it('says something went wrong when a call fails without a message of its own', () => {
    expect(issuesOf(new Error(''))).toEqual([]);
    expect(messageOf(new Error(''))).toBe('Something went wrong. Try again.');
  });
});
