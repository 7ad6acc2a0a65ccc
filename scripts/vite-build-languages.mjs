// The site's browser build, once per language (decision 129): English first (it empties the
// folder, copies public/ and builds the console), then each other language into the same folder,
// with its own manifest (.vite/manifest.<language>.json). A chunk with no text in it (React, the
// router) comes out byte for byte the same in every language, so it is one file, cached once by a
// guest who changes language. vite.config.ts reads SITE_LOCALE for the language of each build.
//
//   node scripts/vite-build-languages.mjs [--outDir dir] [--logLevel level] [--languages en,ru]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({
  options: {
    outDir: { type: 'string' },
    logLevel: { type: 'string' },
    languages: { type: 'string' },
  },
});

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
const languages = values.languages ? values.languages.split(',') : settings.locales;
const unknown = languages.filter((language) => !settings.locales.includes(language));
if (unknown.length > 0) throw new Error(`Unknown languages: ${unknown.join(', ')}`);
// English always, and first.
const ordered = [settings.baseLocale, ...languages.filter((l) => l !== settings.baseLocale)];

for (const language of ordered) {
  process.env.SITE_LOCALE = language;
  await build({
    ...(values.logLevel ? { logLevel: values.logLevel } : {}),
    ...(values.outDir ? { build: { outDir: values.outDir } } : {}),
  });
}
