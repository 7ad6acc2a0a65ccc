/**
 * The console's money desk in API tests (issue 26): a fresh app on `engine` (`env`, read when it
 * starts, over the tests' configuration) with a villa's free
 * stays and a signed-in manager, for the tests of one `describe`; a guest's request confirmed by
 * the manager (its schedule fixed); the console's calls as the manager; a payment's form body.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { consoleCall, signedInAs, type ConsoleSession } from './console-session.ts';
import { villaWithFreeStays, type FreeStays } from './free-stays.ts';
import { createTestApp, type Engine, type TestApp } from './test-app.ts';

export function moneyDesk(engine: Engine, opts: { env?: () => Record<string, string> } = {}) {
  const started: { t?: TestApp; stays?: FreeStays; manager?: ConsoleSession } = {};
  beforeAll(async () => {
    const t = await createTestApp(engine, { env: opts.env?.() });
    Object.assign(started, {
      t,
      stays: await villaWithFreeStays(t.app),
      manager: await signedInAs(t, 'manager'),
    });
  });
  afterAll(async () => {
    await started.t?.close();
  });
  const get = <K extends keyof typeof started>(key: K): NonNullable<(typeof started)[K]> => {
    const value = started[key];
    if (value === undefined) throw new Error('The app starts before the first test');
    return value;
  };

  /** A console call as the manager. */
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    consoleCall(get('t'), get('manager'), method, url, payload);

  /** A guest's request on free dates (`overrides` change its body), not answered yet. */
  const request = async (overrides: Record<string, unknown> = {}) => {
    const res = await get('stays').bookFreshStay({
      guestEmail: `${randomUUID()}@example.com`,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };

  /** A guest's request, confirmed by the manager: its schedule is fixed. */
  const confirmed = async (overrides: Record<string, unknown> = {}) => {
    const booking = await request(overrides);
    const res = await call('POST', `/api/console/bookings/${booking.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    return booking;
  };

  /** A payment's form as the console sends it, received today (in Sri Lanka), a key of its own. */
  const payment = (amountCents: number, more: Record<string, unknown> = {}) => ({
    amountCents,
    receivedOn: resortToday(),
    method: 'bank_transfer',
    idempotencyKey: randomUUID(),
    ...more,
  });

  return {
    get t() {
      return get('t');
    },
    get manager() {
      return get('manager');
    },
    call,
    request,
    confirmed,
    payment,
  };
}
