import type { CoreConfig } from '../config';
import { fromBase64Url, toBase64Url } from '../shared/card-pass-signature';
import { deriveKey } from '../shared/derived-keys';

/** Apple Wallet's web service for our passes, under the portal's origin (pass.json `webServiceURL`). */
export const WALLET_SERVICE_PATH = '/wallet/apple';

const encoder = new TextEncoder();
const tokenKey = (config: Pick<CoreConfig, 'secondFactorKey'>) =>
  deriveKey(config.secondFactorKey, 'wallet pass', { name: 'HMAC', hash: 'SHA-256' });

/**
 * The pass's `authenticationToken`: an HMAC of its serial number (the membership's id) under a key
 * derived from the configuration, so nothing is stored and only the pass's holder can present it.
 */
export const walletPassToken = async (
  config: Pick<CoreConfig, 'secondFactorKey'>,
  serialNumber: string,
): Promise<string> => {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    await tokenKey(config),
    encoder.encode(serialNumber),
  );
  return toBase64Url(new Uint8Array(mac));
};

/** Whether `token` is the pass's token, compared in constant time by Web Crypto's verify. */
export const walletPassTokenHolds = async (
  config: Pick<CoreConfig, 'secondFactorKey'>,
  serialNumber: string,
  token: string,
): Promise<boolean> => {
  const mac = fromBase64Url(token);
  if (mac?.length !== 32) return false;
  return globalThis.crypto.subtle.verify('HMAC', await tokenKey(config), mac, encoder.encode(serialNumber));
};
