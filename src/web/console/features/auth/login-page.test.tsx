import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const SIGN_IN = 'POST /api/console/auth/sign-in/email';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('names the missing fields beside them and in the alert, and sends nothing', async () => {
    const calls = answerFetch({});
    renderConsoleAt('/console/login');
    // The page's code comes in a chunk of its own (decision 084).
    await screen.findByRole('button', { name: 'Sign in' });
    await signIn('', '');
    await expectAlert('Some fields need your attention.');
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail is required');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a wrong password and keeps the e-mail typed", async () => {
    const calls = answerFetch({
      [SIGN_IN]: { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderConsoleAt('/console/login');
    // The page's code comes in a chunk of its own (decision 084).
    await screen.findByRole('button', { name: 'Sign in' });
    await signIn('amara@example.com', 'not-the-password');
    await expectAlert('Invalid email or password');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('amara@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/console/auth/sign-in/email',
        contentType: 'application/json',
        body: { email: 'amara@example.com', password: 'not-the-password' },
      },
    ]);
    // Still on the sign-in page: a refused sign-in is not a session that ended.
    expect(window.location.pathname).toBe('/console/login');
  });

  it('tells the person to wait when sign-ins are throttled (429)', async () => {
    answerFetch({
      [SIGN_IN]: {
        status: 429,
        body: { message: 'Too many sign-in attempts. Try again in a few minutes.' },
      },
    });
    renderConsoleAt('/console/login');
    // The page's code comes in a chunk of its own (decision 084).
    await screen.findByRole('button', { name: 'Sign in' });
    await signIn('amara@example.com', 'whatever-it-is');
    await expectAlert('Too many sign-in attempts. Try again in a few minutes.');
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderConsoleAt('/console/login');
    // The page's code comes in a chunk of its own (decision 084).
    await screen.findByRole('button', { name: 'Sign in' });
    await signIn('amara@example.com', 'whatever-it-is');
    await expectAlert('The console could not reach the server.');
  });
});

describe('a signed-out person', () => {
  it('is sent to sign in from any page, and comes back to it after', async () => {
    let signedIn = false;
    answerFetch({
      'GET /api/console/me': () =>
        signedIn ? { status: 200, body: OWNER } : { status: 401, body: { message: 'Sign in' } },
      [SIGN_IN]: () => {
        signedIn = true;
        return { status: 200, body: { redirect: false } };
      },
      'GET /api/console/sessions': { status: 200, body: [] },
    });
    renderConsoleAt('/console/sessions');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/console/login?next=%2Fsessions',
    );

    await signIn('amara@example.com', 'the-right-password');
    expect(await screen.findByRole('heading', { name: 'Your sessions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/sessions');
  });

  it('never follows a `next` to another site', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [SIGN_IN]: { status: 200, body: {} },
    });
    renderConsoleAt('/console/login?next=//evil.example/');
    // The page's code comes in a chunk of its own (decision 084).
    await screen.findByRole('button', { name: 'Sign in' });
    await signIn('amara@example.com', 'the-right-password');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(window.location.href).toBe(`${window.location.origin}/console/`);
  });
});
