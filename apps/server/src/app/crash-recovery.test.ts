import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SystemClock } from '@camppass/adapter-local';
import { createPostgresPersistence } from '@camppass/adapter-postgres';
import { startStripeApiStub } from '@camppass/adapter-stripe/testing';
import { aPurchaseForm, SAMPLE_FILES } from '@camppass/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/local-server.mjs';
import { loadConfig } from '../config/config';
import { CRASH_STRIPE_SECRET_KEY, crashGateway, crashServerEnv } from '../testing/crash-serve';

// The crash test: the server, a process of its own on the embedded database, is killed with SIGKILL
// while buyers are paying and calling purchase-membership, then started again on the same data. Every
// payment the gateway (the Stripe API stub, which outlives the server) reports as succeeded must have
// its membership after the restarted server's first reconciliation.

const BUYERS = 24;
const SERVE = fileURLToPath(new URL('../testing/crash-serve.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// tsx as a loader, not its CLI: the CLI runs the script in a child process a SIGKILL would not reach.
const tsx = createRequire(join(ROOT, 'package.json')).resolve('tsx');

const dataDir = mkdtempSync(join(tmpdir(), 'camppass-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  readonly child: ChildProcess;
  readonly base: string;
  readonly lines: string[];
  readonly exited: Promise<number | null>;
}

/** Starts the server process and waits until it listens; its stdout lines are kept. */
const startServer = async (stripePort: number, reconcile: boolean, accountId: string): Promise<Started> => {
  const port = (await freePort()) as number;
  const child = spawn(process.execPath, ['--import', tsx, '--conditions=source', SERVE], {
    cwd: ROOT,
    env: {
      ...process.env,
      CRASH_PORT: String(port),
      CRASH_DATA_DIR: dataDir,
      CRASH_STRIPE_PORT: String(stripePort),
      CRASH_RECONCILE: reconcile ? '1' : '0',
      CRASH_ACCOUNT_ID: accountId,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk) => {
      buffer += String(chunk);
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      lines.push(...parts);
      if (parts.includes('ready')) resolve();
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code} before it was ready`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, lines, exited };
};

const lineOf = (server: Started, prefix: string) => {
  const line = server.lines.find((text) => text.startsWith(`${prefix} `));
  if (!line) throw new Error(`The server printed no ${prefix}`);
  return JSON.parse(line.slice(prefix.length + 1));
};

describe('the server killed with SIGKILL during purchases', () => {
  it('has a membership for every payment the gateway reports succeeded after the next reconciliation', async () => {
    const stub = await startStripeApiStub(CRASH_STRIPE_SECRET_KEY);
    try {
      // Pine Valley's payouts account, onboarded at the stub, which outlives the server too.
      const { id: accountId } = await crashGateway(stub.api.port).createConnectedAccount({
        email: 'owner@camppass.test',
        country: 'US',
        businessName: 'Pine Valley',
        metadata: {},
        idempotencyKey: 'crash-pine-valley',
      });
      stub.completeOnboarding(accountId);
      const first = await startServer(stub.api.port, false, accountId);
      const target = lineOf(first, 'campground') as { campgroundId: string; membershipTypeId: string };
      let answered = 0;
      let killed = false;

      const post = (path: string, address: string, body: string | Uint8Array, type = 'application/json') =>
        fetch(`${first.base}/functions/v1/${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': address },
          body,
        }).then(async (res) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> }));

      /** One buyer: uploads, checkout, pays at the gateway, then (most of them) purchase-membership. */
      const buyer = async (n: number) => {
        const address = `203.0.113.${n + 1}`;
        const upload = async (kind: string, bytes: Uint8Array, type: string) => {
          const { json } = await post(`upload-document?kind=${kind}`, address, bytes, type);
          return (json as { data: { uploadId: string } }).data;
        };
        const selfie = await upload('selfie', SAMPLE_FILES.jpeg, 'image/jpeg');
        const signature = await upload('signature', SAMPLE_FILES.png, 'image/png');
        const started = await post(
          'create-payment-intent',
          address,
          JSON.stringify({
            currency: 'usd',
            metadata: { ...target, memberEmail: `crash${n}@camppass.test`, memberName: 'Crash Test' },
            createPaymentIntent: true,
            apiVersion: 'v1',
            purchase: aPurchaseForm({
              email: `crash${n}@camppass.test`,
              // The server runs on the real clock: a stay starting two days from now.
              startDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
              idPhotoUrl: selfie.uploadId,
              signatureDataUrl: signature.uploadId,
            }),
          }),
        );
        const intentId = (started.json as { paymentIntentId?: string }).paymentIntentId;
        if (!intentId)
          throw new Error(`create-payment-intent answered ${started.status} ${JSON.stringify(started.json)}`);
        stub.pay(intentId);
        // A quarter of the browsers die before they call (only reconciliation can fulfil those).
        if (n % 4 === 3) return;
        await post('purchase-membership', address, JSON.stringify({ paymentIntentId: intentId }));
        answered += 1;
        // Killed while the other purchase calls are in flight.
        if (answered === BUYERS / 4 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      };
      // Requests cut by the kill fail; those buyers' payments stand at the gateway all the same.
      const settled = await Promise.allSettled(Array.from({ length: BUYERS }, (_, n) => buyer(n)));
      const reasons = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(killed, reasons.join('\n')).toBe(true);
      expect(await first.exited).toBeNull();

      const paid = stub
        .intents()
        .filter((intent) => intent.status === 'succeeded')
        .map((intent) => intent.id);
      expect(paid.length).toBeGreaterThan(answered);

      const second = await startServer(stub.api.port, true, accountId);
      const report = lineOf(second, 'reconciled') as { failed: number; fulfilled: number };
      expect(report.failed).toBe(0);
      // The buyers who never called and the calls the kill cut: only this reconciliation fulfils those.
      expect(report.fulfilled).toBeGreaterThan(0);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      const config = loadConfig(crashServerEnv(1, dataDir));
      if (config.database.kind !== 'pglite') throw new Error('expected the embedded database');
      const database = await createPostgresPersistence({
        dataDir: config.database.dir,
        clock: new SystemClock(),
      });
      try {
        const rows = await database.sql.query<{ payment_intent_id: string; membership_code: string | null }>(
          `select c.payment_intent_id, m.membership_code from checkouts c
             left join memberships m on m.id = c.membership_id
             left join payments p on p.id = m.payment_id and p.gateway_payment_id = c.payment_intent_id
           where c.status = 'fulfilled' and p.id is not null`,
        );
        expect(rows.map((row) => row.payment_intent_id).sort()).toEqual([...paid].sort());
        expect(new Set(rows.map((row) => row.membership_code)).size).toBe(paid.length);
      } finally {
        await database.close();
      }
    } finally {
      await stub.close();
    }
  }, 180_000);
});
