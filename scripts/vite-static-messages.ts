/**
 * Vite plugin for each language's browser build (decision 132): every Paraglide message module
 * exports, in place of its dispatcher, the build language's own function. Paraglide compiles each
 * message to one function per language and a dispatcher that picks one by the locale; with the
 * build's locale fixed (vite.config.ts defines it) the other languages' functions are dead code,
 * but the dispatcher stays, and with it a warning about `options.locale` that a per-language
 * bundle never needs: some 13 bytes of gzip a message, over a hundred messages on a villa's page.
 * After this, `m.site_book_now()` is the Russian build's `() => "Забронировать"` itself.
 *
 * It reads Paraglide's own output (src/web/i18n/paraglide, made by `npm run i18n`), never anything
 * from outside. Should a Paraglide upgrade change that output so a module no longer matches, the
 * build fails here, and tests/vite-static-messages.test.ts says so before any build does.
 */
import type { Plugin } from 'vite';

const MESSAGE_MODULE = /\/i18n\/paraglide\/messages\/(\w+)\.js$/;

/** The module's code with its dispatcher replaced by `locale`'s function; null if not a message. */
export function staticMessage(code: string, id: string, locale: string): string | null {
  const name = MESSAGE_MODULE.exec(id.replaceAll('\\', '/'))?.[1];
  if (!name || name.startsWith('_')) return null;
  const exported = `export const ${name} = `;
  const at = code.indexOf(exported);
  if (at === -1 || !code.includes(`const ${locale}_${name} = `)) {
    throw new Error(`Paraglide's message module ${name} is not as expected: ${id}`);
  }
  return `${code.slice(0, at)}export const ${name} = ${locale}_${name};\n`;
}

export function staticMessages(locale: string): Plugin {
  return {
    name: 'static-messages',
    apply: 'build',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client') return null;
      const changed = staticMessage(code, id, locale);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
