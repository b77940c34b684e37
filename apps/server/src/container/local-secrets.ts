import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';

/** Keys the embedded adapters need, which production takes from the environment instead. */
export interface LocalSecrets {
  /** Signs links of files kept on local disk. */
  readonly fileSigningSecret: string;
  /** Signs the simulated gateway's webhooks. */
  readonly simulatedWebhookSecret: string;
  /** Seals authenticator secrets and signs remembered-device cookies. */
  readonly secondFactorKey: string;
}

const FILE = 'local-secrets.json';

/**
 * The local secrets under the data directory, created once (owner-readable only) so that links
 * signed before a restart keep working after it. FILE_SIGNING_SECRET and SECOND_FACTOR_KEY, when set, win.
 */
export async function loadLocalSecrets(config: Config): Promise<LocalSecrets> {
  const path = join(config.dataDir, FILE);
  let stored: Partial<LocalSecrets> = {};
  try {
    stored = JSON.parse(await readFile(path, 'utf8')) as Partial<LocalSecrets>;
  } catch {
    stored = {};
  }
  const secrets: LocalSecrets = {
    fileSigningSecret: stored.fileSigningSecret ?? randomBytes(32).toString('base64url'),
    simulatedWebhookSecret: stored.simulatedWebhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
    secondFactorKey: stored.secondFactorKey ?? randomBytes(32).toString('base64url'),
  };
  if (
    stored.fileSigningSecret !== secrets.fileSigningSecret ||
    stored.simulatedWebhookSecret !== secrets.simulatedWebhookSecret ||
    stored.secondFactorKey !== secrets.secondFactorKey
  ) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ...secrets,
    ...(config.fileSigningSecret ? { fileSigningSecret: config.fileSigningSecret } : {}),
    ...(config.secondFactorKey ? { secondFactorKey: config.secondFactorKey } : {}),
  };
}
