import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * What signs Apple Wallet passes and their update pushes: the Pass Type ID certificate, its key and
 * Apple's WWDR certificate (PEM).
 */
export interface AppleWalletCredentials {
  readonly passTypeIdentifier: string;
  readonly teamIdentifier: string;
  readonly signerCert: string;
  readonly signerKey: string;
  readonly signerKeyPassphrase?: string;
  readonly wwdr: string;
}

/** A Google Wallet issuer and the service account that signs its save links (RS256). */
export interface GoogleWalletCredentials {
  readonly issuerId: string;
  /** The service account's e-mail, the JWT's `iss`. */
  readonly serviceAccountEmail: string;
  /** The service account's private key (PEM, PKCS #8 as in its JSON key file). */
  readonly privateKey: string;
}

/** The fields of a Google service account JSON key file that sign save links. */
export const googleServiceAccount = (
  json: string,
): Pick<GoogleWalletCredentials, 'serviceAccountEmail' | 'privateKey'> => {
  const parsed = JSON.parse(json) as { client_email?: unknown; private_key?: unknown };
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') {
    throw new Error('The Google service account key file has no client_email or private_key.');
  }
  return { serviceAccountEmail: parsed.client_email, privateKey: parsed.private_key };
};

/** The pass type identifier of development passes: no phone accepts it, and no push reaches one. */
export const DEVELOPMENT_PASS_TYPE_IDENTIFIER = 'pass.test.camppass.development';

const rsaKeyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * Development signing, made when first needed: a self-signed certificate standing in for both the
 * Pass Type ID certificate and Apple's WWDR one (phones refuse it), and an RSA key for a Google issuer
 * that does not exist.
 */
export const developmentWalletCredentials = (
  productName: string,
): { readonly apple: AppleWalletCredentials; readonly google: GoogleWalletCredentials } => {
  const apple = rsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(apple.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: `${productName} development pass signer` },
    { name: 'organizationName', value: productName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(apple.privateKey), forge.md.sha256.create());
  const pem = forge.pki.certificateToPem(cert);
  return {
    apple: {
      passTypeIdentifier: DEVELOPMENT_PASS_TYPE_IDENTIFIER,
      teamIdentifier: 'DEVELOPMNT',
      signerCert: pem,
      signerKey: apple.privateKey,
      wwdr: pem,
    },
    google: {
      issuerId: '3388000000000000000',
      serviceAccountEmail: 'wallet-development@camppass.invalid',
      privateKey: rsaKeyPair().privateKey,
    },
  };
};
