// `npm run check`'s type check and lint on one TypeScript program (decision 107). `tsc --noEmit`
// and the type-aware ESLint rules each built the whole program and checked its types again, about
// 45 s of CPU apiece on a fresh clone: here the program is built and checked once, and ESLint reads
// its types from the same checker. The results are those of `npm run typecheck` and `npm run lint`,
// which stay as they were for a single check.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const CACHE = 'node_modules/.cache';

/** `tsc -p tsconfig.json --noEmit --incremental`, its build info kept where `npm run check` kept it. */
function typeCheck() {
  const configFile = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    { incremental: true, tsBuildInfoFile: `${CACHE}/tsc/tsbuildinfo` },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) },
  );
  if (!configFile) process.exit(2);
  const builder = ts.createIncrementalProgram({
    rootNames: configFile.fileNames,
    options: configFile.options,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(configFile),
    projectReferences: configFile.projectReferences,
  });
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getSemanticDiagnostics(),
  ];
  // With noEmit, this writes the build info only, so the next run checks only what changed.
  builder.emit();
  report(diagnostics);
  return { program: builder.getProgram(), failed: diagnostics.length > 0 };
}

/** @param {readonly ts.Diagnostic[]} diagnostics */
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const host = {
    getCanonicalFileName: (/** @type {string} */ name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  const format = process.stdout.isTTY
    ? ts.formatDiagnosticsWithColorAndContext
    : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, host));
  process.stdout.write(`\nFound ${diagnostics.length} type error(s).\n`);
}

/** `eslint . --cache`, the TypeScript files' types read from `program`. @param {ts.Program} program */
async function lint(program) {
  // ESLint's cache keys each file's result on its configuration written out as JSON, and refuses
  // one that holds functions, as a program does: the program is written out as its name.
  const programs = Object.assign([program], { toJSON: () => 'tsconfig.json' });
  const eslint = new ESLint({
    cache: true,
    cacheLocation: path.join(CACHE, 'eslint/'),
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parserOptions: { projectService: false, programs } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) process.stdout.write(output);
  return results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0);
}

const types = typeCheck();
const lintFailed = await lint(types.program);
if (types.failed || lintFailed) process.exitCode = 1;
