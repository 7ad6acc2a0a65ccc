/**
 * HTTP load with autocannon (programmatic) on loopback: `LOAD_CONNECTIONS` connections for
 * `LOAD_DURATION_SECONDS`, after a short warm-up run whose figures are discarded.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { LOAD_CONNECTIONS, LOAD_DURATION_SECONDS, LOAD_WARMUP_SECONDS } from './budgets.ts';
import type { StayPlan } from './booking-stays.ts';

/**
 * autocannon 9 keeps each response's body as a string, decoding every chunk as UTF-8, for its
 * verifyBody, expectBody and onResponse options (mcollina/autocannon#485). The bench uses none of
 * them. On the villa page's brotli HTML that decoding took two thirds of autocannon's CPU, on two
 * cores it shares with the server, so the page's latency measured the load generator's queue
 * (decision 017). The bench keeps no bodies: byte counts, statuses and timings are unchanged.
 */
function keepNoResponseBodies() {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody?: (data: Buffer) => void };
  };
  if (typeof queue.prototype.addBody !== 'function') {
    console.warn('  autocannon has no addBody to skip any more: response bodies are decoded.');
    return;
  }
  queue.prototype.addBody = () => undefined;
}
keepNoResponseBodies();

export interface LoadTarget {
  /** Shown in the report, e.g. 'GET /api/villas'. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The status every answer must have. */
  expectedStatus: number;
  /** Request headers, e.g. the Accept and Accept-Encoding a browser sends. */
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  expectedStatus: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers with another status than `expectedStatus` (a 200 where 201 was due counts). */
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
  durationSeconds: number;
  /** Set when the run had to end early (the booking plan ran out of free stays). */
  note?: string;
}

interface RunOptions {
  baseUrl: string;
  target: LoadTarget;
  durationSeconds: number;
  /** Gives each request its own body (POST /api/bookings). */
  body?: () => string;
  /** Called every second with the running instance, e.g. to stop it early. */
  onTick?: (instance: autocannon.Instance) => void;
}

function runOnce(options: RunOptions): Promise<autocannon.Result> {
  const { baseUrl, target, durationSeconds, body: makeBody, onTick } = options;
  const headers = {
    ...target.headers,
    ...(makeBody ? { 'content-type': 'application/json' } : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${target.path}`,
        method: target.method,
        connections: LOAD_CONNECTIONS,
        duration: durationSeconds,
        headers,
        ...(makeBody
          ? {
              requests: [
                {
                  method: target.method,
                  path: target.path,
                  // Called for every request autocannon builds: a fresh stay each time.
                  setupRequest: (request: autocannon.Request) => ({ ...request, body: makeBody() }),
                },
              ],
            }
          : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
        else resolve(result);
      },
    );
    if (onTick) instance.on('tick', () => onTick(instance));
  });
}

function summarize(target: LoadTarget, result: autocannon.Result, note?: string): LoadResult {
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCounts[code] = stats.count ?? 0;
  }
  const expected = statusCounts[String(target.expectedStatus)] ?? 0;
  const answered = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    name: target.name,
    expectedStatus: target.expectedStatus,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    unexpectedStatus: answered - expected,
    statusCounts,
    durationSeconds: result.duration,
    ...(note ? { note } : {}),
  };
}

/** A warm-up run, then the measured run. */
export async function loadTest(baseUrl: string, target: LoadTarget): Promise<LoadResult> {
  console.log(`  ${target.name}: ${LOAD_WARMUP_SECONDS} s warm-up, ${LOAD_DURATION_SECONDS} s run`);
  await runOnce({ baseUrl, target, durationSeconds: LOAD_WARMUP_SECONDS });
  const result = await runOnce({ baseUrl, target, durationSeconds: LOAD_DURATION_SECONDS });
  return summarize(target, result);
}

/**
 * A body no handler accepts (400), sent only if the plan of free stays ran out before the run could
 * stop: it shows up as non-2xx answers in the report rather than as a second request for the same
 * dates.
 */
const PLAN_EXHAUSTED_BODY = JSON.stringify({ planExhausted: true });

/**
 * Stops a booking run before its plan of free stays runs out. autocannon ends a stopped run at its
 * next one-second sample, so the run stops while more stays remain than three seconds at the
 * fastest rate seen so far, plus a few per connection.
 */
function stopBeforePlanRunsOut(plan: StayPlan) {
  let usedAtLastTick = plan.used;
  let fastestPerSecond = 0;
  let stoppedEarly = false;
  const onTick = (instance: autocannon.Instance) => {
    fastestPerSecond = Math.max(fastestPerSecond, plan.used - usedAtLastTick);
    usedAtLastTick = plan.used;
    if (!stoppedEarly && plan.remaining() < 3 * fastestPerSecond + 4 * LOAD_CONNECTIONS) {
      stoppedEarly = true;
      instance.stop();
    }
  };
  return { stoppedEarly: () => stoppedEarly, onTick };
}

/** Booking requests, each on its own free stay from `plan`, so every one can be accepted (201). */
export async function bookingLoadTest(
  baseUrl: string,
  target: LoadTarget,
  plan: StayPlan,
): Promise<LoadResult> {
  console.log(`  ${target.name}: ${LOAD_WARMUP_SECONDS} s warm-up, ${LOAD_DURATION_SECONDS} s run`);
  const body = () => {
    const next = plan.next();
    return next ? JSON.stringify(next) : PLAN_EXHAUSTED_BODY;
  };
  const guard = stopBeforePlanRunsOut(plan);
  const run = (durationSeconds: number) =>
    runOnce({ baseUrl, target, durationSeconds, body, onTick: guard.onTick });
  await run(LOAD_WARMUP_SECONDS);
  if (guard.stoppedEarly()) throw new Error('The plan of free stays ran out in the warm-up.');
  const result = await run(LOAD_DURATION_SECONDS);
  const note = guard.stoppedEarly()
    ? `stopped after ${result.duration.toFixed(1)} s: the ${String(plan.capacity)} free stays planned ran low (raise BOOKING_VILLA_COPIES in scripts/bench/index.ts)`
    : undefined;
  return summarize(target, result, note);
}
