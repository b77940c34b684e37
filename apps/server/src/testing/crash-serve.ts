import { Argon2idPasswordHasher } from '@camppass/adapter-local';
import { StripePaymentGateway } from '@camppass/adapter-stripe';
import { PAYMENT_GATEWAY, UNIT_OF_WORK } from '@camppass/core';
import { ReconcileCheckouts } from '@camppass/core/checkout/reconcile-checkouts';
import { seedPublicCampground } from '@camppass/core/testing';
import { USE_CASES } from '../container/core-module';
import { quietServer } from './quiet-server';

// The server as its own process on the embedded database, for the crash test: its card payments go
// to the Stripe API stub the test runs (CRASH_STRIPE_PORT), so what the gateway knows outlives the
// server. The first start seeds Pine Valley; CRASH_RECONCILE=1 runs a reconciliation of every
// pending checkout before listening. Prints `campground {json}`, `reconciled {json}` and `ready`.

export const CRASH_STRIPE_SECRET_KEY = 'sk_test_51CampPassCrashTest';
export const CRASH_STRIPE_WEBHOOK_SECRET = 'whsec_camppass_crash_test';

/** The Stripe adapter against the test's Stripe API stub on `port`. */
export const crashGateway = (port: number) =>
  new StripePaymentGateway({
    secretKey: CRASH_STRIPE_SECRET_KEY,
    webhookSecret: CRASH_STRIPE_WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
  });

/** The environment of the crash test's server: development mode on 127.0.0.1 with Stripe keys. */
export const crashServerEnv = (port: number, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'development',
  PORT: String(port),
  APP_BASE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // Each buyer comes "from" an address of its own, so per-address limits do not stop the load.
  TRUST_PROXY: 'true',
  STRIPE_SECRET_KEY: CRASH_STRIPE_SECRET_KEY,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51CampPassCrashTest',
  STRIPE_WEBHOOK_SECRET: CRASH_STRIPE_WEBHOOK_SECRET,
});

if (process.env.CRASH_PORT) {
  const port = Number(process.env.CRASH_PORT);
  const { container, listen } = await quietServer(crashServerEnv(port, process.env.CRASH_DATA_DIR ?? ''), {
    passwordHasher: new Argon2idPasswordHasher({ cost: { m: 256, t: 1, p: 1 } }),
  });
  const gateway = crashGateway(Number(process.env.CRASH_STRIPE_PORT));
  container.rebind(PAYMENT_GATEWAY).toConstantValue(gateway);
  const uow = container.get(UNIT_OF_WORK);
  const pine = await uow.run(async (repos) => {
    const existing = await repos.campgrounds.findBySlug('pine-valley');
    if (existing)
      return { campground: existing, types: await repos.membershipTypes.listByCampground(existing.id) };
    return seedPublicCampground(repos, {
      campground: { slug: 'pine-valley', name: 'Pine Valley' },
      payouts: false,
    });
  });
  // The account the test onboarded at the stub: Pine Valley's destination charges go to it.
  const account = await gateway.retrieveConnectedAccount(process.env.CRASH_ACCOUNT_ID ?? '');
  if (!account) throw new Error('CRASH_ACCOUNT_ID names no account at the Stripe stub');
  await uow.run((repos) => repos.payoutAccounts.create(pine.campground.id, account, new Date()));
  const line = (text: string) => process.stdout.write(`${text}\n`);
  line(
    `campground ${JSON.stringify({ campgroundId: pine.campground.id, membershipTypeId: pine.types[0]?.id })}`,
  );
  if (process.env.CRASH_RECONCILE === '1') {
    const report = await container.get(USE_CASES)(ReconcileCheckouts).execute({ olderThanMinutes: 0 });
    line(`reconciled ${JSON.stringify(report)}`);
  }
  listen();
}
