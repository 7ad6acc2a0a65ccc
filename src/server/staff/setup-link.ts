/**
 * The first start (issue 14 §2): with no console account at all, the server prints one line with a
 * one-time link, valid for 24 hours, that creates the owner (as Jenkins and GitLab do). It is
 * written to standard output directly: the request log's filter would hide the token
 * (log-redaction.ts), and this line is meant for whoever starts the server.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { setupLinkIfNoStaff } from './service.ts';

export async function announceSetupLink(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  write: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
): Promise<string | null> {
  const link = await setupLinkIfNoStaff(db, config.publicUrl);
  if (!link) return null;
  write(`No console account yet: open ${link.url} within 24 hours to create the owner's account.`);
  return link.url;
}
