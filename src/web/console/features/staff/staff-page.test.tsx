import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, OWNER, renderConsoleAt } from '#web/console/testing.tsx';
import type { StaffMember } from '#web/console/lib/staff-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const ME: StaffMember = {
  ...OWNER,
  disabled: false,
  invitePending: false,
  createdAt: '2026-10-01T08:00:00.000Z',
};
const RAVI: StaffMember = {
  id: 'u2',
  name: 'Ravi Silva',
  email: 'ravi@example.com',
  role: 'manager',
  disabled: false,
  invitePending: true,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const INVITE_URL = 'https://villas.example/console/invite?token=abc123';

describe('staff', () => {
  it('lists the accounts, and invites someone, showing the link to send', async () => {
    let team = [ME, RAVI];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': () => ({ status: 200, body: team }),
      'POST /api/console/staff': (call) => {
        const body = call.body as { name: string; email: string; role: 'housekeeping' };
        const member = { ...RAVI, id: 'u3', ...body };
        team = [...team, member];
        return {
          status: 201,
          body: { ...member, inviteUrl: INVITE_URL, inviteExpiresAt: '2026-12-01T08:00:00.000Z' },
        };
      },
    });
    renderConsoleAt('/console/staff');
    const user = userEvent.setup();

    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    const [mine, ravi] = within(accounts).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(mine).toHaveTextContent('Amara Perera');
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(ravi).queryByText('You')).not.toBeInTheDocument();
    expect(ravi).toHaveTextContent('ravi@example.com');
    expect(ravi).toHaveTextContent('Manager');
    expect(ravi).toHaveTextContent('Invitation not yet accepted');
    expect(mine).not.toHaveTextContent('Invitation not yet accepted');

    const invite = screen.getByRole('region', { name: 'Invite someone' });
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(invite).getByLabelText(/Name/), 'Sunil Jayasuriya');
    await user.type(within(invite).getByLabelText(/E-mail/), 'Sunil@Example.com');
    await user.selectOptions(within(invite).getByLabelText(/Role/), 'Housekeeping');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    // The region is always in the page, so that what appears in it is announced.
    const sent = within(invite).getByRole('status');
    await waitFor(() =>
      expect(sent).toHaveTextContent(
        `We e-mailed an invitation to sunil@example.com. You can also send them this link: ${INVITE_URL}`,
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sunil Jayasuriya',
      email: 'sunil@example.com',
      role: 'housekeeping',
    });
    await user.click(within(invite).getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe(INVITE_URL);
    expect(within(invite).getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(await within(accounts).findByText('Sunil Jayasuriya')).toBeInTheDocument();
  });

  it('asks before disabling an account, then disables it', async () => {
    let ravi = { ...RAVI, invitePending: false };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': () => ({ status: 200, body: [ME, ravi] }),
      'PATCH /api/console/staff/u2': () => {
        ravi = { ...ravi, disabled: true };
        return { status: 200, body: ravi };
      },
    });
    renderConsoleAt('/console/staff');
    const user = userEvent.setup();

    const disable = await screen.findByRole('button', {
      name: 'Disable the account of Ravi Silva',
    });
    await user.click(disable);
    const question = screen.getByRole('group', { name: /Disable Ravi Silva's account\?/ });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    // Changing one's mind sends nothing.
    await user.click(within(question).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('group', { name: /Disable/ })).not.toBeInTheDocument();
    expect(disable).toHaveFocus();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(disable);
    await user.click(screen.getByRole('button', { name: 'Yes, disable the account' }));

    const done = await screen.findByText(/Ravi Silva's account is disabled/);
    expect(done).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });
    expect(
      await screen.findByRole('button', { name: 'Enable the account of Ravi Silva' }),
    ).toBeInTheDocument();
  });

  it("offers no role change or disabling on one's own card: it says You and leads to Your account", async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [ME, RAVI] },
    });
    renderConsoleAt('/console/staff');

    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    const [mine, ravi] = within(accounts).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Role of Amara Perera')).not.toBeInTheDocument();
    expect(within(mine).getByText('You')).toBeVisible();
    expect(within(mine).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/console/sessions',
    );
    // Everyone else's card keeps both.
    expect(within(ravi).getByLabelText('Role of Ravi Silva')).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'Change role' })).toBeInTheDocument();
    expect(
      within(ravi).getByRole('button', { name: 'Disable the account of Ravi Silva' }),
    ).toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it("shows the server's message when it refuses a change", async () => {
    const message = 'The console must keep at least one active owner.';
    const other: StaffMember = { ...RAVI, role: 'owner', invitePending: false };
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/staff': { status: 200, body: [ME, other] },
      'PATCH /api/console/staff/u2': { status: 409, body: { message, statusCode: 409 } },
    });
    renderConsoleAt('/console/staff');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Role of Ravi Silva'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === message)).toBe(true);
  });
});
