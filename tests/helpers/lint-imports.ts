/**
 * The lines of a probe file that the import rules eslint.config.js configures for its path refuse:
 * what the tests of the house's import rules (web features, server layers, routes) ask. Only those
 * rules run, without type information, so a probe needs no real file; TypeScript's parser reads
 * `import type` and JSX too.
 */
import { ESLint, Linter } from 'eslint';
import { parser } from 'typescript-eslint';

const IMPORT_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

export async function refusedLines(filePath: string, code: string): Promise<number[]> {
  const config = (await new ESLint().calculateConfigForFile(filePath)) as Linter.Config;
  const rules = Object.fromEntries(
    IMPORT_RULES.flatMap((name) => {
      const setting = config.rules?.[name];
      return setting === undefined ? [] : [[name, setting]];
    }),
  );
  return new Linter()
    .verify(
      code,
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
          parser,
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules,
      },
      { filename: filePath },
    )
    .map((message) => message.line);
}
