/**
 * How a message leaves (decision 022): by SMTP when SMTP_URL is set, otherwise as an .eml file in
 * DATA_DIR/outbox, written beside and renamed into place, so nothing is lost and a developer can
 * read it. Every attempt of one outbox row is the same message, with one Message-ID, and the .eml
 * transport overwrites its file.
 */
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './outbox.ts';

/** The domain of an address ('Villas <hello@villas.example>' -> 'villas.example'). */
function domainOf(address: string): string {
  const domain = /@([^>\s]+)/.exec(address)?.[1];
  return domain ?? 'localhost';
}

/** `<outbox-ID@domain>`: RFC 5322's form, unique per outbox row, stable across attempts. */
export const messageIdOf = (id: string, from: string) => `<outbox-${id}@${domainOf(from)}>`;

/** The .eml file of a message: the same name on every attempt, so a resend replaces it. */
export const emlFileName = (m: OutgoingMail) =>
  `${m.queuedAt.toISOString().replace(/[:.]/g, '-')}-${m.id}.eml`;

/** nodemailer's fields of a message; the header fields were made single lines on the way in. */
function mailOptions(m: OutgoingMail, from: string) {
  return {
    from,
    to: m.to,
    replyTo: m.replyTo ? { name: m.replyTo.name, address: m.replyTo.address } : undefined,
    subject: m.subject,
    text: m.text,
    html: m.html ?? undefined,
    messageId: messageIdOf(m.id, from),
    attachments: m.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** The sender of the outbox's messages: SMTP, .eml files, or (tests, no folder) nothing. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string | null;
}): Mailer {
  if (opts.smtpUrl) {
    // Timeouts, so that a send that hangs ends as a failed try instead of holding its row (and
    // renewing its lease) for ever.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 45_000,
    });
    return {
      async send(m) {
        await transport.sendMail(mailOptions(m, opts.from));
      },
    };
  }
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = opts.outboxDir;
  // At start: the half-written files of a process that died while writing go (decision 060).
  const tidied = dir ? removeStalePartials(dir) : Promise.resolve();
  return {
    async send(m) {
      if (!dir) return; // tests: the outbox table is the record
      const info = await fileTransport.sendMail(mailOptions(m, opts.from));
      await tidied;
      await mkdir(dir, { recursive: true });
      // Written beside and renamed into place: a crash mid-write leaves no half message, and a
      // resend of the same row replaces the file instead of adding a second one.
      const file = path.join(dir, emlFileName(m));
      const partial = `${file}.${process.pid}${PARTIAL}`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
  };
}

/** A file being written, named `{message}.eml.{pid}.partial`; renamed to its .eml when whole. */
const PARTIAL = '.partial';
/** No write of one message takes this long: an older partial file is a dead writer's. */
const PARTIAL_STALE_MS = 60_000;

/** Whether process `pid` runs on this machine (signal 0 only asks). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the partial files of the outbox folder that no writer will rename any more: their
 * process is gone (a crash, kill -9), or they are older than any write. Another live process's
 * fresh partial is left alone. Returns how many it removed; a folder not made yet has none.
 */
export async function removeStalePartials(dir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(PARTIAL)) continue;
    const file = path.join(dir, name);
    const pid = Number(path.extname(name.slice(0, -PARTIAL.length)).slice(1));
    try {
      const stale =
        !Number.isInteger(pid) ||
        pid <= 0 ||
        !processAlive(pid) ||
        Date.now() - (await stat(file)).mtimeMs > PARTIAL_STALE_MS;
      if (stale) {
        await unlink(file);
        removed++;
      }
    } catch {
      // Renamed or removed meanwhile by its writer: nothing left to do.
    }
  }
  return removed;
}
