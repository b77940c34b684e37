import { createPublicKey, createVerify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentWalletCredentials } from '@camppass/adapter-wallet';
import { CLOCK, WALLET_PASSES, type WalletPassContent } from '@camppass/core';
import { unzipSync } from 'fflate';
import { Container, ContainerModule } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { walletModule } from './wallet-module';

const content: WalletPassContent = {
  serialNumber: 'm-1',
  campgroundName: 'Pine Valley',
  memberName: 'Jamie Rivers',
  membershipTypeName: 'Annual',
  membershipCode: 'CAM-OWN001',
  startDate: '2026-05-01',
  endDate: '2027-04-30',
  fields: [],
  backgroundColor: '#1F5C3A',
  foregroundColor: '#FFFFFF',
  labelColor: '#FFFFFF',
  qrText: 'https://portal.example.com/membership-status/t#pass=1.k.m-1.c.20260501.20270430.1.s',
  qrCaption: 'Scan to check this membership today',
  logoPng: null,
  logoUrl: null,
  description: 'Pine Valley membership',
  appleWebService: { url: 'https://portal.example.com/wallet/apple', authenticationToken: 'a'.repeat(43) },
};

// Stand-ins for an operator's files: a certificate, its key, a WWDR certificate and a service account key.
const dir = mkdtempSync(join(tmpdir(), 'camppass-wallet-'));
const made = developmentWalletCredentials('Issued');
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
let env: Record<string, string>;

beforeAll(() => {
  env = {
    APP_BASE_URL: 'https://portal.example.com',
    APPLE_PASS_TYPE_ID: 'pass.com.example.members',
    APPLE_TEAM_ID: 'ABCDE12345',
    APPLE_PASS_CERT_FILE: file('pass.pem', made.apple.signerCert),
    APPLE_PASS_KEY_FILE: file('pass.key', made.apple.signerKey),
    APPLE_WWDR_CERT_FILE: file('wwdr.pem', made.apple.wwdr),
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: file(
      'wallet.json',
      JSON.stringify({
        client_email: 'passes@example.iam.gserviceaccount.com',
        private_key: made.google.privateKey,
      }),
    ),
  };
});

const walletOf = (environment: Record<string, string>) => {
  const container = new Container();
  container.load(
    new ContainerModule(({ bind }) => {
      bind(CLOCK).toConstantValue({ now: () => new Date('2026-11-28T12:00:00Z') });
    }),
    walletModule(loadConfig(environment)),
  );
  return container.get(WALLET_PASSES);
};

describe('wallet module', () => {
  it('signs with the configured files: no development note, a real save link', async () => {
    const wallet = walletOf(env);
    expect(wallet.development).toBe(false);
    const files = unzipSync(await wallet.applePass(content));
    const pass = JSON.parse(new TextDecoder().decode(files['pass.json']));
    expect([pass.passTypeIdentifier, pass.teamIdentifier]).toEqual([
      'pass.com.example.members',
      'ABCDE12345',
    ]);
    expect(files.signature?.byteLength).toBeGreaterThan(500);
    const save = await wallet.googleSave(content);
    expect(save.saveUrl).toBe(`https://pay.google.com/gp/v/save/${save.jwt}`);
    expect(save.payload).toMatchObject({
      iss: 'passes@example.iam.gserviceaccount.com',
      origins: [env.APP_BASE_URL],
    });
    const [header, body, signature] = save.jwt.split('.') as [string, string, string];
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${body}`)
      .verify(createPublicKey(made.google.privateKey), Buffer.from(signature, 'base64url'));
    expect(verified).toBe(true);
  });

  it('stands in development credentials for what is not configured, and says so', async () => {
    const wallet = walletOf({});
    expect(wallet.development).toBe(true);
    expect((await wallet.googleSave(content)).saveUrl).toBeNull();
  });

  it('stops at start, naming the variable, when a file cannot be read or is no service account key', () => {
    expect(() => walletOf({ ...env, APPLE_PASS_KEY_FILE: join(dir, 'missing.key') })).toThrow(
      new ConfigError(`APPLE_PASS_KEY_FILE names a file that cannot be read: ${join(dir, 'missing.key')}.`),
    );
    const notAKey = file('not-a-key.json', '{"type":"authorized_user"}');
    expect(() => walletOf({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: notAKey })).toThrow(
      /^GOOGLE_WALLET_SERVICE_ACCOUNT_FILE is not a service account key file/,
    );
  });
});
