import { createHash, createPublicKey, createVerify } from 'node:crypto';
import type { WalletPassContent } from '@camppass/core';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandSquarePng } from './brand-png';
import { developmentWalletCredentials } from './credentials';
import { WalletPassMaker } from './wallet-pass-maker';

const content: WalletPassContent = {
  serialNumber: '5b0f1c9e-0000-4000-8000-000000000001',
  campgroundName: 'Pine Hollow',
  memberName: 'Avery Stone',
  membershipTypeName: 'Season Pass',
  membershipCode: 'PH-7Q2K9',
  startDate: '2026-05-01',
  endDate: '2027-04-30',
  fields: [
    { key: 'validFrom', label: 'Valid from', value: '05/01/2026' },
    { key: 'validTo', label: 'Valid to', value: '04/30/2027' },
    { key: 'status', label: 'Status', value: 'Active' },
  ],
  backgroundColor: '#1F5C3A',
  foregroundColor: '#FFFFFF',
  labelColor: '#FFFFFF',
  qrText: 'https://portal.camppass.test/membership-status/tok#pass=1.kid.m.c.20260501.20270430.1.sig',
  qrCaption: 'Scan to check this membership today',
  description: 'Pine Hollow membership',
  logoPng: null,
  logoUrl: null,
};

let maker: WalletPassMaker;
let credentials: ReturnType<typeof developmentWalletCredentials>;

beforeAll(() => {
  credentials = developmentWalletCredentials('CampPass');
  maker = new WalletPassMaker({
    credentials: () => credentials,
    development: true,
    origin: 'https://portal.camppass.test',
    now: () => new Date('2026-11-28T12:00:00Z'),
  });
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('Apple Wallet pass', () => {
  it('is a zip of pass.json, images, manifest.json and signature whose manifest hashes match each file', async () => {
    const files = unzipSync(await maker.applePass(content));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'manifest.json', 'signature']),
    );
    const manifest = JSON.parse(text(files['manifest.json'])) as Record<string, string>;
    const hashed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) {
      expect(manifest[name], name).toBe(
        createHash('sha1')
          .update(files[name] as Uint8Array)
          .digest('hex'),
      );
    }
  });

  it('signs manifest.json with the configured certificate (a detached PKCS #7 signature)', async () => {
    const files = unzipSync(await maker.applePass(content));
    const signature = files.signature as Uint8Array;
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData;
    const signer = message.certificates.map((cert) => forge.pki.certificateToPem(cert));
    expect(signer.map((pem) => pem.replace(/\r/g, ''))).toContain(
      credentials.apple.signerCert.replace(/\r/g, ''),
    );
  });

  it('shows the campground, colours, member, type, dates and the card’s signed QR', async () => {
    const pass = JSON.parse(text(unzipSync(await maker.applePass(content))['pass.json']));
    expect(pass).toMatchObject({
      formatVersion: 1,
      serialNumber: content.serialNumber,
      organizationName: 'Pine Hollow',
      passTypeIdentifier: credentials.apple.passTypeIdentifier,
      backgroundColor: 'rgb(31, 92, 58)',
      foregroundColor: 'rgb(255, 255, 255)',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: content.qrText, altText: 'PH-7Q2K9' }],
    });
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ value: 'Avery Stone' });
    expect(pass.storeCard.secondaryFields.map((f: { value: string }) => f.value)).toEqual([
      'Season Pass',
      'PH-7Q2K9',
    ]);
    expect(pass.storeCard.auxiliaryFields.map((f: { value: string }) => f.value)).toEqual([
      '05/01/2026',
      '04/30/2027',
      'Active',
    ]);
    expect(new Date(pass.expirationDate).toISOString()).toBe('2027-05-01T00:00:00.000Z');
  });

  it('uses the campground’s logo when it has one, and squares of its colours otherwise', async () => {
    const logo = brandSquarePng(40, '#000000', '#FFFFFF');
    const files = unzipSync(await maker.applePass({ ...content, logoPng: logo }));
    expect(files['logo.png']).toEqual(new Uint8Array(logo));
    const plain = unzipSync(await maker.applePass(content));
    expect(plain['logo.png']).toEqual(new Uint8Array(brandSquarePng(50, '#1F5C3A', '#FFFFFF')));
  });
});

describe('Google Wallet save link', () => {
  it('is an RS256 JWT the service account’s key verifies, and a tampered one fails', async () => {
    const { jwt } = await maker.googleSave(content);
    const [header, body, signature] = jwt.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const publicKey = createPublicKey(credentials.google.privateKey);
    const verify = (signed: string) =>
      createVerify('RSA-SHA256').update(signed).verify(publicKey, Buffer.from(signature, 'base64url'));
    expect(verify(`${header}.${body}`)).toBe(true);
    const tampered = Buffer.from(
      Buffer.from(body, 'base64url').toString().replace('Avery Stone', 'Someone Else'),
    ).toString('base64url');
    expect(verify(`${header}.${tampered}`)).toBe(false);
  });

  it('claims a save to wallet by the issuer, with a generic object of the same QR and dates', async () => {
    const { jwt, payload } = await maker.googleSave(content);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());
    expect(claims).toEqual(payload);
    const issuer = credentials.google.issuerId;
    expect(claims).toMatchObject({
      iss: credentials.google.serviceAccountEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Date.parse('2026-11-28T12:00:00Z') / 1000,
      origins: ['https://portal.camppass.test'],
    });
    expect(claims.payload.genericObjects).toEqual([
      expect.objectContaining({
        id: `${issuer}.5b0f1c9e-0000-4000-8000-000000000001`,
        classId: `${issuer}.camppass_membership`,
        hexBackgroundColor: '#1F5C3A',
        barcode: { type: 'QR_CODE', value: content.qrText, alternateText: 'PH-7Q2K9' },
        validTimeInterval: { start: { date: '2026-05-01T00:00:00Z' }, end: { date: '2027-04-30T23:59:59Z' } },
      }),
    ]);
  });

  it('shows the campground’s logo from its public https address', async () => {
    const uri = 'https://portal.camppass.test/functions/v1/campground-files/c/logo-1.png';
    const { payload } = await maker.googleSave({ ...content, logoUrl: uri });
    const objects = (payload as { payload: { genericObjects: { logo?: unknown }[] } }).payload.genericObjects;
    expect(objects[0]?.logo).toEqual({ sourceUri: { uri } });
    const plain = (await maker.googleSave(content)).payload as typeof payload;
    expect(
      (plain as { payload: { genericObjects: { logo?: unknown }[] } }).payload.genericObjects[0],
    ).not.toHaveProperty('logo');
  });

  it('offers no link in development, and the save link with configured credentials', async () => {
    expect((await maker.googleSave(content)).saveUrl).toBeNull();
    const live = new WalletPassMaker({
      credentials: () => credentials,
      development: false,
      origin: 'https://portal.camppass.test',
      now: () => new Date('2026-11-28T12:00:00Z'),
    });
    const save = await live.googleSave(content);
    expect(save.saveUrl).toBe(`https://pay.google.com/gp/v/save/${save.jwt}`);
  });
});
