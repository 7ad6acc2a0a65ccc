/**
 * The site's texts in the page's language (decision 129): `m.villa_book_now()`. The messages are
 * kept in `messages/{en,ru,de,fr}.json` files beside the code that shows them (the folders are
 * listed in project.inlang/settings.json) and compiled by Paraglide into src/web/i18n/paraglide.
 */
export { m } from './paraglide/messages.js';
export { getLocale, locales, baseLocale, type Locale } from './paraglide/runtime.js';
