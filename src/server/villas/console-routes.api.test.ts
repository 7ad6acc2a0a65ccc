/**
 * The villas the team keeps in the console (issue 15 §2): a new villa with a unique slug, every
 * field edited, a rename whose old address keeps working, bad input refused with words a person
 * reads and nothing written, unpublished villas absent from every public answer, and the order the
 * site shows. The public answers are asked twice around each write, so that a stale read cache
 * would fail the test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type {
  ConsoleVilla,
  ConsoleVillaSummary,
  VillaContentInput,
} from '#domain/schemas/console-villas.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, villaSlugs, villas } from '../db/schema.ts';
import { villaContentOf } from '#tests/helpers/villa-content.ts';

describe.each(engines)('the console villas on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    manager = await signedInAs(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ url });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const publicSlugs = async (url = '/api/villas') =>
    (await json<Villa[]>(url)).map((villa) => villa.slug);

  let counter = 0;
  /** A new villa of a name no other test uses (unless told the name). */
  async function newVilla(name = `Villa Test ${engine} ${++counter}`): Promise<ConsoleVilla> {
    const res = await consoleCall(t, manager, 'POST', '/api/console/villas', {
      name,
      location: 'Mirissa, Sri Lanka',
      guests: 6,
      bedrooms: 3,
      bathrooms: 2,
      baseRateCents: 38_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ConsoleVilla>();
  }
  const publish = async (id: string, published = true) => {
    const res = await consoleCall(t, owner, 'PUT', `/api/console/villas/${id}/published`, {
      published,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConsoleVilla>();
  };
  const save = (villa: ConsoleVilla, change: Partial<VillaContentInput>) =>
    consoleCall(t, manager, 'PUT', `/api/console/villas/${villa.id}`, {
      ...villaContentOf(villa),
      ...change,
    });

  it('adds a villa unpublished, last, priced at its base rate, with a slug of its name', async () => {
    const before = await json<Villa[]>('/api/villas');
    const villa = await newVilla('Villa Moon Garden');
    expect(villa).toMatchObject({
      slug: 'villa-moon-garden',
      name: 'Villa Moon Garden',
      published: false,
      guests: 6,
      highlights: [],
      formerSlugs: [],
    });
    const list = (await consoleCall(t, owner, 'GET', '/api/console/villas')).json<
      ConsoleVillaSummary[]
    >();
    expect(list.at(-1)?.id).toBe(villa.id);
    const [row] = await t.database.db.select().from(villas).where(eq(villas.id, villa.id));
    expect(row?.pricing).toEqual({
      baseRate: 38_000,
      weekendRate: null,
      minimumNights: 1,
      checkInDays: null,
      seasons: [],
      lengthDiscounts: [],
      extraGuest: null,
    });
    // Nothing public changed: the new villa waits, unpublished.
    expect(await json<Villa[]>('/api/villas')).toEqual(before);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `villa:${villa.id}`));
    expect(entry).toMatchObject({ action: 'villa.create', actorId: manager.id });
  });

  it('gives a second villa of the same name another slug', async () => {
    const first = await newVilla('Villa Twin Palms');
    const second = await newVilla('Villa Twin Palms');
    const third = await newVilla('Villa  Twin   Palms!');
    expect([first.slug, second.slug, third.slug]).toEqual([
      'villa-twin-palms',
      'villa-twin-palms-2',
      'villa-twin-palms-3',
    ]);
  });

  it('edits every field, and the public answers show it at once', async () => {
    const villa = await publish((await newVilla()).id);
    expect((await json<Villa>(`/api/villas/${villa.slug}`)).highlights).toEqual([]);
    const content: VillaContentInput = {
      name: villa.name,
      subtitle: 'Cliffside calm',
      location: 'Mirissa, Sri Lanka',
      description: 'A house on the cliff.\nTwo lines.',
      highlights: ['Whale watching from the deck'],
      amenities: ['Pool', 'Wi-Fi'],
      included: [{ icon: 'wifi', label: 'Fibre Wi-Fi' }],
      onRequest: [{ icon: 'car', label: 'Airport transfer', price: '$80' }],
      size: '300 m²',
      guests: 4,
      bedrooms: 2,
      bathrooms: 2,
      locationDetails: {
        description: 'Above Mirissa bay.',
        nearby: [{ name: 'Mirissa Beach', distance: '5 min', type: 'Beach' }],
        latitude: 5.9483,
        longitude: 80.4716,
      },
      houseRules: [{ icon: 'clock', rule: 'Check-in from 2 PM' }],
      tags: ['Beachfront', 'luxury', 'beachfront'],
      featured: true,
    };
    const res = await save(villa, content);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ConsoleVilla>();
    expect(saved).toMatchObject({ ...content, tags: ['beachfront', 'luxury'], slug: villa.slug });

    const shown = await json<Villa>(`/api/villas/${villa.slug}`);
    expect(shown).toMatchObject({
      ...content,
      tags: ['beachfront', 'luxury'],
      locationDetails: content.locationDetails,
    });
    expect((await json<Villa[]>('/api/villas?featured=true')).map((v) => v.id)).toContain(villa.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'villa.update'));
    expect(entry?.before).toMatchObject({ highlights: [], featured: false });
    expect(entry?.after).toMatchObject({ highlights: ['Whale watching from the deck'] });
  });

  it('renames: a new slug, and the old one still finds the villa', async () => {
    const villa = await publish((await newVilla('Villa Old Name')).id);
    // Cached under the old slug before the rename.
    expect((await json<Villa>('/api/villas/villa-old-name')).name).toBe('Villa Old Name');
    const res = await save(villa, { name: 'Villa New Name' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleVilla>()).toMatchObject({
      slug: 'villa-new-name',
      formerSlugs: ['villa-old-name'],
    });

    for (const ref of ['villa-old-name', 'villa-new-name', villa.id]) {
      const found = await json<Villa>(`/api/villas/${ref}`);
      expect(found).toMatchObject({ id: villa.id, slug: 'villa-new-name', name: 'Villa New Name' });
    }
    expect((await json<Villa>('/api/villas/slug/villa-old-name')).slug).toBe('villa-new-name');
    expect((await get('/api/villas/villa-old-name/availability')).statusCode).toBe(200);
    expect(await publicSlugs()).toContain('villa-new-name');
    expect(await publicSlugs()).not.toContain('villa-old-name');

    // Nobody else can take the old address: it keeps leading to this villa.
    expect((await newVilla('Villa Old Name')).slug).toBe('villa-old-name-2');
    // Back to the first name: the villa takes its old slug back.
    const back = await save(res.json<ConsoleVilla>(), { name: 'Villa Old Name' });
    expect(back.json<ConsoleVilla>()).toMatchObject({
      slug: 'villa-old-name',
      formerSlugs: ['villa-new-name'],
    });
    expect((await json<Villa>('/api/villas/villa-new-name')).slug).toBe('villa-old-name');
  });

  it('refuses bad input with 400, naming the fields, and writes nothing', async () => {
    const villa = await newVilla();
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    const slugsBefore = (await t.database.db.select().from(villaSlugs)).length;
    const cases: [Partial<VillaContentInput> | object, RegExp][] = [
      [{ name: '   ' }, /name is required/],
      [{ highlights: ['Fine', ''] }, /A highlight is required/],
      [{ guests: 0 }, /guests must be at least 1/],
      [{ guests: 2.5 }, /guests must be a whole number/],
      [
        { locationDetails: { ...villa.locationDetails, latitude: 95, longitude: 80 } },
        /latitude must be between -90 and 90/,
      ],
      [
        { locationDetails: { ...villa.locationDetails, latitude: 6, longitude: null } },
        /Give both the latitude and the longitude, or neither/,
      ],
      [{ included: [{ icon: 'Not An Icon!', label: 'Pool' }] }, /icon must be an icon name/],
      [{ tags: ['fine', 'no/slashes'] }, /A tag must be made of letters/],
      [{ highlights: Array.from({ length: 21 }, (_, i) => `Highlight ${i}`) }, /at most 20/],
      [{ name: 'Line\nbreak' }, /one line of text/],
      [{ price: 100 }, /Unknown field: price/],
    ];
    for (const [change, message] of cases) {
      const res = await save(villa, { name: 'Renamed Meanwhile', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = res.json<ApiError>();
      expect(body.message).toMatch(/^Please check the request body: /);
      expect(body.message).toMatch(message);
      expect(body.issues?.length).toBeGreaterThan(0);
    }
    const created = await consoleCall(t, owner, 'POST', '/api/console/villas', {
      name: 'Villa Free',
      location: 'Galle',
      guests: 2,
      bedrooms: 1,
      bathrooms: 1,
      baseRateCents: 12.5,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<ApiError>().message).toMatch(/whole number of cents/);

    const [row] = await t.database.db.select().from(villas).where(eq(villas.id, villa.id));
    expect(row?.name).toBe(villa.name);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);
    expect((await t.database.db.select().from(villaSlugs)).length).toBe(slugsBefore);
    expect(await publicSlugs()).not.toContain('villa-free');
  });

  it('refuses an edit made on an old version with 412, writes nothing, and takes the new one', async () => {
    const villa = await newVilla();
    const read = await consoleCall(t, owner, 'GET', `/api/console/villas/${villa.id}`);
    expect(read.headers.etag).toBe(`"${villa.version}"`);
    expect(read.json<ConsoleVilla>().version).toBe(villa.version);
    // Publishing and prices are not what the details page edits: the version stays.
    expect((await publish(villa.id)).version).toBe(villa.version);
    const put = (change: Partial<VillaContentInput>, ifMatch: string) =>
      consoleCall(
        t,
        manager,
        'PUT',
        `/api/console/villas/${villa.id}`,
        { ...villaContentOf(villa), ...change },
        { 'if-match': ifMatch },
      );

    const first = await put({ subtitle: 'Saved first' }, `"${villa.version}"`);
    expect(first.statusCode, first.body).toBe(200);
    const theirs = first.json<ConsoleVilla>();
    expect(theirs.version).not.toBe(villa.version);
    expect(first.headers.etag).toBe(`"${theirs.version}"`);

    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    for (const stale of [`"${villa.version}"`, `W/"${theirs.version}"`, 'nonsense', '']) {
      const late = await put({ description: 'Saved second, on what was read before' }, stale);
      expect(late.statusCode, stale).toBe(412);
      expect(late.json<ApiError>().message).toBe(
        'Someone else saved this villa while you were editing it, so your changes were not saved. Reload to see theirs, then make yours again.',
      );
    }
    const [row] = await t.database.db.select().from(villas).where(eq(villas.id, villa.id));
    expect(row).toMatchObject({ subtitle: 'Saved first', description: villa.description });
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);

    // The version read now, or any version (*), or none at all, is taken.
    const second = await put({ description: 'On the new version' }, `"x", "${theirs.version}"`);
    expect(second.statusCode, second.body).toBe(200);
    expect((await put({ size: '400 m²' }, '*')).statusCode).toBe(200);
    expect((await save(villa, { size: '410 m²' })).statusCode).toBe(200);
  });

  it('refuses one of two saves made at once on the same version', async () => {
    const villa = await newVilla();
    const answers = await Promise.all(
      ['One', 'Two'].map((subtitle) =>
        consoleCall(
          t,
          manager,
          'PUT',
          `/api/console/villas/${villa.id}`,
          { ...villaContentOf(villa), subtitle },
          { 'if-match': `"${villa.version}"` },
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 412]);
  });

  it('answers 404 for a villa that does not exist', async () => {
    const res = await consoleCall(t, owner, 'GET', '/api/console/villas/0123456789abcdef01234567');
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().message).toMatch(/There is no villa with this id/);
  });

  it('hides an unpublished villa from every public answer, and refuses its bookings', async () => {
    const { villa, freshStay, bookFreshStay } = await villaWithFreeStays(t.app, 'villa-ahangama');
    // A booking made while it is published stays the guest's to cancel.
    const made = await bookFreshStay();
    expect(made.statusCode, made.body).toBe(201);
    const { id: bookingId, accessToken } = made.json<{ id: string; accessToken: string }>();
    // Asked first, so that the cached answers would show it if the cache kept them.
    expect(await publicSlugs()).toContain(villa.slug);
    await json<Villa>(`/api/villas/${villa.slug}`);

    await publish(villa.id, false);
    expect(await publicSlugs()).not.toContain(villa.slug);
    expect(await publicSlugs('/api/villas?tag=beachfront')).not.toContain(villa.slug);
    const found = await json<Paged<Villa>>('/api/villas/search?q=Ahangama');
    expect(found.content.map((v) => v.slug)).not.toContain(villa.slug);
    for (const url of [
      `/api/villas/${villa.slug}`,
      `/api/villas/${villa.id}`,
      `/api/villas/slug/${villa.slug}`,
      `/api/villas/${villa.id}/availability`,
      `/api/villas/${villa.id}/check-availability?checkIn=${freshStay().checkInDate}&checkOut=${freshStay().checkOutDate}`,
      `/api/reviews/villa/${villa.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const refused = await bookFreshStay();
    expect(refused.statusCode).toBe(404);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { villaId: villa.id, name: 'Guest', rating: 5, comment: 'A lovely stay there.' },
    });
    expect(review.statusCode).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/villa/${villa.slug}<`);
    expect(sitemap).toContain('/villa/villa-river-breeze<');

    // Its guest still reads and cancels the booking.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await publish(villa.id, true);
    expect(await publicSlugs()).toContain(villa.slug);
    expect(sitemap).not.toBe((await get('/sitemap.xml')).body);
  });

  it('keeps the order the team sets, on every public list', async () => {
    const all = (await consoleCall(t, owner, 'GET', '/api/console/villas')).json<
      ConsoleVillaSummary[]
    >();
    const reversed = all.map((villa) => villa.id).reverse();
    // Asked first, so that a list kept by the cache would show the old order.
    await publicSlugs();
    const res = await consoleCall(t, manager, 'PUT', '/api/console/villas/order', {
      ids: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleVillaSummary[]>().map((villa) => villa.id)).toEqual(reversed);
    const shown = all.filter((villa) => villa.published).map((villa) => villa.slug);
    expect(await publicSlugs()).toEqual(shown.reverse());
    const search = await json<Paged<Villa>>('/api/villas/search');
    expect(search.content.map((villa) => villa.slug)).toEqual(
      (await publicSlugs()).slice(0, search.size),
    );

    // An order that leaves a villa out, or names one twice, is refused and changes nothing.
    const stale = await consoleCall(t, manager, 'PUT', '/api/console/villas/order', {
      ids: reversed.slice(1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiError>().message).toMatch(/Reload the page/);
    const twice = await consoleCall(t, manager, 'PUT', '/api/console/villas/order', {
      ids: [reversed[0], ...reversed.slice(0, -1)],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ApiError>().message).toMatch(/each villa once/);
    const after = (await consoleCall(t, owner, 'GET', '/api/console/villas')).json<
      ConsoleVillaSummary[]
    >();
    expect(after.map((villa) => villa.id)).toEqual(reversed);
  });
});
