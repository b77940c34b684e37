import { readFileSync } from 'node:fs';
import {
  developmentWalletCredentials,
  googleServiceAccount,
  type WalletCredentials,
  WalletPassMaker,
} from '@camppass/adapter-wallet';
import { CLOCK, WALLET_PASSES } from '@camppass/core';
import { ContainerModule } from 'inversify';
import { type Config, ConfigError } from '../config/config';

const readSetting = (variable: string, path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`${variable} names a file that cannot be read: ${path}.`);
  }
};

/** The configured credentials, read at start so that a wrong path stops the server with its variable's name. */
const configuredCredentials = (config: Config): Partial<WalletCredentials> => {
  const { appleWallet: apple, googleWallet: google } = config;
  let serviceAccount: ReturnType<typeof googleServiceAccount> | null = null;
  if (google) {
    try {
      serviceAccount = googleServiceAccount(
        readSetting('GOOGLE_WALLET_SERVICE_ACCOUNT_FILE', google.serviceAccountFile),
      );
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(
        `GOOGLE_WALLET_SERVICE_ACCOUNT_FILE is not a service account key file (client_email and private_key): ${google.serviceAccountFile}.`,
      );
    }
  }
  return {
    ...(apple
      ? {
          apple: {
            passTypeIdentifier: apple.passTypeIdentifier,
            teamIdentifier: apple.teamIdentifier,
            signerCert: readSetting('APPLE_PASS_CERT_FILE', apple.certFile),
            signerKey: readSetting('APPLE_PASS_KEY_FILE', apple.keyFile),
            wwdr: readSetting('APPLE_WWDR_CERT_FILE', apple.wwdrFile),
            ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
          },
        }
      : {}),
    ...(google && serviceAccount ? { google: { issuerId: google.issuerId, ...serviceAccount } } : {}),
  };
};

/**
 * Wallet passes: the configured Apple and Google credentials, and for what is not configured,
 * development ones made on the first pass (phones refuse them; the portal says so).
 */
export const walletModule = (config: Config) => {
  const configured = configuredCredentials(config);
  return new ContainerModule(({ bind }) => {
    bind(WALLET_PASSES).toResolvedValue(
      (clock) =>
        new WalletPassMaker({
          apple: configured.apple ?? null,
          google: configured.google ?? null,
          developmentCredentials: () => developmentWalletCredentials(config.productName),
          origin: config.appBaseUrl,
          now: () => clock.now(),
        }),
      [CLOCK],
    );
  });
};
