/**
 * The one form hook (useFormAction) on a form of its own: the schema's issues in the fields'
 * words with focus on the first, a refused send's issues beside the fields and its message in the
 * alert, what was typed kept after a refusal, an empty form after a success, one send per click.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { FormAlertRegion } from './form-alert.tsx';
import { CHECK_THE_FIELDS } from './form-state.ts';
import { useFormAction } from './use-form-action.ts';

const schema = z.object({
  name: z.string().min(1, { error: 'name is required' }),
  email: z.email({ error: 'must be a valid e-mail address' }),
});
type Sent = z.infer<typeof schema>;

const LABELS = { name: 'Full name', email: 'Email address' } as const;

function Probe({
  send,
  keepsFields = false,
}: {
  send: (data: Sent) => Promise<unknown>;
  keepsFields?: boolean;
}) {
  const { state, props, pending } = useFormAction({
    labels: LABELS,
    check: schema,
    send,
    keepsFields,
  });
  return (
    <form key={state.sent} aria-label="Probe" {...props}>
      <TextField
        label={LABELS.name}
        name="name"
        defaultValue={state.values.name ?? ''}
        error={state.fields.name}
      />
      <TextField
        label={LABELS.email}
        name="email"
        defaultValue={state.values.email ?? ''}
        error={state.fields.email}
      />
      <FormAlertRegion message={state.alert} />
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

const name = () => screen.getByLabelText('Full name');
const email = () => screen.getByLabelText('Email address');
const alert = () => screen.getByRole('alert');

describe('useFormAction, the one way a form runs', () => {
  it("shows a schema issue in the field label's words, focuses the first, and sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Probe send={send} />);
    await user.type(email(), 'amelia@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription('Full name is required'));
    expect(email()).toHaveAccessibleDescription('Email address must be a valid e-mail address');
    expect(name()).toHaveFocus();
    expect(alert()).toHaveTextContent(CHECK_THE_FIELDS);
    // What was typed is drawn again.
    expect(email()).toHaveValue('amelia@');
    expect(send).not.toHaveBeenCalled();
  });

  it("puts a refused send's issues beside its fields, its message in the alert, and keeps what was typed", async () => {
    const send = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Please check the request body: email is taken.', [
          { path: 'email', message: 'email is taken' },
        ]),
      ),
    );
    const user = userEvent.setup();
    render(<Probe send={send} />);
    await user.type(name(), 'Amelia Hart');
    await user.type(email(), 'amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Email address is taken'));
    expect(send).toHaveBeenCalledWith({ name: 'Amelia Hart', email: 'amelia@example.com' });
    expect(alert()).toHaveTextContent('Please check the request body: email is taken.');
    expect(email()).toHaveFocus();
    expect(name()).toHaveValue('Amelia Hart');
    expect(email()).toHaveValue('amelia@example.com');
  });

  it('draws the form empty after a send the server took', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Probe send={send} />);
    await user.type(name(), 'Amelia Hart');
    await user.type(email(), 'amelia');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    await user.type(email(), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(email()).toHaveValue('');
    expect(email()).not.toHaveAccessibleDescription();
    expect(alert()).toHaveTextContent('');
    expect(send).toHaveBeenCalledOnce();
  });

  it.each([false, true])('sends once on a double click (keepsFields: %s)', async (keepsFields) => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Probe send={send} keepsFields={keepsFields} />);
    await user.type(name(), 'Amelia Hart');
    await user.type(email(), 'amelia@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    answer();
    // The form is drawn anew (or kept) with its button enabled again, and nothing more was sent.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(send).toHaveBeenCalledOnce();
  });
});
