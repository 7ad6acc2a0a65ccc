/**
 * Issue 26 §1-§3, on both engines: the owner saves the site's payment settings and a villa's own
 * terms, the manager reads them, a save over someone else's is refused (412), bad input is refused
 * in words and writes nothing, and every save is audited with the values before and after.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#domain/schemas/common.ts';
import type { PaymentSettingsView, VillaPaymentTermsView } from '#domain/schemas/payment.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, paymentSettings } from '../db/schema.ts';

const SETTINGS = {
  depositPercent: 30,
  depositDueDays: 5,
  balanceDueDays: 45,
  graceDays: 7,
  autoCancel: false,
  bankDetails: 'Commercial Bank of Ceylon, Weligama\nAccount 8001 2345 6789\nSWIFT CCEYLKLX',
  paymentInstructions: 'Quote your booking reference with the transfer.',
};

describe.each(engines)('the payment settings on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let villa: Villa;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, manager] = await Promise.all([signedInAs(t, 'owner'), signedInAs(t, 'manager')]);
    villa = (await t.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = async (session = owner) => {
    const res = await consoleCall(t, session, 'GET', '/api/console/payment-settings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentSettingsView>();
  };
  const save = (body: object, version?: string) =>
    consoleCall(
      t,
      owner,
      'PUT',
      '/api/console/payment-settings',
      body,
      version ? { 'if-match': `"${version}"` } : {},
    );
  const termsUrl = () => `/api/console/villas/${villa.id}/payment-terms`;

  it("starts with the site's terms and no bank details, and the manager reads them", async () => {
    expect(await settings(manager)).toMatchObject({
      depositPercent: 50,
      depositDueDays: 3,
      balanceDueDays: 30,
      graceDays: 5,
      autoCancel: false,
      bankDetails: '',
      paymentInstructions: '',
    });
  });

  it('saves what the owner sends, audited, and refuses a save over a newer one', async () => {
    const read = await settings();
    const saved = await save(SETTINGS, read.version);

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PaymentSettingsView>()).toMatchObject(SETTINGS);
    expect(await settings(manager)).toEqual(saved.json());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.settings'));
    expect(audit?.actorId).toBe(owner.id);
    expect(audit?.before).toMatchObject({ depositPercent: 50, bankDetails: '' });
    expect(audit?.after).toMatchObject(SETTINGS);

    const stale = await save({ ...SETTINGS, graceDays: 3 }, read.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json<ApiError>().message).toMatch(/^Someone else saved the payment settings/);
    expect((await settings()).graceDays).toBe(7);
  });

  it('keeps card payment off where the server has no card gateway, and turns it off at start', async () => {
    expect(await settings()).toMatchObject({ cardPayments: false, cardGateway: null });
    const read = await settings();
    const res = await save({ ...SETTINGS, cardPayments: true }, read.version);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ApiError>().message).toMatch(/^Card payment needs the card company/);
    expect((await settings()).cardPayments).toBe(false);

    // Switched on while a gateway was configured, then started without one: off, so nothing offers it.
    await t.database.db.update(paymentSettings).set({ cardPayments: true });
    const shared = { ...t.database, close: async () => undefined };
    const again = await createTestApp(engine, { database: shared, seed: false });
    try {
      const [row] = await t.database.db.select().from(paymentSettings);
      expect(row?.cardPayments).toBe(false);
    } finally {
      await again.close();
    }
  });

  it.each([
    ['a deposit of 0%', { depositPercent: 0 }, 'depositPercent'],
    ['a deposit above 100%', { depositPercent: 120 }, 'depositPercent'],
    ['half a day', { depositDueDays: 1.5 }, 'depositDueDays'],
    ['a balance due two years ahead', { balanceDueDays: 730 }, 'balanceDueDays'],
    ['a grace of a year', { graceDays: 365 }, 'graceDays'],
    ['bank details of 3,000 characters', { bankDetails: 'x'.repeat(3000) }, 'bankDetails'],
    ['a control character', { paymentInstructions: 'Pay\u0007 now' }, 'paymentInstructions'],
  ])(
    'refuses %s with a 400 naming the field, and keeps what was saved',
    async (_, change, field) => {
      const before = await settings();
      const res = await save({ ...SETTINGS, ...change });

      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().issues?.map((i) => i.path)).toContain(field);
      expect(await settings()).toEqual(before);
    },
  );

  it("keeps a villa's own terms over the site's, and back to the site's when removed", async () => {
    const first = await consoleCall(t, manager, 'GET', termsUrl());
    expect(first.statusCode, first.body).toBe(200);
    const read = first.json<VillaPaymentTermsView>();
    expect(read).toMatchObject({ villaId: villa.id, terms: null });

    const own = { depositPercent: 100, depositDueDays: 2, balanceDueDays: 0 };
    const saved = await consoleCall(
      t,
      owner,
      'PUT',
      termsUrl(),
      { terms: own },
      {
        'if-match': `"${read.version}"`,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<VillaPaymentTermsView>()).toMatchObject({ terms: own });

    const stale = await consoleCall(
      t,
      owner,
      'PUT',
      termsUrl(),
      { terms: null },
      {
        'if-match': `"${read.version}"`,
      },
    );
    expect(stale.statusCode).toBe(412);

    const removed = await consoleCall(t, owner, 'PUT', termsUrl(), { terms: null });
    expect(removed.json<VillaPaymentTermsView>()).toMatchObject({
      terms: null,
      siteTerms: { depositPercent: (await settings()).depositPercent },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'villa.payment-terms'));
    expect(audits.map((a) => a.after)).toEqual([own, null]);
  });

  it('refuses terms for a villa nobody has, and the manager may not save', async () => {
    const nobody = await consoleCall(
      t,
      owner,
      'PUT',
      '/api/console/villas/0123456789abcdef01234567/payment-terms',
      { terms: null },
    );
    const byManager = await consoleCall(t, manager, 'PUT', termsUrl(), { terms: null });

    expect(nobody.statusCode).toBe(404);
    expect(byManager.statusCode).toBe(403);
  });
});
