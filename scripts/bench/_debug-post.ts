import { mkdtempSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, freePort, tail } from './server.ts';
import { addVillaCopies } from './bench-villas.ts';
import { planStays } from './booking-stays.ts';
import { resortToday } from '../../src/server/villas/service.ts';

const work = mkdtempSync('/tmp/benchdbg/w-');
const dataDir = path.join(work, 'data'); mkdirSync(dataDir);
const log = path.join(work, 'server.log');
const port = await freePort();
let s = await startServer(dataDir, port, log);
await s.stop();
const villas = await addVillaCopies(dataDir, 'villa-river-breeze', 5);
const plan = planStays(villas, resortToday());
s = await startServer(dataDir, port, log);
const one = plan.next();
const r = await fetch(`${s.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(one) });
console.log(r.status, (await r.text()).slice(0, 300));
const inst = autocannon({
  url: `${s.baseUrl}/api/bookings`, method: 'POST', connections: 2, duration: 1, debug: true,
  headers: { 'content-type': 'application/json' },
  requests: [{ method: 'POST', path: '/api/bookings', setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(plan.next()) }) }],
}, (err: unknown, res: autocannon.Result) => { console.log(err, res.errors, res.statusCodeStats, res.requests.total); void s.stop().then(() => console.log(tail(log))); });
