/**
 * Issue 39 §4: a page's browser code carries its own language's words alone. Each language has its
 * own browser build (decision 129) with its own manifest (.vite/manifest.json for English,
 * .vite/manifest.<language>.json for the others); no JS file of the English, German or French
 * build may hold a Cyrillic letter, and none of the Russian build a German or French sentence.
 * The one exception is the language picker, which names each language in its own words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

type Language = 'en' | 'ru' | 'de' | 'fr';

/** The picker's names of the languages, each in its own language. */
const LANGUAGE_NAMES = ['Русский'];

/** A few texts of the German and French messages and word tables that only those languages use. */
const GERMAN_AND_FRENCH = [
  'Ortszeit Sri Lanka',
  'Aufenthaltsrabatt',
  'Servicegebühr',
  'Kleinkinder',
  'heure du Sri Lanka',
  'Frais de service',
  'voyageurs supplémentaires',
  'Remise de séjour',
];

function jsFilesOf(webDir: string, language: Language): string[] {
  const name = language === 'en' ? 'manifest.json' : `manifest.${language}.json`;
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', name), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const files = new Set(
    Object.values(manifest)
      .map((entry) => entry.file)
      .filter((file) => file.endsWith('.js')),
  );
  return [...files];
}

const read = (webDir: string, file: string) => readFileSync(path.join(webDir, file), 'utf8');

describe('each language’s browser build carries its own words alone (issue 39 §4)', () => {
  it.each(['en', 'de', 'fr'] as const)('the %s build has no Cyrillic letter', (language) => {
    const webDir = inject('webDir');
    const files = jsFilesOf(webDir, language);
    expect(files.length).toBeGreaterThan(3);
    const found: string[] = [];
    for (const file of files) {
      let text = read(webDir, file);
      for (const name of LANGUAGE_NAMES) text = text.replaceAll(name, '');
      const cyrillic = text.match(/.{0,30}[\u0400-\u04FF]+.{0,10}/gu);
      if (cyrillic) found.push(`${file}: ${cyrillic.slice(0, 3).join(' … ')}`);
    }
    expect(found).toEqual([]);
  });

  it('the Russian build has none of the German and French texts', () => {
    const webDir = inject('webDir');
    const files = jsFilesOf(webDir, 'ru');
    expect(files.length).toBeGreaterThan(3);
    const texts = files.map((file) => read(webDir, file));
    // The check can fail: the Russian build has its own words (its resort-time message).
    expect(texts.some((text) => text.includes('по времени Шри-Ланки'))).toBe(true);
    const found = files.flatMap((file, i) =>
      GERMAN_AND_FRENCH.filter((words) => texts[i]?.includes(words)).map((w) => `${file}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it('the English build has its own words and not the others’', () => {
    const webDir = inject('webDir');
    const texts = jsFilesOf(webDir, 'en').map((file) => read(webDir, file));
    expect(texts.some((text) => text.includes('Sri Lanka time'))).toBe(true);
    const found = GERMAN_AND_FRENCH.filter((words) => texts.some((text) => text.includes(words)));
    expect(found).toEqual([]);
  });
});
