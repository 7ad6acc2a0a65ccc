// @ts-check
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
) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group, message }, { regex: `^${alias}`, message }, CLIMB] },
  ],
});

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
  {
    files: ['src/web/**'],
    rules: layer(
      'The web app may import src/domain, never src/server.',
      ['**/server/**'],
      '#server/',
    ),
  },
  {
    files: ['src/server/**'],
    rules: layer('The server may import src/domain, never src/web.', ['**/web/**'], '#web/'),
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB] }] },
  },
  prettier,
);
