import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '#domain/schemas/contact.ts';
import { signInSchema } from '#domain/schemas/staff-account.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldErrors, fromSchema, fromServer, issuesByPath, readForm } from './form-state.ts';

const CONTACT = ['name', 'email', 'phone', 'subject', 'message'] as const;

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
    const fields = fromSchema(parsed.error, CONTACT);
    expect(fields.email).toBe('must be a valid e-mail address, like name@example.com');
    expect(fields.name).toBe('name is required');
    expect(fields).not.toHaveProperty('subject');
  });

  it("the console's sign-in schema speaks through the same function", () => {
    const parsed = signInSchema.safeParse({ email: 'not an address', password: '' });
    if (parsed.success) throw new Error('the schema took a bad sign-in');
    const fields = fromSchema(parsed.error, ['email', 'password']);
    expect(Object.keys(fields).sort()).toEqual(['email', 'password']);
    expect(fields.email).toMatch(/e-mail/);
  });

  it('keeps only the named fields, by the first part of a path given as a string or an array', () => {
    const issues = [
      { path: 'email', message: 'first' },
      { path: ['email'], message: 'second' },
      { path: 'pricing.weekday', message: 'nested' },
      { path: 'website', message: 'honeypot' },
      { path: [], message: 'whole form' },
    ];
    expect(fieldErrors(issues, ['email', 'pricing'])).toEqual({
      email: 'first',
      pricing: 'nested',
    });
  });

  it('keeps messages by their whole path for forms with lists and groups', () => {
    expect(
      issuesByPath([
        { path: ['highlights', 2], message: 'too long' },
        { path: 'highlights.2', message: 'second' },
        { path: ['locationDetails', 'latitude'], message: 'out of range' },
      ]),
    ).toEqual({ 'highlights.2': 'too long', 'locationDetails.latitude': 'out of range' });
  });

  it("maps a refused call's issues to its fields and its message to the alert", () => {
    const refused = new ApiError(400, 'Please check the highlighted fields.', [
      { path: 'email', message: 'There is already an account for this e-mail address.' },
      { path: 'role', message: 'not a field of this form' },
    ]);
    expect(fromServer(refused, ['email', 'name'])).toEqual({
      fields: { email: 'There is already an account for this e-mail address.' },
      alert: 'Please check the highlighted fields.',
    });
  });

  it('says something went wrong when a call fails without a message of its own', () => {
    expect(fromServer(new Error(''), ['email'])).toEqual({
      fields: {},
      alert: 'Something went wrong. Try again.',
    });
  });
});
