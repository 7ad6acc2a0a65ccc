// `npm start` builds only when the sources changed since the last build, so a fresh clone builds
// once and later starts are instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'public',
  'vite.config.ts',
  'scripts/vite-console.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-responsive-images.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (inputs.some((input) => newest(input) > built)) {
  console.log('Building the server...');
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
