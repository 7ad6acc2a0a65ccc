/**
 * A real SMTP server in the test process (smtp-server on 127.0.0.1, a free port): it receives what
 * the app sends through nodemailer and parses each message with mailparser, so tests read the
 * mail a guest's program would read. It can go down and come back on the same port.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO): who the message really went to. */
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The message's header lines as they arrived. */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** Stops listening: connections are refused until `start` again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Answers RCPT TO for this address with `code` (451: try later; 550: refused). */
  refuse(address: string, code: number): void;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, number>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = refused.get(address.address);
        if (!code) return callback();
        const error = Object.assign(new Error(`${address.address} refused for the test`), {
          responseCode: code,
        });
        return callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw: raw.toString('utf8'),
              });
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });
  let server = make();
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = make();
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start,
    refuse: (address, code) => void refused.set(address, code),
  };
}
