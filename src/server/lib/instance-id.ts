/**
 * A name for this app instance, unique among those sharing a database: it says which instance holds
 * a background job (job-runner.ts) and which one sent a cache notification (cache/instance-sync.ts),
 * so an instance ignores its own. Host and process id make it readable in `background_jobs`; the
 * random part keeps two apps in one process (tests) apart.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
