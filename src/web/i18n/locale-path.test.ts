import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale } from './locale-path.ts';

describe('a page’s language is its address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/villa/villa-serenity', 'en', '/villa/villa-serenity'],
    ['/ru/', 'ru', '/'],
    ['/ru', 'ru', '/'],
    ['/ru/villa/villa-serenity', 'ru', '/villa/villa-serenity'],
    ['/de/contact', 'de', '/contact'],
    ['/fr/privacy-policy', 'fr', '/privacy-policy'],
    // Not a language of ours, or not the first part of the path: English, as it is.
    ['/es/villa/x', 'en', '/es/villa/x'],
    ['/en/villa/x', 'en', '/en/villa/x'],
    ['/russia', 'en', '/russia'],
    ['/villa/ru', 'en', '/villa/ru'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('puts the language before the path, and nothing for English', () => {
    expect(localizedPath('ru', '/')).toBe('/ru/');
    expect(localizedPath('de', '/villa/x?checkIn=2027-01-02')).toBe(
      '/de/villa/x?checkIn=2027-01-02',
    );
    expect(localizedPath('en', '/villa/x')).toBe('/villa/x');
  });
});
