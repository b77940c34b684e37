import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, listeningNotice, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  APP_BASE_URL: 'https://camppass.example.com',
  DATABASE_URL: 'postgres://app:secret@db:5432/camppass',
  RECAPTCHA_SITE_KEY: 'site',
  RECAPTCHA_SECRET_KEY: 'secret',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SES_REGION: 'us-east-1',
  MAIL_FROM: 'no-reply@camppass.example.com',
  SECOND_FACTOR_KEY: 'k'.repeat(32),
  S3_BUCKET: 'camppass-files',
  S3_REGION: 'us-east-1',
};

const failure = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadConfig', () => {
  it('runs on embedded defaults with no setting at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      appBaseUrl: 'http://localhost:3000',
      productName: 'CampPass',
      database: { kind: 'pglite' },
      trustProxy: false,
    });
    expect(config.database.kind === 'pglite' && config.database.dir).toMatch(/\.data[/\\]db$/);
    expect(config.stripe).toBeUndefined();
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise, and says so', () => {
    const development = loadConfig({});
    expect(development.host).toBe('127.0.0.1');
    expect(listeningNotice(development)).toMatch(/^Listening on 127\.0\.0\.1 only/);
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    expect(listeningNotice(open)).toContain('reachable from other machines, with the development mailbox');
    const live = loadConfig(production);
    expect(live.host).toBe('0.0.0.0');
    expect(listeningNotice(live)).toBe('Listening on 0.0.0.0: reachable from other machines.');
  });

  it('reads the connected accounts’ webhook secret beside the platform’s, only when given', () => {
    expect(loadConfig(production).stripe).not.toHaveProperty('connectWebhookSecret');
    expect(loadConfig({ ...production, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c' }).stripe).toMatchObject({
      webhookSecret: 'whsec_x',
      connectWebhookSecret: 'whsec_c',
    });
  });

  it('derives the base URL from PORT and drops a trailing slash of APP_BASE_URL', () => {
    expect(loadConfig({ PORT: '4100' }).appBaseUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_BASE_URL: 'https://a.example/' }).appBaseUrl).toBe('https://a.example');
  });

  it('treats empty assignments as unset', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: '', DATABASE_URL: ' ' }).database.kind).toBe('pglite');
  });

  it('chooses PostgreSQL when DATABASE_URL is given', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost:5432/db',
      poolSize: 10,
    });
    const sized = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', DATABASE_POOL_SIZE: '12' });
    expect(sized.database).toMatchObject({ poolSize: 12 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names the missing variable of a half-given setting', () => {
    expect(failure({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk' })).toMatch(
      /^STRIPE_WEBHOOK_SECRET is missing/,
    );
    expect(failure({ MAIL_FROM: 'a@b.co' })).toMatch(/^SES_REGION is missing/);
    expect(failure({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(/^S3_BUCKET is missing/);
    expect(failure({ RECAPTCHA_SITE_KEY: 'k' })).toMatch(/^RECAPTCHA_SECRET_KEY is missing/);
    expect(failure({ APPLE_PASS_TYPE_ID: 'pass.com.example', APPLE_TEAM_ID: 'T' })).toMatch(
      /^APPLE_PASS_CERT_FILE is missing/,
    );
    expect(failure({ GOOGLE_WALLET_ISSUER_ID: '3388' })).toMatch(
      /^GOOGLE_WALLET_SERVICE_ACCOUNT_FILE is missing/,
    );
  });

  it('reads the wallet settings only when whole, the files as absolute paths', () => {
    expect(loadConfig({})).not.toHaveProperty('appleWallet');
    const config = loadConfig({
      APPLE_PASS_TYPE_ID: 'pass.com.example.members',
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_PASS_CERT_FILE: 'certs/pass.pem',
      APPLE_PASS_KEY_FILE: 'certs/pass.key',
      APPLE_WWDR_CERT_FILE: 'certs/wwdr.pem',
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: 'certs/wallet.json',
    });
    expect(config.appleWallet).toEqual({
      passTypeIdentifier: 'pass.com.example.members',
      teamIdentifier: 'ABCDE12345',
      certFile: resolve('certs/pass.pem'),
      keyFile: resolve('certs/pass.key'),
      wwdrFile: resolve('certs/wwdr.pem'),
    });
    expect(config.googleWallet).toEqual({
      issuerId: '3388000000012345678',
      serviceAccountFile: resolve('certs/wallet.json'),
    });
  });

  it('names an invalid variable without echoing its value', () => {
    const message = failure({ DATABASE_URL: 'mysql://root:hunter2@x/db' });
    expect(message).toMatch(/^Invalid setting DATABASE_URL/);
    expect(message).not.toContain('hunter2');
    expect(failure({ PORT: 'eighty' })).toMatch(/^Invalid setting PORT/);
  });

  it('accepts a complete production setting', () => {
    const config = loadConfig(production);
    expect(config.s3).toEqual({ bucket: 'camppass-files', region: 'us-east-1' });
    expect(config.ses).toEqual({ region: 'us-east-1', mailFrom: 'no-reply@camppass.example.com' });
  });

  it('refuses in production the embedded defaults that would be unsafe', () => {
    const without = (name: keyof typeof production) => {
      const env: Record<string, string> = { ...production };
      delete env[name];
      return env;
    };
    expect(failure(without('APP_BASE_URL'))).toMatch(/^APP_BASE_URL is required when NODE_ENV=production/);
    expect(failure(without('DATABASE_URL'))).toMatch(/^DATABASE_URL is required/);
    expect(failure({ ...without('RECAPTCHA_SECRET_KEY'), RECAPTCHA_SITE_KEY: '' })).toMatch(
      /^RECAPTCHA_SECRET_KEY is required/,
    );
    const local = { ...production, S3_BUCKET: '', S3_REGION: '' };
    expect(failure(local)).toMatch(/^FILE_SIGNING_SECRET is required/);
    expect(loadConfig({ ...local, FILE_SIGNING_SECRET: 'x'.repeat(32) }).fileSigningSecret).toHaveLength(32);
  });

  it('believes forwarded headers only when TRUST_PROXY says so', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
