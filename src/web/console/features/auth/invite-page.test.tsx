import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, renderConsoleAt } from '#web/console/testing.tsx';
import { BROKEN_INVITATION_LINK, NO_INVITATION_LINK } from './invite-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const MANAGER = { id: 'u2', name: 'Nuwan Silva', email: 'nuwan@example.com', role: 'manager' };
const GOOD_LINK = 'GET /api/console/invite?token=invitation-token';
const USED =
  'This link is not valid: it was used already or has expired. Please ask the owner for a new one.';

/** Nothing to fill in: no field, no button to join. */
const expectNoForm = () => {
  expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join the console' })).not.toBeInTheDocument();
};

describe('accepting an invitation', () => {
  it('checks the link, greets the person by name and joins with a name and a password', async () => {
    let joined = false;
    const calls = answerFetch({
      [GOOD_LINK]: {
        status: 200,
        body: { valid: true, name: 'Nuwan Silva', email: 'nuwan@example.com' },
      },
      'POST /api/console/invite': () => {
        joined = true;
        return { status: 201, body: {} };
      },
      'GET /api/console/me': () =>
        joined ? { status: 200, body: MANAGER } : { status: 401, body: { message: 'Sign in' } },
    });
    renderConsoleAt('/console/invite?token=invitation-token');
    expect(await screen.findByText('Welcome, Nuwan Silva.')).toBeVisible();
    expect(screen.getByText('nuwan@example.com')).toBeVisible();
    expect(window.location.search).toBe('');
    // The name the owner gave, to keep or change.
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Nuwan Silva');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Password/), 'another long one');
    await user.click(screen.getByRole('button', { name: 'Join the console' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Nuwan Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manager', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/console/invite',
      contentType: 'application/json',
      body: { token: 'invitation-token', name: 'Nuwan Silva', password: 'another long one' },
    });
  });

  it('says at once that a used or expired link does not work, and what to do, with no form', async () => {
    const calls = answerFetch({
      'GET /api/console/invite?token=old': {
        status: 404,
        body: { message: USED, statusCode: 404, error: 'Not Found' },
      },
    });
    renderConsoleAt('/console/invite?token=old');

    await expectAlert(USED);
    expectNoForm();
    expect(screen.getByText(/new invitation from the console's Staff page/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/console/login');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('says a link cut short is not complete (400), with no form', async () => {
    answerFetch({
      'GET /api/console/invite?token=cut': {
        status: 400,
        body: { message: 'token must be at most 200 characters', statusCode: 400 },
      },
    });
    renderConsoleAt('/console/invite?token=cut');
    await expectAlert(BROKEN_INVITATION_LINK);
    expectNoForm();
  });

  it('offers to check the link again when the server could not answer', async () => {
    let tries = 0;
    answerFetch({
      [GOOD_LINK]: () =>
        (tries += 1) === 1
          ? { status: 503, body: { message: 'Something went wrong. Try again.' } }
          : { status: 200, body: { valid: true, name: 'Nuwan Silva', email: 'nuwan@example.com' } },
    });
    renderConsoleAt('/console/invite?token=invitation-token');
    await expectAlert('Something went wrong. Try again.');
    expectNoForm();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const form = (await screen.findByLabelText(/Your name/)).closest('form') as HTMLElement;
    expect(within(form).getByRole('button', { name: 'Join the console' })).toBeVisible();
  });

  it('asks for the link when the address has no token', async () => {
    answerFetch({});
    renderConsoleAt('/console/invite');
    await expectAlert(NO_INVITATION_LINK);
  });
});
