import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticMessage } from '#scripts/vite-static-messages.ts';

const MESSAGES = 'src/web/i18n/paraglide/messages';

/** Runs a transformed module's code and returns what its message says (its imports stubbed). */
function say(code: string, name: string, inputs: Record<string, unknown> = {}): string {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(`export const ${name} = `, `return `)
    .replace(/^export /gm, '');
  const registry = {
    plural: (locale: string, n: unknown) => new Intl.PluralRules(locale).select(Number(n)),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own compiled messages
  const make = new Function('registry', body) as (
    given: typeof registry,
  ) => (inputs: unknown) => string;
  return make(registry)(inputs);
}

describe("each language's build keeps its messages alone (decision 132)", () => {
  const read = (name: string) => readFileSync(path.join(MESSAGES, `${name}.js`), 'utf8');

  it("makes each message the build language's own function, dispatcher and warning gone", () => {
    const id = path.resolve(MESSAGES, 'site_book_now.js');
    const russian = staticMessage(read('site_book_now'), id, 'ru') ?? '';
    expect(russian).toMatch(/export const site_book_now = ru_site_book_now;\n$/);
    expect(russian).not.toContain('console.warn');
    expect(say(russian, 'site_book_now')).toBe('Забронировать');
    expect(say(staticMessage(read('site_book_now'), id, 'en') ?? '', 'site_book_now')).toBe(
      'Book Now',
    );
  });

  it('keeps placeholders and plurals working', () => {
    const id = path.resolve(MESSAGES, 'site_rights_reserved.js');
    const german = staticMessage(read('site_rights_reserved'), id, 'de') ?? '';
    expect(say(german, 'site_rights_reserved', { year: 2027, company: 'Villas' })).toBe(
      '© 2027 Villas. Alle Rechte vorbehalten.',
    );
  });

  it('matches every message Paraglide compiled, and leaves other modules alone', () => {
    const names = readdirSync(MESSAGES).filter((f) => f.endsWith('.js') && !f.startsWith('_'));
    expect(names.length).toBeGreaterThan(100);
    for (const file of names) {
      const code = readFileSync(path.join(MESSAGES, file), 'utf8');
      expect(() => staticMessage(code, path.resolve(MESSAGES, file), 'fr'), file).not.toThrow();
    }
    expect(staticMessage('export * from "./x.js"', path.resolve(MESSAGES, '_index.js'), 'fr')).toBe(
      null,
    );
    expect(staticMessage('const a = 1', path.resolve('src/web/main.tsx'), 'fr')).toBe(null);
  });

  it('fails loudly on a message module it does not recognise', () => {
    expect(() =>
      staticMessage('export const x = 1', path.resolve(MESSAGES, 'site_book_now.js'), 'ru'),
    ).toThrow(/not as expected/);
  });
});
