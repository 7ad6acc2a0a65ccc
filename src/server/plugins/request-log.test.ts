import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

async function logsOf(level: string, requests: { method?: 'GET' | 'POST'; url: string }[]) {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    logController: new OneLinePerRequest(),
  });
  app.get('/ok', () => ({ ok: true }));
  app.get('/boom', () => {
    throw new Error('database gone');
  });
  for (const request of requests) await app.inject(request);
  await app.close();
  return lines.filter((l) => l.msg !== 'Server listening' && !l.msg.startsWith('Route '));
}

describe('request log', () => {
  it('logs one info line per request with method, URL, status and time', async () => {
    const lines = await logsOf('info', [{ url: '/ok?x=1' }, { method: 'POST', url: '/nope' }]);
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(completed[0]?.responseTime).toBeTypeOf('number');
    expect(completed[1]).toMatchObject({
      req: { method: 'POST', url: '/nope' },
      res: { statusCode: 404 },
    });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('still logs errors at error level', async () => {
    const lines = await logsOf('info', [{ url: '/boom' }]);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.some((l) => l.err?.message === 'database gone')).toBe(true);
  });

  it('logs "incoming request" too at debug level', async () => {
    const lines = await logsOf('debug', [{ url: '/ok' }]);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
