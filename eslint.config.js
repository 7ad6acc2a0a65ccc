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
const TEST_FILES = ['**/*.test.ts'];

/**
 * Files that still import another resource's service, to go with the stays seam (issue 37): the
 * workflows and followers the seam takes out of bookings, payments, guest messages, turnovers and
 * calendar sync, and the importers of staff/service.ts's `Actor`, which moves to staff/audit.ts.
 * Remove a line when its file stops importing a service; the rule then keeps it so.
 */
const STAYS_SEAM_PENDING = [
  ...['bookings/service.ts', 'bookings/console-service.ts', 'bookings/change-stay.ts'],
  ...['bookings/holds.ts', 'payments/cancellation.ts', 'guest-messages/schedule.ts'],
  ...['turnovers/follow-stays.ts', 'payments/schedule.ts', 'payments/auto-cancel.ts'],
  'calendar-sync/service.ts',
  // `Actor` from staff/service.ts (reviews/service.ts also takes testimonials' MODERATION_MESSAGE).
  ...['calendar-sync/console-service.ts', 'guest-messages/service.ts', 'messages/service.ts'],
  ...['payments/service.ts', 'payments/settings-service.ts', 'reports/service.ts'],
  ...['reviews/service.ts', 'testimonials/service.ts', 'turnovers/service.ts'],
  'villas/pricing-service.ts',
].map((file) => `src/server/${file}`);

/**
 * A server resource (src/server/<resource>) imports its own files, another resource's repository
 * or other module, the domain and infrastructure, but never another resource's service, plugin or
 * routes (issue 37 §1, decision 112): what one resource offers others lives in a module that is
 * not a service (villas/lookup.ts), and a workflow that changes several is the stays seam's.
 */
const ownResourceServicesOnly = (/** @type {string} */ resource) => {
  const message = `src/server/${resource} imports no other resource's service, plugin or routes: import its repository or a module that is not a service (decision 112).`;
  const others = serverResources.filter((name) => name !== resource).join('|');
  // From a resource's file, `../other/` is another resource, as `#server/other/` is.
  const other = `^(#server|\\.\\.)/(${others})/([^/]*-)?(service|plugin|routes)\\.ts$`;
  // A lazy `import('...')` too (esquery's regex takes no '/': \u002F).
  const lazy = other.replaceAll('/', '\\u002F');
  const rules = (/** @type {{ regex: string, message: string }[]} */ ...more) => ({
    ...serverLayer(...more, { regex: other, message }),
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression > Literal[value=/${lazy}/]`, message },
    ],
  });
  const ignores = [...TEST_FILES, ...STAYS_SEAM_PENDING];
  const routes = [`src/server/${resource}/routes.ts`, `src/server/${resource}/*-routes.ts`];
  return [
    { files: [`src/server/${resource}/**`], ignores, rules: rules() },
    // A flat config's later entry replaces an option, not adds to it: the routes' rule again here.
    { files: routes, ignores, rules: rules(...ROUTE_DATA_ACCESS) },
  ];
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
  { files: ['src/server/**'], rules: serverLayer() },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB] }] },
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
