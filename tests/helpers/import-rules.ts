/**
 * The import rules as eslint.config.js configures them for one file, run on a probe's code: the
 * tests of the house's boundaries (web features, server resources, routes) ask which lines they
 * refuse, so they fail on the config itself rather than on today's code.
 */
import { ESLint, Linter } from 'eslint';

const IMPORT_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

/** The lines of `code` that the import rules configured for `filePath` refuse. */
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
      { files: ['**/*.ts', '**/*.tsx'], languageOptions: { sourceType: 'module' }, rules },
      { filename: filePath },
    )
    .map((message) => message.line);
}
