/**
 * The languages of the site and of everything a guest receives (issue 39): English, the default,
 * and Russian, German and French. The web's messages (project.inlang/settings.json) list the same
 * four, and a test keeps the two lists equal. A language is offered (served, linked, in the
 * sitemap) only once it is complete: the server's `SITE_LANGUAGES` names those (config.ts).
 */
export const LANGUAGES = ['en', 'ru', 'de', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a guest who reads it looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The address of a site path in a language (issue 39 §2): English at the path itself, the others
 * under their code, '/ru/villa/x'; the home page is '/ru/'. The web's links and the server's
 * sitemap and e-mails write it the same.
 */
export const languagePath = (language: Language, path: string): string =>
  language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
