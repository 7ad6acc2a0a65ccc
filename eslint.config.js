// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Beyond one folder up, an import names its place from the root: `#domain/...`, `#server/...`,
 * `#web/...`, `#tests/...`, `#scripts/...` (package.json "imports", decision 070).
 */
const CLIMB = {
  regex: '^\\.\\./\\.\\./',
  message:
    'Import through #domain/, #server/, #web/, #tests/ or #scripts/ instead of climbing two folders or more.',
};

/** Imports run web -> domain and server -> domain only (DESIGN.md, Architecture). */
const layer = (
  /** @type {string} */ message,
  /** @type {string[]} */ group,
  /** @type {string} */ alias,
  /** @type {{ regex: string, message: string }[]} */ ...more
) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group, message }, { regex: `^${alias}`, message }, CLIMB, ...more] },
  ],
});

const webLayer = (/** @type {{ regex: string, message: string }[]} */ ...more) =>
  layer(
    'The web app may import src/domain, never src/server.',
    ['**/server/**'],
    '#server/',
    ...more,
  );

/**
 * A web feature (src/web/features/*, src/web/console/features/*) imports another only through a
 * shared folder: what two features share lives in src/web/components or src/web/lib (the console's
 * in console/components or console/lib), and a page made of several features is put together by
 * its route (src/web/app/routes, the console's app.tsx), which may import any feature.
 */
const webFeatures = ['features', 'console/features'].flatMap((root) =>
  readdirSync(new URL(`src/web/${root}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${root}/${entry.name}`),
);
const ownFeatureOnly = (/** @type {string} */ feature) => {
  const message = `src/web/${feature} imports no other feature: move what they share to a shared folder (components, lib), or put them together in the route.`;
  const alias = `#web/(?!${feature}/)(console/)?features/`;
  // One folder up from a feature's file is the features' folder: `../other/...` is another.
  const sibling = '\\.\\./[^/]+/';
  // A lazy part's `import('...')` too (esquery's regex takes no '/': \u002F).
  const lazy = `(${alias}|${sibling})`.replaceAll('/', '\\u002F');
  return {
    files: [`src/web/${feature}/**`],
    rules: {
      ...webLayer({ regex: `^${alias}`, message }, { regex: `^${sibling}`, message }),
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression > Literal[value=/^${lazy}/]`, message },
      ],
    },
  };
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'drizzle/meta', 'scratch'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify plugins and interface implementations are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // `() => void promise` and `() => set.add(x)` read fine; braces add noise, not safety.
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // `get<Villa>(url)` in a test names the answer it expects; that is the point of the parameter.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-parameters': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: layer(
      'src/domain is pure: it imports nothing from server or web and does no I/O.',
      ['**/server/**', '**/web/**', 'node:*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'react'],
      '#(server|web)/',
    ),
  },
  { files: ['src/web/**'], rules: webLayer() },
  ...webFeatures.map(ownFeatureOnly),
  {
    files: ['src/server/**'],
    rules: layer('The server may import src/domain, never src/web.', ['**/web/**'], '#web/'),
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB] }] },
  },
  {
    // SQL lives in repositories (decisions 069 and 111): a server file that is not one imports no
    // drizzle-orm and no db/schema.ts, and calls a repository's functions instead. Left out:
    // the repositories, infrastructure (db/, where the migrator and the seed are, jobs/, mail/,
    // cache/, plugins/, lib/) and tests; the migrations themselves are SQL files in drizzle/.
    files: ['src/server/**'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/server/**/repository.ts',
      'src/server/**/*-repository.ts',
      'src/server/{db,jobs,mail,cache,plugins,lib}/**',
      // better-auth's Drizzle adapter is handed the staff tables (decision 069): its set-up.
      'src/server/staff/auth.ts',
    ],
    rules: layer(
      'The server may import src/domain, never src/web.',
      ['**/web/**'],
      '#web/',
      ...['^drizzle-orm', 'db/schema\\.ts$'].map((regex) => ({
        regex,
        message:
          'SQL lives in repositories (decisions 069, 111): call a repository.ts function instead of importing drizzle-orm or the schema.',
      })),
    ),
  },
  {
    // Routes parse, call their service (app.<name>Service) and reply; SQL lives in repositories,
    // which only services call (decision 069). The server's layer rule above still holds here.
    // pages/ holds route plugins by other names (seo.ts, form-posts.ts, console-shell.ts).
    files: ['src/server/**/routes.ts', 'src/server/**/*-routes.ts', 'src/server/pages/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(
      'The server may import src/domain, never src/web.',
      ['**/web/**'],
      '#web/',
      ...['^drizzle-orm', 'db/schema\\.ts$', 'repository\\.ts$'].map((regex) => ({
        regex,
        message: 'A route calls its service (decision 069): no SQL, schema or repository here.',
      })),
    ),
  },
  prettier,
);
