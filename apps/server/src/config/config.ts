import { resolve } from 'node:path';
import { type AutoRenewalSchedule, PUBLIC_POLICY, UPLOAD_POLICY, type UploadBudget } from '@camppass/core';
import { AUTO_RENEWAL_DAYS_BEFORE, AUTO_RENEWAL_RETRY_DAYS } from '@camppass/domain';
import { z } from 'zod';

/** Settings read from the environment once at start; nothing else reads process.env. */
export interface Config {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly port: number;
  /**
   * The interface the server listens on: 127.0.0.1 outside production unless `HOST` says otherwise,
   * since development mode serves live reset links at /dev/mailbox and accepts the `dev-ok` captcha.
   */
  readonly host: string;
  /** Whether the server also runs the background jobs (`JOBS=off` leaves them to `npm run jobs`). */
  readonly runJobs: boolean;
  /** The public origin, without a trailing slash: e-mailed links are built from it, never from Host. */
  readonly appBaseUrl: string;
  readonly productName: string;
  readonly supportEmail: string;
  readonly dataDir: string;
  readonly database:
    | {
        readonly kind: 'postgres';
        readonly url: string;
        /** Connections of this process's pool (DATABASE_POOL_SIZE). */
        readonly poolSize: number;
      }
    | { readonly kind: 'pglite'; readonly dir: string };
  readonly stripe?: {
    readonly secretKey: string;
    readonly publishableKey: string;
    readonly webhookSecret: string;
    /** A second endpoint's secret, for events on connected accounts (STRIPE_CONNECT_WEBHOOK_SECRET). */
    readonly connectWebhookSecret?: string;
  };
  readonly ses?: { readonly region: string; readonly mailFrom: string };
  readonly s3?: { readonly bucket: string; readonly region: string; readonly endpoint?: string };
  readonly recaptcha?: { readonly siteKey: string; readonly secretKey: string };
  /** HMAC key of local file links; generated per data directory in development when unset. */
  readonly fileSigningSecret?: string;
  /** Seals authenticator secrets and signs remembered-device cookies (SECOND_FACTOR_KEY). */
  readonly secondFactorKey?: string;
  /** Partner verifications one API key may make a minute (PARTNER_RATE_LIMIT_PER_MINUTE). */
  readonly partnerRateLimitPerMinute: number;
  /**
   * Bytes of purchase files taken before payment in an hour: per address
   * (UPLOAD_BYTES_PER_ADDRESS_PER_HOUR) and from everyone (UPLOAD_BYTES_PER_HOUR).
   */
  readonly uploadBudget: UploadBudget;
  /**
   * Automatic renewals: days before the end date they are charged (AUTO_RENEWAL_DAYS_BEFORE,
   * default 3) and days after a decline they are retried (AUTO_RENEWAL_RETRY_DAYS, default `1,3,5`).
   */
  readonly autoRenewal: AutoRenewalSchedule;
  /**
   * Apple Wallet passes: the Pass Type ID, team, and PEM files of the pass certificate, its key and
   * Apple's WWDR certificate. Unset, passes are signed with a self-signed certificate phones refuse.
   */
  readonly appleWallet?: {
    readonly passTypeIdentifier: string;
    readonly teamIdentifier: string;
    readonly certFile: string;
    readonly keyFile: string;
    readonly keyPassphrase?: string;
    readonly wwdrFile: string;
  };
  /** Google Wallet save links: the issuer id and the service account's JSON key file. Unset, the payload is shown instead. */
  readonly googleWallet?: { readonly issuerId: string; readonly serviceAccountFile: string };
  /** Whether X-Forwarded-For / X-Forwarded-Proto come from a proxy we run (and may be believed). */
  readonly trustProxy: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const optionalText = z.string().trim().min(1).optional();

/**
 * Connections per server process (postgres.js's own default). Verification lookups are batched, so the
 * pool mostly carries several batches at once; measured in
 * docs/decisions/partner-api-and-verification.md#what-changed-for-verification-speed.
 */
const DEFAULT_POOL_SIZE = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  JOBS: z.enum(['in-process', 'off']).default('in-process'),
  APP_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PRODUCT_NAME: z.string().trim().min(1).default('CampPass'),
  SUPPORT_EMAIL: z.email().default('support@camppass.test'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  SES_REGION: optionalText,
  MAIL_FROM: z.email().optional(),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.url().optional(),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  FILE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECOND_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(PUBLIC_POLICY.verificationsPerApiKey.limit),
  UPLOAD_BYTES_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(UPLOAD_POLICY.budget.bytesPerAddress),
  UPLOAD_BYTES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(2 ** 31 * 1024 - 1)
    .default(UPLOAD_POLICY.budget.bytesForAll),
  APPLE_PASS_TYPE_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_PASS_CERT_FILE: optionalText,
  APPLE_PASS_KEY_FILE: optionalText,
  APPLE_PASS_KEY_PASSPHRASE: optionalText,
  APPLE_WWDR_CERT_FILE: optionalText,
  GOOGLE_WALLET_ISSUER_ID: optionalText,
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: optionalText,
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  AUTO_RENEWAL_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(AUTO_RENEWAL_DAYS_BEFORE),
  AUTO_RENEWAL_RETRY_DAYS: z
    .string()
    .regex(/^\s*\d{1,2}(\s*,\s*\d{1,2}){0,9}\s*$/, 'days after the first decline, e.g. 1,3,5')
    .default(AUTO_RENEWAL_RETRY_DAYS.join(',')),
});
type Env = z.infer<typeof envSchema>;

/**
 * Settings that only work together: naming the first missing one turns a half-given production
 * setting into a message the operator can act on (ARCHITECTURE.md §2).
 */
const GROUPS: readonly {
  readonly what: string;
  readonly required: readonly (keyof Env)[];
  readonly optional?: readonly (keyof Env)[];
}[] = [
  {
    what: 'Stripe payments',
    required: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  { what: 'Amazon SES e-mail', required: ['SES_REGION', 'MAIL_FROM'] },
  { what: 'S3 file storage', required: ['S3_BUCKET', 'S3_REGION'], optional: ['S3_ENDPOINT'] },
  { what: 'reCAPTCHA', required: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] },
  {
    what: 'Apple Wallet passes',
    required: [
      'APPLE_PASS_TYPE_ID',
      'APPLE_TEAM_ID',
      'APPLE_PASS_CERT_FILE',
      'APPLE_PASS_KEY_FILE',
      'APPLE_WWDR_CERT_FILE',
    ],
    optional: ['APPLE_PASS_KEY_PASSPHRASE'],
  },
  { what: 'Google Wallet', required: ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE'] },
];

/**
 * In production every embedded default that would be unsafe is refused: the development captcha
 * accepts a public token, the simulated gateway sells without money, the outbox delivers nothing,
 * and the embedded database lives inside one container.
 */
const PRODUCTION_REQUIRED: readonly { readonly variable: keyof Env; readonly why: string }[] = [
  { variable: 'APP_BASE_URL', why: 'e-mailed links are built from it' },
  { variable: 'DATABASE_URL', why: 'the embedded database is for development' },
  { variable: 'RECAPTCHA_SECRET_KEY', why: 'the development captcha accepts a public token' },
  { variable: 'STRIPE_SECRET_KEY', why: 'the simulated gateway takes no money' },
  { variable: 'SES_REGION', why: 'the development outbox delivers no e-mail' },
  { variable: 'SECOND_FACTOR_KEY', why: 'it seals the authenticator secrets' },
];

/** The wallet settings, each group only when whole (GROUPS has refused a half-given one). */
const walletSettings = (env: Env): Pick<Config, 'appleWallet' | 'googleWallet'> => ({
  ...(env.APPLE_PASS_TYPE_ID &&
  env.APPLE_TEAM_ID &&
  env.APPLE_PASS_CERT_FILE &&
  env.APPLE_PASS_KEY_FILE &&
  env.APPLE_WWDR_CERT_FILE
    ? {
        appleWallet: {
          passTypeIdentifier: env.APPLE_PASS_TYPE_ID,
          teamIdentifier: env.APPLE_TEAM_ID,
          certFile: resolve(env.APPLE_PASS_CERT_FILE),
          keyFile: resolve(env.APPLE_PASS_KEY_FILE),
          wwdrFile: resolve(env.APPLE_WWDR_CERT_FILE),
          ...(env.APPLE_PASS_KEY_PASSPHRASE ? { keyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE } : {}),
        },
      }
    : {}),
  ...(env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE
    ? {
        googleWallet: {
          issuerId: env.GOOGLE_WALLET_ISSUER_ID,
          serviceAccountFile: resolve(env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE),
        },
      }
    : {}),
});

const LOOPBACK = '127.0.0.1';
const ALL_INTERFACES = '0.0.0.0';

/** Reads and validates the configuration; throws ConfigError naming the variable at fault. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): Config {
  // An empty assignment in .env (`STRIPE_SECRET_KEY=`) means unset, as most tools read it.
  const given = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${variable}: ${issue?.message ?? 'invalid value'}.`);
  }
  const env = parsed.data;

  for (const group of GROUPS) {
    const present = [...group.required, ...(group.optional ?? [])].filter((name) => env[name] !== undefined);
    const missing = group.required.find((name) => env[name] === undefined);
    if (present.length > 0 && missing) {
      throw new ConfigError(
        `${missing} is missing: ${group.what} needs ${group.required.join(', ')} together (${present.join(', ')} given).`,
      );
    }
  }

  const production = env.NODE_ENV === 'production';
  if (production) {
    for (const { variable, why } of PRODUCTION_REQUIRED) {
      if (env[variable] === undefined) {
        throw new ConfigError(`${variable} is required when NODE_ENV=production (${why}).`);
      }
    }
    if (!env.S3_BUCKET && !env.FILE_SIGNING_SECRET) {
      throw new ConfigError(
        'FILE_SIGNING_SECRET is required when NODE_ENV=production and files are kept on local disk (no S3_BUCKET).',
      );
    }
  }

  const dataDir = resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (production ? ALL_INTERFACES : LOOPBACK),
    runJobs: env.JOBS === 'in-process',
    appBaseUrl: (env.APP_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: resolve(dataDir, 'db') },
    ...(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_CONNECT_WEBHOOK_SECRET
              ? { connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET }
              : {}),
          },
        }
      : {}),
    ...(env.SES_REGION && env.MAIL_FROM ? { ses: { region: env.SES_REGION, mailFrom: env.MAIL_FROM } } : {}),
    ...(env.S3_BUCKET && env.S3_REGION
      ? {
          s3: {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          },
        }
      : {}),
    ...(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
      ? { recaptcha: { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY } }
      : {}),
    ...(env.FILE_SIGNING_SECRET ? { fileSigningSecret: env.FILE_SIGNING_SECRET } : {}),
    ...(env.SECOND_FACTOR_KEY ? { secondFactorKey: env.SECOND_FACTOR_KEY } : {}),
    ...walletSettings(env),
    partnerRateLimitPerMinute: env.PARTNER_RATE_LIMIT_PER_MINUTE,
    uploadBudget: {
      bytesPerAddress: env.UPLOAD_BYTES_PER_ADDRESS_PER_HOUR,
      bytesForAll: env.UPLOAD_BYTES_PER_HOUR,
      windowSeconds: UPLOAD_POLICY.budget.windowSeconds,
    },
    autoRenewal: {
      daysBefore: env.AUTO_RENEWAL_DAYS_BEFORE,
      retryDays: env.AUTO_RENEWAL_RETRY_DAYS.split(',').map((day) => Number(day.trim())),
    },
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
  };
}

/** Development conveniences (demo data, /dev/mailbox) are on everywhere but production. */
export const isDevelopment = (config: Config): boolean => config.nodeEnv !== 'production';

/** The start-up line that says who can reach the server. */
export const listeningNotice = (config: Config): string =>
  config.host === LOOPBACK || config.host === 'localhost' || config.host === '::1'
    ? `Listening on ${config.host} only: other machines cannot reach it (set HOST=0.0.0.0 to allow them).`
    : `Listening on ${config.host}: reachable from other machines${
        isDevelopment(config) ? ', with the development mailbox, captcha and demo accounts' : ''
      }.`;
