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

/** The server's layer rule (DESIGN.md, Architecture), with a file kind's own patterns after it. */
const serverLayer = (/** @type {{ regex: string, message: string }[]} */ ...more) =>
  layer('The server may import src/domain, never src/web.', ['**/web/**'], '#web/', ...more);

/** Routes parse, call their service and reply: no SQL, schema or repository (decision 069). */
const ROUTE_DATA_ACCESS = ['^drizzle-orm', 'db/schema\\.ts$', 'repository\\.ts$'].map((regex) => ({
  regex,
  message: 'A route calls its service (decision 069): no SQL, schema or repository here.',
}));

/**
 * The server's folders that are not resources: infrastructure, which every resource may import,
 * and the assembly (the console's API, the pages, the health check), which puts resources together
 * and may import any of them.
 */
const SERVER_NOT_RESOURCES = new Set([
  ...['cache', 'db', 'jobs', 'lib', 'mail', 'plugins'],
  ...['console', 'pages', 'health'],
]);
const serverResources = readdirSync(new URL('src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_NOT_RESOURCES.has(entry.name))
  .map((entry) => entry.name);

/** A test may drive another resource's workflow to make the data it needs. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/** SQL lives in repositories (decisions 069, 111): drizzle-orm and the schema are theirs. */
const SQL_OUTSIDE_REPOSITORIES = ['^drizzle-orm', 'db/schema\\.ts$'].map((regex) => ({
  regex,
  message:
    'SQL lives in repositories (decisions 069, 111): call a repository.ts function instead of importing drizzle-orm or the schema.',
}));
const REPOSITORIES = ['src/server/**/repository.ts', 'src/server/**/*-repository.ts'];
/** better-auth's Drizzle adapter is handed the staff tables (decision 069): its set-up. */
const SQL_SET_UP = ['src/server/staff/auth.ts'];

/**
 * A server resource (src/server/<resource>) imports its own files, another resource's repository
 * or other module, the domain and infrastructure, but never another resource's service, plugin or
 * routes (issue 37 §1, decision 112): what one resource offers others lives in a module that is
 * not a service (villas/lookup.ts). Nothing imports the stays seam (decision 101): the workflows
 * that change a stay are reached through the instance (`app.stays`), so the seam stays above the
 * resources it calls. Each kind of file keeps its own rule beside these (a flat config's later
 * entry replaces an option, not adds to it): routes no SQL nor repository, services no SQL.
 */
const ownResourceServicesOnly = (/** @type {string} */ resource) => {
  const message = `src/server/${resource} imports no other resource's service, plugin or routes: import its repository or a module that is not a service (decision 112).`;
  const others = serverResources.filter((name) => name !== resource).join('|');
  // From a resource's file, `../other/` is another resource, as `#server/other/` is.
  const other = `^(#server|\\.\\.)/(${others})/([^/]*-)?(service|plugin|routes)\\.ts$`;
  const seam = `^(#server|\\.\\.)/stays/`;
  const seamMessage = `src/server/${resource} imports nothing of the stays seam: it is reached through app.stays (decision 101).`;
  const refused = resource === 'stays' ? [other] : [other, seam];
  const boundaries = [
    { regex: other, message },
    ...(resource === 'stays' ? [] : [{ regex: seam, message: seamMessage }]),
  ];
  // A lazy `import('...')` too (esquery's regex takes no '/': \u002F).
  const lazy = refused.map((regex) => regex.replaceAll('/', '\\u002F'));
  const rules = (/** @type {{ regex: string, message: string }[]} */ ...more) => ({
    ...serverLayer(...more, ...boundaries),
    'no-restricted-syntax': [
      'error',
      ...lazy.map((regex) => ({
        selector: `ImportExpression > Literal[value=/${regex}/]`,
        message,
      })),
    ],
  });
  const folder = `src/server/${resource}`;
  const routes = [`${folder}/routes.ts`, `${folder}/*-routes.ts`];
  const ignores = TEST_FILES;
  return [
    {
      files: [`${folder}/**`],
      ignores: [...ignores, ...REPOSITORIES, ...SQL_SET_UP],
      rules: rules(...SQL_OUTSIDE_REPOSITORIES),
    },
    {
      files: [
        `${folder}/**/repository.ts`,
        `${folder}/**/*-repository.ts`,
        ...SQL_SET_UP.filter((f) => f.startsWith(folder)),
      ],
      ignores,
      rules: rules(),
    },
    { files: routes, ignores, rules: rules(...ROUTE_DATA_ACCESS) },
  ];
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'drizzle/meta',
      'scratch',
      // Paraglide's compiled messages (npm run i18n).
      'src/web/i18n/paraglide',
      'src/server/i18n/paraglide',
    ],
  },
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
  { files: ['src/server/**'], rules: serverLayer() },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB] }] },
  },
  {
    // A day of the guest's calendar may lie in a month it does not show: on 2026-11-29 a journey
    // waited for 2027-02-01's button, which was not on screen (issue 36 §1). Journeys reach a day
    // through showDay, which pages to it (decision 116; tests/e2e-calendar-days.test.ts).
    files: ['tests/e2e/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: './stay-calendar.ts',
              importNames: ['dayButton'],
              message:
                "A day of the calendar may be in a month not on screen: 'await showDay(page, day)' pages to it and gives its button.",
            },
          ],
          patterns: [CLIMB],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (decisions 069 and 111): a server file that is not one imports no
    // drizzle-orm and no db/schema.ts, and calls a repository's functions instead. Left out:
    // infrastructure (db/, where the migrator and the seed are, jobs/, mail/, cache/, plugins/,
    // lib/) and tests; the migrations themselves are SQL files in drizzle/. The resources' files
    // get it with their boundaries below (ownResourceServicesOnly).
    files: ['src/server/**'],
    ignores: [...TEST_FILES, ...REPOSITORIES, 'src/server/{db,jobs,mail,cache,plugins,lib}/**'],
    rules: serverLayer(...SQL_OUTSIDE_REPOSITORIES),
  },
  {
    // Routes parse, call their service (app.<name>Service) and reply; SQL lives in repositories,
    // which only services call (decision 069). The server's layer rule above still holds here.
    // pages/ holds route plugins by other names (seo.ts, form-posts.ts, console-shell.ts).
    files: ['src/server/**/routes.ts', 'src/server/**/*-routes.ts', 'src/server/pages/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: serverLayer(...ROUTE_DATA_ACCESS),
  },
  ...serverResources.flatMap(ownResourceServicesOnly),
  prettier,
);
