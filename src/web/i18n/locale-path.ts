/**
 * A page's language is its address (issue 39 §2, decision 129): English at the addresses of
 * today, Russian, German and French under /ru/, /de/ and /fr/ with the same paths after them.
 */
import { languagePath } from '#domain/languages.ts';
import { baseLocale, locales, type Locale } from './paraglide/runtime.js';

/** '' for English, '/ru' for Russian: what a language puts before every path. */
export const localePrefix = (locale: Locale): string => (locale === baseLocale ? '' : `/${locale}`);

const prefixed = new Set<string>(locales.filter((locale) => locale !== baseLocale));

const isLocale = (segment: string): segment is Locale => prefixed.has(segment);

/**
 * The language of a path and the path within it: '/ru/villa/x' is Russian '/villa/x', '/ru/' and
 * '/ru' Russian '/'; any other path English, as it is ('/es/villa/x' too: no such page).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  if (!isLocale(first)) return { locale: baseLocale, path: pathname };
  return { locale: first, path: end === -1 ? '/' : pathname.slice(end) };
}

/** The address of `path` (with its query, if any) in `locale`: the home page is '/ru/'. */
export const localizedPath: (locale: Locale, path: string) => string = languagePath;
