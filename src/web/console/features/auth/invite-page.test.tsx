import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, renderConsoleAt } from '../../testing.tsx';
import { NO_INVITATION_LINK } from './invite-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const MANAGER = { id: 'u2', name: 'Nuwan Silva', email: 'nuwan@example.com', role: 'manager' };

describe('accepting an invitation', () => {
  it('takes the token out of the address and joins with a name and a password', async () => {
    let joined = false;
    const calls = answerFetch({
      'POST /api/console/invite': () => {
        joined = true;
        return { status: 201, body: {} };
      },
      'GET /api/console/me': () =>
        joined ? { status: 200, body: MANAGER } : { status: 401, body: { message: 'Sign in' } },
    });
    renderConsoleAt('/console/invite?token=invitation-token');
    expect(await screen.findByLabelText(/Your name/)).toBeInTheDocument();
    expect(window.location.search).toBe('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Nuwan Silva');
    await user.type(screen.getByLabelText(/Password/), 'another long one');
    await user.click(screen.getByRole('button', { name: 'Join the console' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Nuwan Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manager', { selector: 'strong' })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/console/invite',
      contentType: 'application/json',
      body: { token: 'invitation-token', name: 'Nuwan Silva', password: 'another long one' },
    });
  });

  it("shows the server's refusal of an unknown invitation (404)", async () => {
    answerFetch({
      'POST /api/console/invite': {
        status: 404,
        body: { message: 'This invitation is not valid any more. Ask for a new one.' },
      },
    });
    renderConsoleAt('/console/invite?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your name/), 'Nuwan');
    await user.type(screen.getByLabelText(/Password/), 'another long one');
    await user.click(screen.getByRole('button', { name: 'Join the console' }));
    await expectAlert('This invitation is not valid any more. Ask for a new one.');
  });

  it('asks for the link when the address has no token', async () => {
    answerFetch({});
    renderConsoleAt('/console/invite');
    await expectAlert(NO_INVITATION_LINK);
  });
});
