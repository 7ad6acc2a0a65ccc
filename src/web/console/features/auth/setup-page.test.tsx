import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import { NO_SETUP_LINK } from './setup-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('setting up the console', () => {
  it('takes the token from the link, out of the address bar, and creates the owner with it', async () => {
    let created = false;
    const calls = answerFetch({
      'GET /api/console/setup?token=first-run-token': { status: 200, body: { valid: true } },
      'POST /api/console/setup': () => {
        created = true;
        return { status: 201, body: {} };
      },
      'GET /api/console/me': () =>
        created ? { status: 200, body: OWNER } : { status: 401, body: { message: 'Sign in' } },
    });
    renderConsoleAt('/console/setup?token=first-run-token');

    expect(await screen.findByLabelText(/Your name/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/setup');
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('At least 8 characters');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Amara Perera');
    await user.type(screen.getByLabelText(/E-mail/), 'Amara@Example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Amara Perera' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/console/setup',
      contentType: 'application/json',
      body: {
        token: 'first-run-token',
        name: 'Amara Perera',
        email: 'amara@example.com',
        password: 'a long passphrase',
      },
    });
  });

  it('holds a password shorter than 8 characters back, beside the field', async () => {
    const calls = answerFetch({
      'GET /api/console/setup?token=t': { status: 200, body: { valid: true } },
    });
    renderConsoleAt('/console/setup?token=t');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your name/), 'Amara');
    await user.type(screen.getByLabelText(/E-mail/), 'amara@example.com');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    await expectAlert('Some fields need your attention.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Amara');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's word on a used or unknown link, and no form", async () => {
    answerFetch({
      'GET /api/console/setup?token=used': {
        status: 404,
        body: { message: 'This set-up link is not valid any more.' },
      },
    });
    renderConsoleAt('/console/setup?token=used');
    expect(await screen.findByText('This set-up link is not valid any more.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the account (409) in the alert", async () => {
    answerFetch({
      'GET /api/console/setup?token=t': { status: 200, body: { valid: true } },
      'POST /api/console/setup': {
        status: 409,
        body: { message: 'The console already has an owner.' },
      },
    });
    renderConsoleAt('/console/setup?token=t');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your name/), 'Amara');
    await user.type(screen.getByLabelText(/E-mail/), 'amara@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    await expectAlert('The console already has an owner.');
  });

  it('asks for the link when the address has no token', async () => {
    const calls = answerFetch({});
    renderConsoleAt('/console/setup');
    await expectAlert(NO_SETUP_LINK);
    expect(calls).toEqual([]);
  });
});
