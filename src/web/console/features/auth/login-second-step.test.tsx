import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const SIGN_IN = 'POST /api/console/auth/sign-in/email';
const VERIFY = 'POST /api/console/auth/two-factor/verify-totp';
const BACKUP = 'POST /api/console/auth/two-factor/verify-backup-code';
const ASKED = { status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } };

async function signInWithPassword({ emailKept = false } = {}) {
  const user = userEvent.setup();
  // The page's code comes in a chunk of its own (decision 084).
  await screen.findByRole('button', { name: 'Sign in' });
  if (!emailKept) await user.type(screen.getByLabelText(/E-mail/), 'amara@example.com');
  await user.type(screen.getByLabelText(/Password/), 'the-right-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
  return user;
}

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the password, and goes on once it is right', async () => {
    let signedIn = false;
    const calls = answerFetch({
      [SIGN_IN]: ASKED,
      [VERIFY]: (call) => {
        if ((call.body as { code: string }).code !== '123456') {
          return {
            status: 401,
            body: {
              message:
                'That code is not right. Codes change every 30 seconds: try the one your app shows now.',
            },
          };
        }
        signedIn = true;
        return { status: 200, body: { user: OWNER } };
      },
      'GET /api/console/me': () =>
        signedIn ? { status: 200, body: OWNER } : { status: 401, body: { message: 'Sign in' } },
    });
    renderConsoleAt('/console/login');
    const user = await signInWithPassword();

    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Checked before it is sent.
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAlert('Some fields need your attention.');
    expect(screen.getByLabelText(/6-digit code/)).toHaveAccessibleDescription(
      'Code must be the 6 digits your app shows',
    );

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '654 321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAlert('That code is not right. Codes change every 30 seconds');
    // A refused code is not a session that ended: still here.
    expect(window.location.pathname).toBe('/console/login');

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('verify-totp')).map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('takes a backup code instead, and can start again with the password', async () => {
    let signedIn = false;
    const calls = answerFetch({
      [SIGN_IN]: ASKED,
      [BACKUP]: () => {
        signedIn = true;
        return { status: 200, body: { user: OWNER } };
      },
      'GET /api/console/me': () =>
        signedIn ? { status: 200, body: OWNER } : { status: 401, body: { message: 'Sign in' } },
    });
    renderConsoleAt('/console/login');
    const user = await signInWithPassword();

    await user.click(screen.getByRole('button', { name: 'Start again with your password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('amara@example.com');
    await signInWithPassword({ emailKept: true });

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const field = screen.getByLabelText(/Backup code/);
    expect(field).toHaveFocus();
    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('verify-backup-code'))?.body).toEqual({
      code: 'abcde-12345',
    });
  });

  it('says to wait when wrong codes are throttled (429)', async () => {
    answerFetch({
      [SIGN_IN]: ASKED,
      [VERIFY]: {
        status: 429,
        body: {
          message:
            'Too many failed sign-ins to this account from your address. Please wait 30 seconds and try again.',
        },
      },
    });
    renderConsoleAt('/console/login');
    const user = await signInWithPassword();
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAlert('Please wait 30 seconds and try again.');
  });
});
