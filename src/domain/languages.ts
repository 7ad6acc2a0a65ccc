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
