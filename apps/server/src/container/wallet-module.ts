import { readFileSync } from 'node:fs';
import {
  developmentWalletCredentials,
  googleServiceAccount,
  type WalletCredentials,
  WalletPassMaker,
} from '@camppass/adapter-wallet';
import { CLOCK, WALLET_PASSES } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { ConfigError } from '../config/config';

const readSetting = (variable: string, path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`${variable} names a file that cannot be read: ${path}.`);
  }
};

/** The configured wallet credentials, a development stand-in for each one not configured. */
const credentialsOf = (config: Config): WalletCredentials => {
  const development =
    config.appleWallet && config.googleWallet ? null : developmentWalletCredentials(config.productName);
  const { appleWallet: apple, googleWallet: google } = config;
  return {
    apple: apple
      ? {
          passTypeIdentifier: apple.passTypeIdentifier,
          teamIdentifier: apple.teamIdentifier,
          signerCert: readSetting('APPLE_PASS_CERT_FILE', apple.certFile),
          signerKey: readSetting('APPLE_PASS_KEY_FILE', apple.keyFile),
          wwdr: readSetting('APPLE_WWDR_CERT_FILE', apple.wwdrFile),
          ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
        }
      : (development?.apple ?? unreachable()),
    google: google
      ? {
          issuerId: google.issuerId,
          ...googleServiceAccount(
            readSetting('GOOGLE_WALLET_SERVICE_ACCOUNT_FILE', google.serviceAccountFile),
          ),
        }
      : (development?.google ?? unreachable()),
  };
};

const unreachable = (): never => {
  throw new Error('wallet credentials: no development stand-in');
};

/** Wallet passes: the configured Apple and Google credentials, or development ones phones refuse. */
export const walletModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(WALLET_PASSES).toResolvedValue(
      (clock) =>
        new WalletPassMaker({
          credentials: () => credentialsOf(config),
          development: !config.appleWallet || !config.googleWallet,
          origin: config.appBaseUrl,
          now: () => clock.now(),
        }),
      [CLOCK],
    );
  });
