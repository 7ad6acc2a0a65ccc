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
import { inLocale } from '#web/test/locale.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render.tsx';
import { FormAlert, usePageForm } from './form-controls.tsx';

const NAMES = { name: 'Full name', email: 'Email address', subject: 'Subject', message: 'Message' };

const loadSchema = () =>
  import('#domain/schemas/contact.ts').then((module) => module.contactRequestSchema);

function Probe({
  send,
  done = vi.fn(),
  names = NAMES,
}: {
  send: (body: Record<string, unknown>) => Promise<unknown>;
  done?: () => void;
  names?: typeof NAMES;
}) {
  const form = usePageForm({
    id: 'contact',
    labels: names,
    spec: contactForm,
    loadSchema,
    action: '/contact',
    send,
    done,
    failed: 'Message Failed',
  });
  return (
    <form key={form.state.sent} aria-label="Probe" {...form.props}>
      {(Object.keys(names) as (keyof typeof names)[]).map((name) => (
        <TextField
          key={name}
          label={names[name]}
          name={name}
          defaultValue={form.state.values[name] ?? ''}
          error={form.state.fields[name]}
        />
      ))}
      {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
      <button type="submit">{form.pending ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

/** Fills the four fields as a guest would. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Amelia Hart');
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Airport pickup');
  await user.type(screen.getByLabelText('Message'), 'We land at 6 AM.');
}

describe('usePageForm, the public forms’ one way', () => {
  it('says the issues in the page’s language: a Russian form in Russian', async () => {
    inLocale('ru');
    const names = {
      name: 'Имя',
      email: 'Электронная почта',
      subject: 'Тема',
      message: 'Сообщение',
    };
    const user = userEvent.setup();
    renderWithProviders(<Probe send={vi.fn()} names={names} />);
    await user.type(screen.getByLabelText('Электронная почта'), 'amelia@');
    await user.click(screen.getByLabelText('Сообщение'));
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Заполните поле «Имя»'),
    );
    expect(screen.getByLabelText('Электронная почта')).toHaveAccessibleDescription(
      'Введите корректный адрес электронной почты, например name@example.com',
    );
    expect(screen.getByLabelText('Сообщение')).toHaveAccessibleDescription(
      'Не более 5000 символов',
    );
  });

  it('is a real form that posts its named fields to its page when the app is not running', () => {
    renderWithProviders(<Probe send={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Probe' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('name', 'email');
  });

  it("shows the schema's words beside each field, focuses the first, and sends nothing", async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Probe send={send} />);
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
    expect(send).not.toHaveBeenCalled();
    // Typing into a field takes its message away; the others stay.
    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(screen.getByLabelText('Full name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Email address must be a valid e-mail address, like name@example.com',
    );
  });

  it('sends once on a double click what the fields hold, then draws them anew, empty', async () => {
    let answer = (_: unknown) => {};
    const send = vi.fn(
      (_body: Record<string, unknown>) => new Promise((resolve) => (answer = resolve)),
    );
    const done = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Probe send={send} done={done} />);
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Sending...' });
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      name: 'Amelia Hart',
      email: 'amelia@example.com',
      subject: 'Airport pickup',
      message: 'We land at 6 AM.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Amelia Hart');
    answer({ id: 'c1' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
    expect(done).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("puts a refused send's issues beside the fields they name", async () => {
    const refusal = new ApiError(400, 'Please check the form.', [
      { path: 'subject', message: 'subject must be at most 200 characters' },
    ]);
    const send = vi.fn(() => Promise.reject(refusal));
    const user = userEvent.setup();
    renderWithProviders(<Probe send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
        'Subject must be at most 200 characters',
      ),
    );
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    // What was typed stays for the guest to correct.
    expect(screen.getByLabelText('Full name')).toHaveValue('Amelia Hart');
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
    renderWithProviders(<Probe send={vi.fn()} />, { queryClient });
    expect(screen.getByLabelText('Email address')).toHaveValue('amelia@');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  });
});
