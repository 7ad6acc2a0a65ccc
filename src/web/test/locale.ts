/**
 * A component test in another language: what the test renders after `inLocale('ru')` speaks
 * Russian, and the next test English again. (In the browser a page's language is fixed by its
 * build, on the server by its address: decision 129.)
 */
import { onTestFinished } from 'vitest';
import { baseLocale, setLocale, type Locale } from '../i18n/paraglide/runtime.js';

export function inLocale(locale: Locale): void {
  void setLocale(locale, { reload: false });
  onTestFinished(() => void setLocale(baseLocale, { reload: false }));
}
