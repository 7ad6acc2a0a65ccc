/**
 * `npm run payhere:local`: the whole card payment flow on this machine (issue 38 §5). Starts the
 * fake PayHere the tests use (tests/helpers/fake-payhere.ts) on 127.0.0.1:4010, then the site
 * (`npm start`'s build and server) configured for it, so a guest's "Pay by card" goes to the
 * fake's checkout, its notification comes back to this server, and the reconciliation and card
 * refunds ask the fake's APIs. The owner still turns card payment on in the console (Payments,
 * Payment settings). Stop both with Ctrl+C.
 */
import { spawn } from 'node:child_process';
import { startFakePayHere } from '#tests/helpers/fake-payhere.ts';

/** A sandbox account of our own: the fake checks the site's signatures with it, as PayHere would. */
const ACCOUNT = {
  merchantId: '1211149',
  merchantSecret: 'a-local-merchant-secret-for-the-fake',
  appId: 'local-app',
  appSecret: 'a-local-app-secret-for-the-fake',
};
const FAKE_PORT = Number(process.env.PAYHERE_LOCAL_PORT ?? 4010);

const fake = await startFakePayHere({ ...ACCOUNT, port: FAKE_PORT });
console.info(`Fake PayHere on ${fake.url} (checkout, notifications, retrieval and refunds).`);

const server = spawn('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
server.on('exit', (code) => {
  if (code !== 0) {
    void fake.close().then(() => process.exit(code ?? 1));
    return;
  }
  const site = spawn('node', ['dist/server/server.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PAYHERE_MERCHANT_ID: ACCOUNT.merchantId,
      PAYHERE_MERCHANT_SECRET: ACCOUNT.merchantSecret,
      PAYHERE_APP_ID: ACCOUNT.appId,
      PAYHERE_APP_SECRET: ACCOUNT.appSecret,
      PAYHERE_BASE_URL: fake.url,
    },
  });
  console.info(
    'Card payment is configured: turn it on in the console, Payments, Payment settings, "Guests may pay by card online".',
  );
  const stop = () => site.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  site.on('exit', (siteCode) => {
    void fake.close().then(() => process.exit(siteCode ?? 0));
  });
});
