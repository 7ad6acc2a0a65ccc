/**
 * Issue 14 §3: every console API call, with every role and with no session. Each answers 401
 * without a session, 403 to a role it does not admit, and goes on to its work (any answer but 401
 * or 403) for the roles it admits; what it answers housekeeping carries no guest's e-mail address
 * or phone number and no money.
 *
 * The calls are the server's own list (`app.consoleRoutes`, console-api.ts), so a route added
 * without a line here fails the first test: its roles must be written down twice, once in the
 * route and once here, and the two must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import {
  CONSOLE_ORIGIN,
  consoleCall,
  signedInAs,
  type ConsoleSession,
} from '#tests/helpers/console-session.ts';
import { multipartBody } from '#tests/helpers/photo-upload.ts';
import { paymentSettings, turnoverTasks } from '#server/db/schema.ts';
import { villaWithFreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { addDays, resortToday } from '#domain/dates.ts';
import { flatPricing } from '#domain/pricing.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const ALL: readonly StaffRole[] = ['owner', 'manager', 'housekeeping'];
const TEAM: readonly StaffRole[] = ['owner', 'manager'];
const OWNER: readonly StaffRole[] = ['owner'];

/** An id nobody has: a role that is admitted reaches the handler, which answers 404. */
const NOBODY = '0123456789abcdef01234567';
/** Stands for the walk's villa in an address; its id is only known once the app is seeded. */
const VILLA = ':villa';
/** The walk guest's turnover and a photo of it (issue 27 §3), made once the stay is confirmed. */
const TURNOVER = ':turnover';
const TURNOVER_PHOTO = ':turnover-photo';
/** Days far ahead that no seeded block or booking takes. */
const FAR = addDays(resortToday(), 500);

interface Call {
  roles: readonly StaffRole[];
  /** The address with its parameters filled in (and a query, where the call needs one). */
  url: string;
  /** A body the route accepts, so a refusal is for the role, never for the input. */
  body?: object;
}

/** Every console call that needs a session: its roles, and a request it would accept. */
const CALLS: Record<string, Call> = {
  'GET /api/console/me': { roles: ALL, url: '/api/console/me' },
  'GET /api/console/sessions': { roles: ALL, url: '/api/console/sessions' },
  'DELETE /api/console/sessions/:id': { roles: ALL, url: `/api/console/sessions/${NOBODY}` },
  'GET /api/console/movements': { roles: ALL, url: '/api/console/movements' },
  'GET /api/console/today': { roles: TEAM, url: '/api/console/today' },
  'GET /api/console/bookings': { roles: TEAM, url: '/api/console/bookings?q=walk' },
  'GET /api/console/bookings/:id': { roles: TEAM, url: `/api/console/bookings/${NOBODY}` },
  'POST /api/console/bookings/:id/confirm': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/confirm`,
    body: { message: 'See you soon.' },
  },
  'POST /api/console/bookings/:id/decline': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/decline`,
    body: { message: 'The villa is closed for repairs then.' },
  },
  'POST /api/console/bookings/:id/cancel': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/cancel`,
    body: { reason: 'The guest asked us by phone.' },
  },
  // A confirmed stay changed by the team, and what the change would do first (issue 26 §1).
  'POST /api/console/bookings/:id/change': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/change`,
    body: {
      checkInDate: FAR,
      checkOutDate: addDays(FAR, 5),
      adults: 2,
      reason: 'The guest asked for a longer stay.',
    },
  },
  'POST /api/console/bookings/:id/change/preview': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/change/preview`,
    body: { checkInDate: FAR, checkOutDate: addDays(FAR, 5), adults: 2 },
  },
  // A booking's money (issue 26): the team's only; housekeeping sees none of it.
  'GET /api/console/bookings/:id/account': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/account`,
  },
  'POST /api/console/bookings/:id/payments': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/payments`,
    body: {
      amountCents: 50_000,
      receivedOn: resortToday(),
      method: 'bank_transfer',
      idempotencyKey: '3f2c7a6e-8d0b-4c1e-9a57-2b6f0e4d1c93',
    },
  },
  'POST /api/console/bookings/:id/refunds': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/refunds`,
    body: {
      amountCents: 50_000,
      receivedOn: resortToday(),
      method: 'bank_transfer',
      idempotencyKey: '5a9e1d2c-7b3f-4e8a-b6c0-9d4f2e1a7b35',
    },
  },
  'POST /api/console/bookings/:id/card-refunds': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/card-refunds`,
    body: {
      entryId: NOBODY,
      amountCents: 50_000,
      idempotencyKey: '8c1f4b2a-6d3e-4f9a-a7b5-0e2d9c4f1a68',
    },
  },
  'POST /api/console/bookings/:id/reversals': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/reversals`,
    body: {
      entryId: NOBODY,
      reason: 'Recorded on the wrong booking.',
      idempotencyKey: '8c4b2e7f-1a6d-4f3e-a9b8-0e5c7d2f4a61',
    },
  },
  'GET /api/console/bookings/:id/receipts/:number': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/receipts/R-2027-0001`,
  },
  'GET /api/console/payments': { roles: TEAM, url: '/api/console/payments?list=overdue' },
  'GET /api/console/card-payments': { roles: TEAM, url: '/api/console/card-payments?state=paid' },
  'GET /api/console/payment-settings': { roles: TEAM, url: '/api/console/payment-settings' },
  'PUT /api/console/payment-settings': {
    roles: OWNER,
    url: '/api/console/payment-settings',
    body: {
      depositPercent: 50,
      depositDueDays: 3,
      balanceDueDays: 30,
      graceDays: 5,
      autoCancel: false,
      bankDetails: 'Commercial Bank, Weligama branch',
      paymentInstructions: 'Quote your booking reference.',
    },
  },
  'GET /api/console/villas/:id/payment-terms': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/payment-terms`,
  },
  'PUT /api/console/villas/:id/payment-terms': {
    roles: OWNER,
    url: `/api/console/villas/${NOBODY}/payment-terms`,
    body: { terms: null },
  },
  // The owner's numbers (issue 28 §2): the owner reads the reports, shares them with the managers
  // (without the money; shared in this walk's set-up, refused before: reports.api.test.ts) and
  // alone enters what imported stays earned.
  'GET /api/console/reports': {
    roles: TEAM,
    url: `/api/console/reports?from=${FAR}&to=${addDays(FAR, 30)}`,
  },
  'GET /api/console/reports/months': { roles: TEAM, url: '/api/console/reports/months' },
  'GET /api/console/reports/settings': { roles: OWNER, url: '/api/console/reports/settings' },
  'PUT /api/console/reports/settings': {
    roles: OWNER,
    url: '/api/console/reports/settings',
    body: { managersSeeReports: true },
  },
  'GET /api/console/reports/imported-stays': {
    roles: OWNER,
    url: `/api/console/reports/imported-stays?from=${FAR}&to=${addDays(FAR, 30)}`,
  },
  'PATCH /api/console/reports/imported-stays/:id': {
    roles: OWNER,
    url: `/api/console/reports/imported-stays/${NOBODY}`,
    body: { revenueCents: 120_000 },
  },
  // Guest messages (issue 27 §1): the owner edits the templates; the manager reads, previews,
  // and sends or skips a booking's messages; housekeeping sees none of it.
  'GET /api/console/message-templates': { roles: TEAM, url: '/api/console/message-templates' },
  'POST /api/console/message-templates': {
    roles: OWNER,
    url: '/api/console/message-templates',
    body: {
      name: 'Walk',
      trigger: 'after_departure',
      offsetDays: 3,
      sendHour: 9,
      whenLate: 'skip',
      subject: 'Hello {first_name}',
      body: 'Thank you.',
      enabled: false,
    },
  },
  'PUT /api/console/message-templates/:id': {
    roles: OWNER,
    url: `/api/console/message-templates/${NOBODY}`,
    body: {
      name: 'Walk',
      trigger: 'confirmed',
      offsetDays: 0,
      sendHour: 9,
      whenLate: 'send',
      subject: 'Hello',
      body: 'Thank you.',
      enabled: false,
    },
  },
  'DELETE /api/console/message-templates/:id': {
    roles: OWNER,
    url: `/api/console/message-templates/${NOBODY}`,
  },
  'POST /api/console/message-templates/preview': {
    roles: TEAM,
    url: '/api/console/message-templates/preview',
    body: { subject: 'Hello {first_name}', body: 'See you', bookingId: NOBODY },
  },
  // A template's words in another language (issue 39): the owner keeps them, a manager reads.
  'GET /api/console/message-templates/texts': {
    roles: TEAM,
    url: '/api/console/message-templates/texts',
  },
  'PUT /api/console/message-templates/:id/texts/:language': {
    roles: OWNER,
    url: `/api/console/message-templates/${NOBODY}/texts/ru`,
    body: { subject: 'Здравствуйте', body: 'До встречи' },
  },
  'DELETE /api/console/message-templates/:id/texts/:language': {
    roles: OWNER,
    url: `/api/console/message-templates/${NOBODY}/texts/ru`,
  },
  'POST /api/console/message-templates/preview/:language': {
    roles: TEAM,
    url: '/api/console/message-templates/preview/ru',
    body: { subject: 'Здравствуйте, {first_name}', body: 'До встречи', bookingId: NOBODY },
  },
  // A villa's own words in another language (issue 39).
  'GET /api/console/villas/texts/missing': {
    roles: TEAM,
    url: '/api/console/villas/texts/missing',
  },
  'GET /api/console/villas/:id/texts/:language': {
    roles: TEAM,
    url: `/api/console/villas/${VILLA}/texts/ru`,
  },
  'PUT /api/console/villas/:id/texts/:language': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/texts/ru`,
    body: { texts: {} },
  },
  'GET /api/console/bookings/:id/messages': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/messages`,
  },
  'POST /api/console/bookings/:id/messages/:messageId/send': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/messages/${NOBODY}/send`,
  },
  'POST /api/console/bookings/:id/messages/:messageId/skip': {
    roles: TEAM,
    url: `/api/console/bookings/${NOBODY}/messages/${NOBODY}/skip`,
    body: { reason: 'We called instead.' },
  },
  // Turnovers (issue 27 §3): housekeeping works them; the owner and the manager give them out.
  'GET /api/console/turnovers': { roles: ALL, url: '/api/console/turnovers?range=week' },
  'GET /api/console/turnovers/alerts': { roles: ALL, url: '/api/console/turnovers/alerts' },
  'GET /api/console/turnovers/assignees': { roles: TEAM, url: '/api/console/turnovers/assignees' },
  'GET /api/console/turnovers/:id': { roles: ALL, url: `/api/console/turnovers/${TURNOVER}` },
  'PATCH /api/console/turnovers/:id': {
    roles: ALL,
    url: `/api/console/turnovers/${NOBODY}`,
    body: { status: 'started' },
  },
  'PUT /api/console/turnovers/:id/assignee': {
    roles: TEAM,
    url: `/api/console/turnovers/${NOBODY}/assignee`,
    body: { staffId: null },
  },
  'POST /api/console/turnovers/:id/photos': {
    roles: ALL,
    url: `/api/console/turnovers/${NOBODY}/photos`,
  },
  'GET /api/console/turnovers/:id/photos/:photoId': {
    roles: ALL,
    url: `/api/console/turnovers/${TURNOVER}/photos/${TURNOVER_PHOTO}`,
  },
  'GET /api/console/villas/:id/turnover-checklist': {
    roles: ALL,
    url: `/api/console/villas/${VILLA}/turnover-checklist`,
  },
  'PUT /api/console/villas/:id/turnover-checklist': {
    roles: OWNER,
    url: `/api/console/villas/${NOBODY}/turnover-checklist`,
    body: { items: ['Beds made'] },
  },
  'GET /api/console/reviews': { roles: TEAM, url: '/api/console/reviews?status=PENDING' },
  'PATCH /api/console/reviews/:id': {
    roles: TEAM,
    url: `/api/console/reviews/${NOBODY}`,
    body: { status: 'APPROVED' },
  },
  'POST /api/console/reviews/:id/reopen': {
    roles: TEAM,
    url: `/api/console/reviews/${NOBODY}/reopen`,
    body: { from: 'APPROVED' },
  },
  'GET /api/console/testimonials': { roles: TEAM, url: '/api/console/testimonials' },
  'PATCH /api/console/testimonials/:id': {
    roles: TEAM,
    url: `/api/console/testimonials/${NOBODY}`,
    body: { featured: true },
  },
  'GET /api/console/messages': { roles: TEAM, url: '/api/console/messages?kind=contact' },
  'GET /api/console/messages/:kind/:id': {
    roles: TEAM,
    url: `/api/console/messages/contact/${NOBODY}`,
  },
  'PATCH /api/console/messages/:kind/:id': {
    roles: TEAM,
    url: `/api/console/messages/transport/${NOBODY}`,
    body: { status: 'IN_PROGRESS' },
  },
  'POST /api/console/messages/:kind/:id/replies': {
    roles: TEAM,
    url: `/api/console/messages/contact/${NOBODY}/replies`,
    body: { body: 'Thank you for writing; the villa is free then.' },
  },
  'GET /api/console/villa-names': { roles: ALL, url: '/api/console/villa-names' },
  'GET /api/console/villas/:id/calendar': {
    roles: ALL,
    url: `/api/console/villas/${VILLA}/calendar`,
  },
  'POST /api/console/villas/:id/blocks': {
    roles: TEAM,
    url: `/api/console/villas/${VILLA}/blocks`,
    body: { startDate: FAR, endDate: addDays(FAR, 2), reason: 'Owner stay' },
  },
  'PUT /api/console/villas/:id/blocks/:blockId': {
    roles: TEAM,
    url: `/api/console/villas/${VILLA}/blocks/${NOBODY}`,
    body: { startDate: FAR, endDate: addDays(FAR, 2), reason: 'Owner stay' },
  },
  'DELETE /api/console/villas/:id/blocks/:blockId': {
    roles: TEAM,
    url: `/api/console/villas/${VILLA}/blocks/${NOBODY}`,
  },
  // Calendar sync (issue 16): writes name a villa nobody has, so none fetches a feed.
  'GET /api/console/villas/:id/calendar-sync': {
    roles: TEAM,
    url: `/api/console/villas/${VILLA}/calendar-sync`,
  },
  'POST /api/console/villas/:id/calendar-sync/rotate': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/calendar-sync/rotate`,
  },
  'POST /api/console/villas/:id/feeds': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/feeds`,
    body: { label: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' },
  },
  'PUT /api/console/villas/:id/feeds/:feedId': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/feeds/${NOBODY}`,
    body: { label: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' },
  },
  'DELETE /api/console/villas/:id/feeds/:feedId': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/feeds/${NOBODY}`,
  },
  'POST /api/console/villas/:id/feeds/:feedId/sync': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/feeds/${NOBODY}/sync`,
  },
  'POST /api/console/villas/:id/feeds/:feedId/rotate': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/feeds/${NOBODY}/rotate`,
  },
  'GET /api/console/villas': { roles: TEAM, url: '/api/console/villas' },
  'GET /api/console/villas/:id': { roles: TEAM, url: `/api/console/villas/${NOBODY}` },
  'POST /api/console/villas': {
    roles: TEAM,
    url: '/api/console/villas',
    body: {
      name: 'Villa Role Walk',
      location: 'Galle, Sri Lanka',
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      baseRateCents: 30_000,
    },
  },
  'PUT /api/console/villas/:id': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}`,
    body: {
      name: 'Villa Role Walk',
      subtitle: '',
      location: 'Galle, Sri Lanka',
      description: '',
      highlights: [],
      amenities: [],
      included: [],
      onRequest: [],
      size: '',
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      locationDetails: { description: '', nearby: [], latitude: null, longitude: null },
      houseRules: [],
      tags: [],
      featured: false,
    },
  },
  'PUT /api/console/villas/:id/published': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/published`,
    body: { published: false },
  },
  'PUT /api/console/villas/order': {
    roles: TEAM,
    url: '/api/console/villas/order',
    body: { ids: [NOBODY] },
  },
  'GET /api/console/villas/:id/photos': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/photos`,
  },
  // JSON is refused with a 415 by the route itself (it takes multipart), after the role check.
  'POST /api/console/villas/:id/photos': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/photos`,
    body: { alt: 'The pool at dusk' },
  },
  'PATCH /api/console/villas/:id/photos/:photoId': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/photos/${NOBODY}`,
    body: { alt: 'The pool at dusk' },
  },
  'PUT /api/console/villas/:id/photos/order': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/photos/order`,
    body: { ids: [NOBODY] },
  },
  'DELETE /api/console/villas/:id/photos/:photoId': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/photos/${NOBODY}`,
  },
  'GET /api/console/audit': { roles: OWNER, url: '/api/console/audit?action=booking' },
  'GET /api/console/staff': { roles: OWNER, url: '/api/console/staff' },
  'POST /api/console/staff': {
    roles: OWNER,
    url: '/api/console/staff',
    body: { email: 'new.person@villas.test', name: 'New Person', role: 'housekeeping' },
  },
  'PATCH /api/console/staff/:id': {
    roles: OWNER,
    url: `/api/console/staff/${NOBODY}`,
    body: { role: 'manager' },
  },
  // Statements and exports (issue 28 §3): the bookings and the report as Reports are shared; the
  // money files (payments, statements) the owner's alone.
  'GET /api/console/exports/bookings.csv': {
    roles: TEAM,
    url: `/api/console/exports/bookings.csv?from=${FAR}&to=${addDays(FAR, 30)}`,
  },
  'GET /api/console/exports/payments.csv': {
    roles: OWNER,
    url: `/api/console/exports/payments.csv?from=${FAR}&to=${addDays(FAR, 30)}`,
  },
  'GET /api/console/reports/report.csv': {
    roles: TEAM,
    url: `/api/console/reports/report.csv?from=${FAR}&to=${addDays(FAR, 30)}`,
  },
  'GET /api/console/reports/statement.csv': {
    roles: OWNER,
    url: `/api/console/reports/statement.csv?villaId=${NOBODY}&month=${FAR.slice(0, 7)}`,
  },
  'GET /api/console/reports/statement.pdf': {
    roles: OWNER,
    url: `/api/console/reports/statement.pdf?villaId=${NOBODY}&month=${FAR.slice(0, 7)}`,
  },
  // Prices: the manager reads them to answer guests, only the owner sets them (decision 047).
  'GET /api/console/villas/:id/pricing': {
    roles: TEAM,
    url: `/api/console/villas/${NOBODY}/pricing`,
  },
  'PUT /api/console/villas/:id/pricing': {
    roles: OWNER,
    url: `/api/console/villas/${NOBODY}/pricing`,
    body: flatPricing(45_000, 2),
  },
  // Rates of prices in the guest's currency (issue 39 §3): the manager reads, the owner sets.
  'GET /api/console/currency-rates': { roles: TEAM, url: '/api/console/currency-rates' },
  'GET /api/console/currency-rates/:currency': {
    roles: TEAM,
    url: '/api/console/currency-rates/EUR',
  },
  'PUT /api/console/currency-rates/:currency': {
    roles: OWNER,
    url: '/api/console/currency-rates/EUR',
    body: { rate: 0.92 },
  },
  'GET /api/console/currency-feed': { roles: TEAM, url: '/api/console/currency-feed' },
  'PUT /api/console/currency-feed': {
    roles: OWNER,
    url: '/api/console/currency-feed',
    body: { url: '' },
  },
};

/** The calls open to people not signed in: signing in and out, the set-up and invitation links. */
const SIGNED_OUT = [
  'GET /api/console/auth/*',
  'POST /api/console/auth/*',
  'GET /api/console/setup',
  'POST /api/console/setup',
  'GET /api/console/invite',
  'POST /api/console/invite',
];

/** Keys that name money or a way to reach a guest: none is in an answer to housekeeping. */
const FORBIDDEN_KEYS =
  /^(guestEmail|guestPhone|email|phone|price|totalPrice|total|amount|refund|refundIfCancelledNow|quote|subtotal|serviceFee)$/i;

function forbiddenKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => forbiddenKeys(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(FORBIDDEN_KEYS.test(key) ? [`${path}.${key}`] : []),
    ...forbiddenKeys(inner, `${path}.${key}`),
  ]);
}

/** The walk guest's stay confirmed: its turnover, with a photo of a problem. */
async function walkTurnover(t: TestApp, owner: ConsoleSession, bookingId: string) {
  const confirmed = await consoleCall(
    t,
    owner,
    'POST',
    `/api/console/bookings/${bookingId}/confirm`,
    {},
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [task] = await t.database.db
    .select({ id: turnoverTasks.id })
    .from(turnoverTasks)
    .where(eq(turnoverTasks.bookingId, bookingId));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
    .png()
    .toBuffer();
  const { body, contentType } = multipartBody({
    file: { name: 'a.png', type: 'image/png', bytes: png },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/console/turnovers/${task?.id ?? ''}/photos`,
    headers: { cookie: owner.cookie, origin: CONSOLE_ORIGIN, 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: task?.id ?? '', photoId: res.json<TurnoverTask>().photos[0]?.id ?? '' };
}

describe.each(engines)('every console call, by role, on %s', (engine) => {
  let t: TestApp;
  const sessions = {} as Record<StaffRole, ConsoleSession>;
  const guest = { guestEmail: 'walk.guest@example.com', guestPhone: '+94 77 123 4567' };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const role of ALL) sessions[role] = await signedInAs(t, role);
    // The owner shares Reports with the managers, whom the walk then finds admitted.
    await t.database.db.update(paymentSettings).set({ managersSeeReports: true });
    // A request arriving in the days housekeeping reads, from a guest whose contact must not show.
    const { bookFreshStay, freshStay, villa } = await villaWithFreeStays(t.app);
    const stay = freshStay();
    const made = await bookFreshStay({ ...stay, ...guest, guestName: 'Walk Guest' });
    expect(made.statusCode).toBe(201);
    arrivalDay = stay.checkInDate;
    villaId = villa.id;
    turnover = await walkTurnover(t, sessions.owner, made.json<{ id: string }>().id);
  });
  afterAll(async () => {
    await t.close();
  });
  let arrivalDay = '';
  let villaId = '';
  let turnover = { id: '', photoId: '' };
  const filled = (url: string) =>
    url
      .replace(VILLA, villaId)
      .replace(TURNOVER_PHOTO, turnover.photoId)
      .replace(TURNOVER, turnover.id);

  it('knows every console call the server has, with the same roles', () => {
    const declared = Object.fromEntries(
      Object.entries(CALLS).map(([route, call]) => [route, call.roles]),
    );
    const served = Object.fromEntries(
      [...t.app.consoleRoutes].filter(([, roles]) => roles !== 'signed-out'),
    );
    expect(served).toEqual(declared);
    const open = [...t.app.consoleRoutes].filter(([, roles]) => roles === 'signed-out');
    expect(open.map(([route]) => route).sort()).toEqual([...SIGNED_OUT].sort());
  });

  const cases = Object.entries(CALLS).map(([route, call]) => ({ route, ...call }));

  it.each(cases)('$route: 401 without a session', async ({ route, url, body }) => {
    const method = route.split(' ')[0] as Method;
    const res = await consoleCall(t, null, method, filled(url), body);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json<{ message: string }>().message).toMatch(/sign in/i);
  });

  it.each(cases)('$route: each role admitted or refused', async ({ route, roles, url, body }) => {
    const method = route.split(' ')[0] as Method;
    for (const role of ALL) {
      const res = await consoleCall(t, sessions[role], method, filled(url), body);
      if (roles.includes(role)) {
        expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json<{ message: string }>().message).toContain(role);
      }
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it.each(
    cases.filter((call) => call.roles.includes('housekeeping') && call.route.startsWith('GET ')),
  )('$route: tells housekeeping no contact detail and no money', async ({ route, url }) => {
    // Arrivals from the walk guest's day, and the month of their stay: their name shows, nothing more.
    const address = url.includes('/movements')
      ? `${url}?from=${arrivalDay}`
      : url.endsWith('/calendar')
        ? `${filled(url)}?month=${arrivalDay.slice(0, 7)}`
        : filled(url);
    const res = await consoleCall(t, sessions.housekeeping, 'GET', address);
    expect(res.statusCode, route).toBeLessThan(300);
    const text = res.body;
    expect(text).not.toContain(guest.guestEmail);
    expect(text).not.toContain(guest.guestPhone);
    // The person's own address (in /me, /staff) is theirs; nobody else's shows.
    const others = text
      .match(/[\w.+-]+@[\w.-]+/g)
      ?.filter((a) => a !== sessions.housekeeping.email);
    expect(others ?? []).toEqual([]);
    // A photo of a turnover is a JPEG, not JSON: its bytes are checked above.
    if (res.headers['content-type'] === 'image/jpeg') return;
    expect(forbiddenKeys(JSON.parse(text) as unknown).filter((k) => !/^\.email$/.test(k))).toEqual(
      [],
    );
  });
});
