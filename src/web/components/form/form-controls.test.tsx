/**
 * The public forms' hook (usePageForm) on a form of its own: a real <form> that posts to its page
 * without the app, the domain schema's words beside each field, focus on the first in error, the
 * server's issues beside their fields, and the outcome of a post made without the app.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactForm } from '#domain/forms/contact.ts';
import type { FormOutcome } from '#domain/forms/form.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { FORM_OUTCOME_KEY } from '#web/lib/form-outcome.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render.tsx';
import { FormAlert, usePageForm } from './form-controls.tsx';

const NAMES = { name: 'Full name', email: 'Email address', subject: 'Subject', message: 'Message' };

const loadSchema = () =>
  import('#domain/schemas/contact.ts').then((module) => module.contactRequestSchema);

function Probe({
  onValid,
  refusal,
}: {
  onValid: (body: Record<string, unknown>) => void;
  refusal?: ApiError;
}) {
  const form = usePageForm({ id: 'contact', names: NAMES, spec: contactForm, loadSchema });
  const failed = form.failed('Message Failed');
  return (
    <form
      key={form.formKey}
      aria-label="Probe"
      {...form.formProps('/contact', (body) => {
        onValid(body);
        if (refusal) failed(refusal);
      })}
    >
      {(Object.keys(NAMES) as (keyof typeof NAMES)[]).map((name) => (
        <TextField
          key={name}
          label={NAMES[name]}
          name={name}
          defaultValue={form.values[name] ?? ''}
          error={form.errors[name]}
        />
      ))}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('usePageForm, the public forms’ one way', () => {
  it('is a real form that posts its named fields to its page when the app is not running', () => {
    renderWithProviders(<Probe onValid={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Probe' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('name', 'email');
  });

  it("shows the schema's words beside each field, focuses the first, and sends nothing", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Probe onValid={onValid} />);
    await user.type(screen.getByLabelText('Email address'), 'amelia@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
        'Full name is required',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Email address must be a valid e-mail address, like name@example.com',
    );
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("puts a refused send's issues beside the fields they name", async () => {
    const refusal = new ApiError(400, 'Please check the form.', [
      { path: 'subject', message: 'subject must be at most 200 characters' },
    ]);
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Probe onValid={onValid} refusal={refusal} />);
    await user.type(screen.getByLabelText('Full name'), 'Amelia Hart');
    await user.type(screen.getByLabelText('Email address'), 'amelia@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Airport pickup');
    await user.type(screen.getByLabelText('Message'), 'We land at 6 AM.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      name: 'Amelia Hart',
      email: 'amelia@example.com',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
        'Subject must be at most 200 characters',
      ),
    );
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });

  it('shows what the server answered to a post made without the app: the values and the issues', () => {
    const queryClient = createTestQueryClient();
    const outcome: FormOutcome = {
      form: 'contact',
      values: { name: '', email: 'amelia@', subject: 'Hi', message: 'Hello' },
      issues: [{ path: 'name', message: 'name is required' }],
      message: null,
      receipt: null,
    };
    queryClient.setQueryData(FORM_OUTCOME_KEY, outcome);
    renderWithProviders(<Probe onValid={vi.fn()} />, { queryClient });
    expect(screen.getByLabelText('Email address')).toHaveValue('amelia@');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  });
});
