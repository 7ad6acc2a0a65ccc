/**
 * A villa's own words in Russian, German and French (issue 39 §1): saved by the team in the
 * console and read back, bad input refused in words with nothing written, the roles of a villa
 * edit, the summary of what is missing, and the public answers in a language (`?lang=`) with the
 * English where a translation is missing. The public answers are asked around each save, so a
 * stale read cache would fail the test.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import type { VillaTexts, VillaTextsAnswer, VillaTextsMissing } from '#domain/villa-texts.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, villaTexts } from '../db/schema.ts';

describe.each(engines)('villa texts in other languages on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  let villa: Villa;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    manager = await signedInAs(t, 'manager');
    housekeeping = await signedInAs(t, 'housekeeping');
    villa = await json<Villa>('/api/villas/villa-ahangama');
  });
  afterAll(async () => {
    await t.close();
  });

  async function json<T>(url: string): Promise<T> {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }
  const textsUrl = (language: string, id = villa.id) =>
    `/api/console/villas/${id}/texts/${language}`;
  const read = async (language: string) => {
    const res = await consoleCall(t, manager, 'GET', textsUrl(language));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VillaTextsAnswer>();
  };
  /** The Russian of every text but the subtitle and the first highlight, from the English. */
  const russianFor = (answer: VillaTextsAnswer): VillaTexts => ({
    subtitle: '',
    description: 'Вилла на берегу океана в Ахангаме.',
    locationDescription: 'Рядом с лучшими местами для серфинга.',
    highlights: answer.english.highlights.map((_, index) =>
      index === 0 ? '' : `Особенность ${index + 1}`,
    ),
    included: answer.english.included.map((_, index) => `Включено ${index + 1}`),
    onRequest: answer.english.onRequest.map((_, index) => `По запросу ${index + 1}`),
    amenities: answer.english.amenities.map((_, index) => `Удобство ${index + 1}`),
    houseRules: answer.english.houseRules.map((_, index) => `Правило ${index + 1}`),
    photoAlts: Object.fromEntries(
      answer.english.photos.map((photo, index) => [photo.id, `Фото ${index + 1}`]),
    ),
  });

  it('saves a language and reads it back, the missing texts named, the edit audited', async () => {
    const empty = await read('ru');
    expect(empty).toMatchObject({ villaId: villa.id, villaName: villa.name, language: 'ru' });
    expect(empty.english.subtitle).toBe(villa.subtitle);
    expect(empty.english.photos.map((photo) => photo.src)).toEqual(villa.images);
    expect(empty.missing).toContain('subtitle');
    expect(empty.missing).toContain(`photoAlts.${empty.english.photos[0]?.id}`);

    const texts = russianFor(empty);
    const res = await consoleCall(t, manager, 'PUT', textsUrl('ru'), texts, {
      'if-match': `"${empty.version}"`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<VillaTextsAnswer>();
    expect(saved.texts).toEqual(texts);
    expect(saved.missing).toEqual(['subtitle', 'highlights.0']);
    expect(res.headers.etag).toBe(`"${saved.version}"`);
    expect(await read('ru')).toEqual(saved);
    // Another language is its own.
    expect((await read('de')).texts.description).toBe('');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `villa:${villa.id}`), eq(auditLog.actorId, manager.id)));
    expect(entry).toMatchObject({ action: 'villa.update' });
    expect(entry?.after).toMatchObject({ language: 'ru', description: texts.description });

    // A save on the version read before is refused: someone saved meanwhile.
    const late = await consoleCall(t, owner, 'PUT', textsUrl('ru'), texts, {
      'if-match': `"${empty.version}"`,
    });
    expect(late.statusCode).toBe(412);
    expect(late.json<ApiError>().message).toMatch(/^Someone else saved this villa's texts/);
  });

  it('answers the public villa in Russian, English where a translation is missing', async () => {
    const english = await json<Villa>('/api/villas/villa-ahangama');
    const answer = await read('ru');
    const russian = await json<Villa>('/api/villas/villa-ahangama?lang=ru');
    expect(russian.description).toBe(answer.texts.description);
    expect(russian.subtitle).toBe(english.subtitle);
    expect(russian.highlights[0]).toBe(english.highlights[0]);
    expect(russian.highlights.slice(1)).toEqual(answer.texts.highlights.slice(1));
    expect(russian.houseRules[0]).toEqual({
      icon: english.houseRules[0]?.icon,
      rule: 'Правило 1',
    });
    expect(russian.photos[0]).toEqual({ src: english.photos[0]?.src, alt: 'Фото 1' });
    expect(russian.name).toBe(english.name);
    expect(russian.price).toBe(english.price);

    const byId = await json<Villa>(`/api/villas/${villa.id}?lang=ru`);
    expect(byId.description).toBe(answer.texts.description);
    const list = await json<Villa[]>('/api/villas?lang=ru');
    expect(list.find((v) => v.id === villa.id)?.description).toBe(answer.texts.description);
    const search = await json<Paged<Villa>>('/api/villas/search?lang=ru&q=ahangama');
    expect(search.content.find((v) => v.id === villa.id)?.description).toBe(
      answer.texts.description,
    );
    // English, asked or not, is the villa's own.
    expect(await json<Villa>('/api/villas/villa-ahangama?lang=en')).toEqual(english);
    expect(english.description).not.toBe(answer.texts.description);
    // A language with no texts is the English.
    expect(await json<Villa>('/api/villas/villa-ahangama?lang=fr')).toEqual(english);
  });

  it('drops the cached answers in the language when its texts are saved', async () => {
    const before = await json<Villa>('/api/villas/villa-ahangama?lang=ru');
    const listBefore = await json<Villa[]>('/api/villas?lang=ru');
    const englishBefore = await json<Villa>('/api/villas/villa-ahangama');
    const answer = await read('ru');
    const res = await consoleCall(t, owner, 'PUT', textsUrl('ru'), {
      ...answer.texts,
      subtitle: 'Тихий дом у океана',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await json<Villa>('/api/villas/villa-ahangama?lang=ru');
    expect(after.subtitle).toBe('Тихий дом у океана');
    expect(before.subtitle).not.toBe(after.subtitle);
    const listAfter = await json<Villa[]>('/api/villas?lang=ru');
    expect(listAfter.find((v) => v.id === villa.id)?.subtitle).toBe('Тихий дом у океана');
    expect(listBefore.find((v) => v.id === villa.id)?.subtitle).not.toBe('Тихий дом у океана');
    expect(await json<Villa>('/api/villas/villa-ahangama')).toEqual(englishBefore);
  });

  it('refuses an unknown language in words', async () => {
    for (const url of [
      '/api/villas?lang=es',
      '/api/villas/villa-ahangama?lang=es',
      '/api/villas/search?lang=xx',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ApiError>().message, url).toContain('lang must be one of en, ru, de, fr');
    }
    const res = await consoleCall(t, manager, 'GET', textsUrl('es'));
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toContain(
      'language must be ru (Russian), de (German) or fr (French)',
    );
  });

  it('refuses bad texts in words and writes nothing', async () => {
    const answer = await read('de');
    const count = async () =>
      (await t.database.db.select().from(villaTexts).where(eq(villaTexts.language, 'de'))).length;
    const before = await count();
    const tooLong = await consoleCall(t, manager, 'PUT', textsUrl('de'), {
      ...answer.texts,
      subtitle: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiError>().message).toContain('at most 200 characters');
    const shortList = await consoleCall(t, manager, 'PUT', textsUrl('de'), {
      ...answer.texts,
      amenities: ['WLAN'],
    });
    expect(shortList.statusCode).toBe(400);
    expect(shortList.json<ApiError>().message).toBe(
      `The villa has ${answer.english.amenities.length} amenities in English but 1 were sent: give one for each, in their order.`,
    );
    const missingField = await consoleCall(t, manager, 'PUT', textsUrl('de'), { subtitle: 'x' });
    expect(missingField.statusCode).toBe(400);
    const noVilla = await consoleCall(t, manager, 'GET', textsUrl('de', 'a'.repeat(24)));
    expect(noVilla.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('lets the owner and the manager in, as a villa edit does, and no one else', async () => {
    const answer = await read('fr');
    const denied = await consoleCall(t, housekeeping, 'PUT', textsUrl('fr'), answer.texts);
    expect(denied.statusCode).toBe(403);
    expect((await consoleCall(t, housekeeping, 'GET', textsUrl('fr'))).statusCode).toBe(403);
    expect(
      (await consoleCall(t, housekeeping, 'GET', '/api/console/villas/texts/missing')).statusCode,
    ).toBe(403);
    expect((await consoleCall(t, null, 'GET', textsUrl('fr'))).statusCode).toBe(401);
    const byOwner = await consoleCall(t, owner, 'PUT', textsUrl('fr'), {
      ...answer.texts,
      description: 'Une villa au bord de l’océan, à Ahangama.',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });

  it('sums up, per language, which villas miss which texts', async () => {
    const summary = (
      await consoleCall(t, manager, 'GET', '/api/console/villas/texts/missing')
    ).json<VillaTextsMissing>();
    expect(summary.languages.map((entry) => entry.language)).toEqual(['ru', 'de', 'fr']);
    const ru = summary.languages[0];
    const answer = await read('ru');
    expect(ru?.villas.find((v) => v.id === villa.id)?.missing).toEqual(answer.missing);
    const de = summary.languages[1];
    expect(de?.villas.find((v) => v.id === villa.id)?.missing).toEqual((await read('de')).missing);
    expect(de?.missing).toBe(de?.villas.reduce((sum, v) => sum + v.missing.length, 0));
    expect(ru?.missing).toBeLessThan(de?.missing ?? 0);
  });
});
