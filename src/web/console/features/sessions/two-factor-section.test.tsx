import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, expectAlert, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const MANAGER = {
  id: 'u2',
  name: 'Nuwan Silva',
  email: 'nuwan@example.com',
  role: 'manager',
  twoFactorEnabled: false,
} as const;
const URI =
  'otpauth://totp/Serendib%20Shores%20Villas:nuwan%40example.com?secret=MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U&issuer=Serendib+Shores+Villas&digits=6&period=30';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];
const section = () => screen.getByRole('region', { name: /Two-step sign-in/ });

describe('two-step sign-in on Your account', () => {
  it('turns on with the password, a QR code or the key, and a first code; shows the backup codes once', async () => {
    let on = false;
    const calls = answerFetch({
      'GET /api/console/me': () => ({ status: 200, body: { ...MANAGER, twoFactorEnabled: on } }),
      'GET /api/console/sessions': { status: 200, body: [] },
      'POST /api/console/auth/two-factor/enable': (call) =>
        (call.body as { password: string }).password === 'my password'
          ? { status: 200, body: { totpURI: URI, backupCodes: CODES } }
          : { status: 400, body: { message: 'The password is not right.' } },
      'POST /api/console/auth/two-factor/verify-totp': (call) => {
        if ((call.body as { code: string }).code !== '246810') {
          return { status: 400, body: { message: 'That code is not right.' } };
        }
        on = true;
        return { status: 200, body: { user: { ...MANAGER, twoFactorEnabled: true } } };
      },
    });
    renderConsoleAt('/console/sessions');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    expect(section()).toHaveTextContent('Off');

    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const password = screen.getByLabelText(/Your password/);
    expect(password).toHaveFocus();
    await user.type(password, 'not it');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAlert('The password is not right.');
    await user.clear(screen.getByLabelText(/Your password/));
    await user.type(screen.getByLabelText(/Your password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The heading takes focus in an effect, which may run just after it appears.
    const setUp = await screen.findByRole(
      'heading',
      { name: 'Set up your authenticator app' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(setUp).toHaveFocus());
    const qr = screen.getByRole('img', { name: /QR code for your authenticator app/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(section()).toHaveTextContent('MFRG GZDF MZTW Q2LK NNWG 23TP OBYX E43U');
    // Not on yet, and the backup codes wait for the first code.
    expect(section()).not.toHaveTextContent('aaaaa-11111');

    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '135791');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await expectAlert('That code is not right.');
    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '246 810');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const saveCodes = await screen.findByRole('heading', { name: 'Save your backup codes' });
    await waitFor(() => expect(saveCodes).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(section()).toHaveTextContent('The backup codes are copied.');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(section()).toHaveTextContent('Two-step sign-in is on.');
    expect(section()).not.toHaveTextContent('aaaaa-11111');
    expect(
      await within(section()).findByRole('button', { name: 'Turn off two-step sign-in' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { password: 'not it' },
      { password: 'my password' },
      { code: '135791' },
      { code: '246810' },
    ]);
  }, 30_000);

  it('offers an owner no way to turn it off, and says why', async () => {
    answerFetch({
      'GET /api/console/me': { status: 200, body: { ...OWNER, twoFactorEnabled: true } },
      'GET /api/console/sessions': { status: 200, body: [] },
    });
    renderConsoleAt('/console/sessions');
    expect(await screen.findByText(/As an owner, you cannot turn it off/)).toBeVisible();
    expect(section()).toHaveTextContent('reset-2fa');
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a manager turn it off with the password', async () => {
    let on = true;
    const calls = answerFetch({
      'GET /api/console/me': () => ({ status: 200, body: { ...MANAGER, twoFactorEnabled: on } }),
      'GET /api/console/sessions': { status: 200, body: [] },
      'POST /api/console/auth/two-factor/disable': () => {
        on = false;
        return { status: 200, body: { status: true } };
      },
    });
    renderConsoleAt('/console/sessions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(screen.getByLabelText(/Your password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await within(section()).findByText(/Two-step sign-in is off/)).toBeVisible();
    expect(
      await within(section()).findByRole('button', { name: 'Turn on two-step sign-in' }),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'my password' });
  });
});
