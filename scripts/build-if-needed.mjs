// `npm start` builds only when the sources changed since the last build, so a fresh clone builds
// once and later starts are instant. The three parts of `npm run build` run side by side here, and
// the server is compiled without type checking (`tsc --noCheck`, the same output in a third of the
// time): `npm run typecheck` and `npm test` check the types. Images' AVIF and WebP sizes are not
// built: the server makes them when first asked for (decision 066).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'public',
  'vite.config.ts',
  'project.inlang',
  'scripts/vite-build-languages.mjs',
  'scripts/i18n-check.ts',
  'scripts/vite-console.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-responsive-images.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];

/** What `npm run build` does one after another. */
const steps = [
  // tsc compiles TypeScript only: the server's messages (decision 130) are compiled into dist
  // beside it, where dist/server/i18n/messages.js imports them.
  {
    name: 'server',
    command:
      'tsc -p tsconfig.build.json --noCheck && npx paraglide-js compile --silent' +
      ' --project ./src/server/i18n/project.inlang --outdir ./dist/server/i18n/paraglide',
  },
  { name: 'site in each language, and console', command: 'node scripts/vite-build-languages.mjs' },
  { name: 'page renderer', command: 'vite build --ssr' },
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** Runs one step with its output kept, printed when it ends, so the steps' lines do not mix. */
function run({ name, command }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(`npx ${command}`, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n--- ${name} (${command}): ${seconds} s\n${output}`);
      if (code === 0) resolve();
      else reject(new Error(`${command} failed with exit code ${code}`));
    });
  });
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (inputs.some((input) => newest(input) > built)) {
  console.log(`Building the server, the site and its page renderer side by side...`);
  const started = performance.now();
  // The messages first: the site's builds and the page renderer read them compiled.
  await run({ name: 'messages', command: 'npm run i18n --silent' }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  const results = await Promise.allSettled(steps.map(run));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    console.error(failed.reason.message);
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
