import { createSign } from 'node:crypto';
import type { GoogleWalletSave, WalletPassContent } from '@camppass/core';
import type { GoogleWalletCredentials } from './credentials';

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/** The generic pass class every campground's cards share, created by the save link when missing. */
const GOOGLE_CLASS_SUFFIX = 'camppass_membership';

/** Google's object ids allow letters, digits, `.`, `_` and `-` after the issuer id. */
const objectSuffix = (serial: string) => serial.replace(/[^\w.-]/g, '_');

/** The generic pass object: the card's words, colour, dates and the same signed QR. */
export const googlePassObject = (issuerId: string, content: WalletPassContent) => ({
  id: `${issuerId}.${objectSuffix(content.serialNumber)}`,
  classId: `${issuerId}.${GOOGLE_CLASS_SUFFIX}`,
  state: 'ACTIVE',
  cardTitle: text(content.campgroundName),
  header: text(content.memberName),
  subheader: text(content.membershipTypeName),
  hexBackgroundColor: content.backgroundColor,
  ...(content.logoUrl?.startsWith('https://') ? { logo: { sourceUri: { uri: content.logoUrl } } } : {}),
  barcode: { type: 'QR_CODE', value: content.qrText, alternateText: content.membershipCode },
  validTimeInterval: {
    start: { date: `${content.startDate}T00:00:00Z` },
    end: { date: `${content.endDate}T23:59:59Z` },
  },
  textModulesData: content.fields.map((field) => ({ id: field.key, header: field.label, body: field.value })),
});

/** A JWT signed RS256 with the service account's private key. */
export const signedJwt = (privateKey: string, claims: Readonly<Record<string, unknown>>): string => {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const signingInput = `${header}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(privateKey);
  return `${signingInput}.${base64url(signature)}`;
};

/** A Google Wallet "save" JWT (RS256, signed by the issuer's service account) and its link. */
export const buildGoogleSave = (
  credentials: GoogleWalletCredentials,
  content: WalletPassContent,
  options: { readonly origin: string; readonly nowSeconds: number; readonly development: boolean },
): GoogleWalletSave => {
  const payload = {
    iss: credentials.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: options.nowSeconds,
    origins: [options.origin],
    payload: {
      genericClasses: [{ id: `${credentials.issuerId}.${GOOGLE_CLASS_SUFFIX}` }],
      genericObjects: [googlePassObject(credentials.issuerId, content)],
    },
  };
  const jwt = signedJwt(credentials.privateKey, payload);
  return {
    jwt,
    saveUrl: options.development ? null : `https://pay.google.com/gp/v/save/${jwt}`,
    payload,
  };
};
