/**
 * Browser journeys need the built site: build it once per run (Vite, about 2 s), so the journeys
 * test exactly what `npm start` serves.
 */
import { execSync } from 'node:child_process';

export default function setup(): void {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
