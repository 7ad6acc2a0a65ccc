// @vitest-environment node
/**
 * The server's renderer (decisions 010, 031): each render reaches the API through its own
 * transport, so pages rendered at the same time never see each other's data; and the address a
 * page is kept under holds only the query parameters the page reads (decision 030).
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Villa } from '#domain/schemas/villa.ts';
import { createPageRenderer, type Manifest, type RenderResult } from './entry-server.tsx';
import { villaFixture } from './test/villa-fixtures.ts';
import { addDays, resortToday } from '#domain/dates.ts';
import { PAGE_JSON_LD_ATTRIBUTE } from './app/document.tsx';
import { stubFetch } from './test/render.tsx';

const manifest: Manifest = {
  'boot.ts': { file: 'assets/boot.js', isEntry: true, css: ['assets/app.css'] },
};

const renderer = createPageRenderer({
  manifests: { en: manifest },
  publicUrl: 'https://villas.test',
});

function html(result: RenderResult): Promise<string> {
  if (result.kind !== 'page') throw new Error('expected a page');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    result.pipe(sink);
  });
}

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 };

/** One villa's API, answering each call a little later, so that two renders interleave. */
function villaApi(villa: Villa) {
  const answer = stubFetch({
    [`/api/villas/${villa.slug}`]: villa,
    [`/api/villas/${villa.id}/availability`]: { villaId: villa.id, blockedDates: [] },
    '/api/testimonials': {
      ...emptyPage,
      content: [
        {
          id: `t-${villa.id}`,
          name: `A guest of ${villa.name}`,
          location: 'Colombo',
          rating: 5,
          comment: `We loved ${villa.name}.`,
          villaName: villa.name,
          avatar: null,
          date: '2026-01-10T09:00:00.000Z',
          featured: false,
        },
      ],
      totalElements: 1,
      totalPages: 1,
    },
    [`/api/reviews/villa/${villa.id}`]: emptyPage,
  });
  const urls: string[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    urls.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer(url, init);
  };
  return { fetch, urls };
}

describe('server rendering, one request at a time however many at once (decision 031)', () => {
  it('renders two villa pages at once, each with its own data only', async () => {
    const alpha = villaFixture({
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      slug: 'villa-alpha',
      name: 'Villa Alpha',
    });
    const beta = villaFixture({
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      slug: 'villa-beta',
      name: 'Villa Beta',
    });
    const apiA = villaApi(alpha);
    const apiB = villaApi(beta);

    const [pageA, pageB] = await Promise.all([
      renderer.render('/villa/villa-alpha', { fetch: apiA.fetch }).then(html),
      renderer.render('/villa/villa-beta', { fetch: apiB.fetch }).then(html),
    ]);

    // Both renders asked for their villa's calendar, guests' words and reviews (and the footer's
    // villas) while the other ran.
    expect(apiA.urls).toHaveLength(5);
    expect(apiB.urls).toHaveLength(5);
    expect(apiA.urls.every((url) => !url.includes('beta') && !url.includes(beta.id))).toBe(true);
    expect(apiB.urls.every((url) => !url.includes('alpha') && !url.includes(alpha.id))).toBe(true);
    expect(pageA).toContain('Villa Alpha');
    expect(pageA).toContain('A guest of Villa Alpha');
    expect(pageA).not.toContain('Villa Beta');
    expect(pageB).toContain('Villa Beta');
    expect(pageB).toContain('A guest of Villa Beta');
    expect(pageB).not.toContain('Villa Alpha');
  });
});

describe('the address a page is kept under (decision 030)', () => {
  it('holds the path and only the query parameters the page reads, sorted, defaults left out', async () => {
    const address = (url: string) => renderer.pageAddress(url);
    expect(await address('/villa/villa-alpha?utm_source=mail&fbclid=x')).toBe('/villa/villa-alpha');
    expect(await address('/?utm_source=mail')).toBe('/');
    expect(await address('/villas?utm_source=mail&filter=all&q=pool')).toBe('/villas?q=pool');
    expect(await address('/villas?q=pool&filter=luxury')).toBe('/villas?filter=luxury&q=pool');
    expect(await address('/villas?filter=luxury&q=pool')).toBe('/villas?filter=luxury&q=pool');
    expect(await address('/villas?filter=no-such-filter&q=')).toBe('/villas');
    expect(await address('/transport?service=TOUR&request=book&ref=chat')).toBe(
      '/transport?request=book&service=TOUR',
    );
    expect(await address('/transport?request=quote&service=AIRPORT_TRANSFER')).toBe(
      '/transport?request=quote',
    );
    expect(await address('/transport?service=TOUR')).toBe('/transport');
    expect(await address('/no-such-page?x=1')).toBe('/no-such-page');
    // A redirect keeps the query it came with, and is not kept.
    expect(await address('/villas/villa-alpha?ref=chat')).toBeNull();
    // A villa's address carries the stay (issue 39 §2); dates it cannot take render alike.
    expect(
      await address(
        '/villa/villa-alpha?utm_source=x&checkOut=2027-03-05&checkIn=2027-03-01&adults=3',
      ),
    ).toBe('/villa/villa-alpha?adults=3&checkIn=2027-03-01&checkOut=2027-03-05');
    expect(await address('/villa/villa-alpha?checkIn=soon&checkOut=later')).toBe(
      '/villa/villa-alpha?checkIn=invalid',
    );
  });
});

describe("a villa's page from the server", () => {
  const alpha = villaFixture({
    id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    slug: 'villa-alpha',
    name: 'Villa Alpha',
  });
  const start = addDays(resortToday(), 40);
  const end = addDays(start, 3);

  it('fills the booking panel and its price with the stay its address asks for (issue 39 §2)', async () => {
    const page = await renderer
      .render(`/villa/villa-alpha?checkIn=${start}&checkOut=${end}&adults=3`, {
        fetch: villaApi(alpha).fetch,
      })
      .then(html);
    expect(page).toContain('3 nights x $1,450');
    expect(page).not.toContain('The dates in the link');
    const plain = await renderer
      .render('/villa/villa-alpha', { fetch: villaApi(alpha).fetch })
      .then(html);
    expect(plain).not.toContain('3 nights x');
    const unreadable = await renderer
      .render('/villa/villa-alpha?checkIn=invalid', { fetch: villaApi(alpha).fetch })
      .then(html);
    expect(unreadable).toContain('The dates in the link are not dates we can read.');
  });

  it("writes the villa's JSON-LD into the head, once, for the browser to leave there (decision 128)", async () => {
    const page = await renderer
      .render('/villa/villa-alpha', { fetch: villaApi(alpha).fetch })
      .then(html);
    const head = page.slice(0, page.indexOf('</head>'));
    const scripts = head.split('<script type="application/ld+json"').slice(1);
    const own = scripts.filter((script) => script.startsWith(` ${PAGE_JSON_LD_ATTRIBUTE}=""`));
    expect(own).toHaveLength(1);
    expect(own[0]).toContain('"@type":"VacationRental"');
    expect(own[0]).toContain('"name":"Villa Alpha"');
    expect(page.split('"@type":"VacationRental"')).toHaveLength(2);
    // Other pages have none of their own.
    const home = await renderer.render('/', { fetch: villaApi(alpha).fetch }).then(html);
    expect(home).not.toContain(PAGE_JSON_LD_ATTRIBUTE);
  });
});

describe("the footer's villas, on every page", () => {
  it('are the villas the API lists, named as the footer names them, at their addresses', async () => {
    const api = stubFetch({
      '/api/villas': [
        villaFixture({ slug: 'villa-river-mist', name: 'Villa River Mist' }),
        villaFixture({
          slug: 'villa-lagoon',
          name: 'Lagoon Villa',
          location: 'Koggala, Sri Lanka',
        }),
      ],
    });
    const result = await renderer.render('/about', { fetch: (url, init) => api(url, init) });
    expect(result.kind === 'page' && result.status).toBe(200);
    const page = await html(result);
    expect(page).toMatch(/<a[^>]*href="\/villa\/villa-river-mist"[^>]*>Villa River Mist - /);
    expect(page).toMatch(/<a[^>]*href="\/villa\/villa-lagoon"[^>]*>Lagoon Villa - Koggala</);
    expect(page).not.toContain('href="/villa/villa-river-breeze"');
  });

  it('never fail the page: without them it answers 200 with no villa in the footer', async () => {
    const api = stubFetch({
      '/api/villas': () => new Response('{"message":"Down"}', { status: 503 }),
    });
    const result = await renderer.render('/about', { fetch: (url, init) => api(url, init) });
    expect(result.kind === 'page' && result.status).toBe(200);
    expect(await html(result)).not.toMatch(/href="\/villa\//);
  });
});

describe('a page in each language the site offers (issue 39, decision 129)', () => {
  const multilingual = createPageRenderer({
    manifests: {
      en: manifest,
      ru: { 'boot.ts': { file: 'assets/boot-ru.js', isEntry: true, css: ['assets/app.css'] } },
      de: { 'boot.ts': { file: 'assets/boot-de.js', isEntry: true, css: ['assets/app.css'] } },
      fr: { 'boot.ts': { file: 'assets/boot-fr.js', isEntry: true, css: ['assets/app.css'] } },
    },
    publicUrl: 'https://villas.test',
  });
  const alpha = villaFixture({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', slug: 'villa-alpha' });
  /** The words each language's shell says, and no other language does. */
  const SKIP = {
    en: 'Skip to content',
    ru: 'Перейти к содержанию',
    de: 'Zum Inhalt springen',
    fr: 'Aller au contenu',
  } as const;
  const LANGUAGES = Object.keys(SKIP) as (keyof typeof SKIP)[];
  const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

  it('50 renders at once in four languages: each page wholly in its own, with its own build', async () => {
    const pages = ['/', '/villa/villa-alpha', '/contact', '/privacy-policy', '/about'];
    const asked = Array.from({ length: 50 }, (_, index) => ({
      language: LANGUAGES[index % 4] ?? 'en',
      path: pages[index % pages.length] ?? '/',
    }));
    const rendered = await Promise.all(
      asked.map(({ language, path }) =>
        multilingual
          .render(`${prefix(language)}${path}`, { fetch: villaApi(alpha).fetch })
          .then(html),
      ),
    );
    rendered.forEach((page, index) => {
      const { language } = asked[index] ?? { language: 'en' };
      expect(page).toContain(`<html lang="${language}"`);
      expect(page).toContain(SKIP[language]);
      for (const other of LANGUAGES.filter((l) => l !== language)) {
        expect(page).not.toContain(SKIP[other]);
      }
      const boot = language === 'en' ? '/assets/boot.js' : `/assets/boot-${language}.js`;
      expect(page).toContain(`src="${boot}"`);
    });
  });

  it('links each page to itself in every language, for people and for search engines', async () => {
    const page = await multilingual
      .render('/de/villa/villa-alpha?checkIn=2099-01-01&adults=2', { fetch: villaApi(alpha).fetch })
      .then(html);
    expect(page).toContain(
      '<link rel="canonical" href="https://villas.test/de/villa/villa-alpha"/>',
    );
    for (const [language, href] of [
      ['en', 'https://villas.test/villa/villa-alpha'],
      ['ru', 'https://villas.test/ru/villa/villa-alpha'],
      ['de', 'https://villas.test/de/villa/villa-alpha'],
      ['fr', 'https://villas.test/fr/villa/villa-alpha'],
      ['x-default', 'https://villas.test/villa/villa-alpha'],
    ]) {
      expect(page).toContain(`<link rel="alternate" hrefLang="${language}" href="${href}"/>`);
    }
    // The switcher keeps the page and the stay chosen.
    expect(page).toContain('href="/ru/villa/villa-alpha?checkIn=2099-01-01&amp;adults=2"');
    expect(page).toContain('href="/villa/villa-alpha?checkIn=2099-01-01&amp;adults=2"');
  });

  it("sends an address without the home page's slash, a moved page and a language not offered where they belong", async () => {
    const fetch = villaApi(alpha).fetch;
    expect(await multilingual.render('/ru', { fetch })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/ru/',
    });
    expect(await multilingual.render('/fr/villas/villa-alpha?ref=x', { fetch })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fr/villa/villa-alpha?ref=x',
    });
    // English alone offered: /ru/ is no page, in English.
    const english = await renderer.render('/ru/', { fetch });
    expect(english.kind === 'page' && english.status).toBe(404);
    const notFound = await html(english);
    expect(notFound).toContain('<html lang="en"');
    expect(notFound).toContain('Oops! Page not found');
    // An address in a language we do not have: not found, in English, with the four offered.
    const spanish = await multilingual.render('/es/villa/villa-alpha', { fetch });
    expect(spanish.kind === 'page' && spanish.status).toBe(404);
    const links = await html(spanish);
    expect(links).toContain('Oops! Page not found');
    for (const home of ['href="/"', 'href="/ru/"', 'href="/de/"', 'href="/fr/"']) {
      expect(links).toContain(home);
    }
  });
});
