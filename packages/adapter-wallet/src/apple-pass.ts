import type { WalletPassContent } from '@camppass/core';
import { PKPass } from 'passkit-generator';
import { brandSquarePng } from './brand-png';
import type { AppleWalletCredentials } from './credentials';

/** A colour as pass.json takes it: `rgb(r, g, b)`. */
const passColor = (hex: string): string => {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
};

/** The day after the end date, at midnight UTC: the pass greys out once the membership's last day is over. */
const dayAfter = (date: string): Date => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

/** The membership card as a signed Apple Wallet store card. */
export const buildApplePass = async (
  credentials: AppleWalletCredentials,
  content: WalletPassContent,
  words: { readonly member: string; readonly type: string; readonly code: string },
): Promise<Uint8Array> => {
  const icon = (size: number) => brandSquarePng(size, content.backgroundColor, content.foregroundColor);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: credentials.passTypeIdentifier,
    teamIdentifier: credentials.teamIdentifier,
    serialNumber: content.serialNumber,
    organizationName: content.campgroundName,
    description: content.description,
    logoText: content.campgroundName,
    backgroundColor: passColor(content.backgroundColor),
    foregroundColor: passColor(content.foregroundColor),
    labelColor: passColor(content.labelColor),
    storeCard: {},
    webServiceURL: content.appleWebService.url,
    authenticationToken: content.appleWebService.authenticationToken,
  };
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': icon(29),
      'icon@2x.png': icon(58),
      'icon@3x.png': icon(87),
      ...(content.logoPng
        ? { 'logo.png': Buffer.from(content.logoPng), 'logo@2x.png': Buffer.from(content.logoPng) }
        : { 'logo.png': icon(50), 'logo@2x.png': icon(100) }),
    },
    {
      wwdr: credentials.wwdr,
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { signerKeyPassphrase: credentials.signerKeyPassphrase } : {}),
    },
  );
  pass.primaryFields.push({ key: 'member', label: words.member, value: content.memberName });
  pass.secondaryFields.push(
    { key: 'type', label: words.type, value: content.membershipTypeName },
    { key: 'code', label: words.code, value: content.membershipCode },
  );
  pass.auxiliaryFields.push(
    ...content.fields.map((field) => ({ key: field.key, label: field.label, value: field.value })),
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: content.qrText,
    messageEncoding: 'iso-8859-1',
    altText: content.membershipCode,
  });
  pass.setExpirationDate(dayAfter(content.endDate));
  return new Uint8Array(pass.getAsBuffer());
};
