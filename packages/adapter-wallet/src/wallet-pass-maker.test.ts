import { createHash, createPublicKey, createVerify } from 'node:crypto';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSquarePng } from './brand-png';
import { DEVELOPMENT_PASS_TYPE_IDENTIFIER, developmentWalletCredentials } from './credentials';
import { passContent as content } from './testing/pass-content';
import { startApnsStandIn, startGoogleStandIn } from './testing/stand-ins';
import { WalletPassMaker } from './wallet-pass-maker';

let maker: WalletPassMaker;
let credentials: ReturnType<typeof developmentWalletCredentials>;

beforeAll(() => {
  credentials = developmentWalletCredentials('CampPass');
  maker = new WalletPassMaker(options());
});

/** Neither wallet configured: development credentials stand in for both. */
const options = () => ({
  apple: null,
  google: null,
  developmentCredentials: () => credentials,
  origin: 'https://portal.camppass.test',
  now: () => new Date('2026-11-28T12:00:00Z'),
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('Apple Wallet pass', () => {
  it('is a zip of pass.json, images, manifest.json and signature; manifest hashes each file', async () => {
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

  it('names the web service Wallet asks for its updates, and the token it proves itself with', async () => {
    const pass = JSON.parse(text(unzipSync(await maker.applePass(content))['pass.json']));
    expect(pass).toMatchObject({
      webServiceURL: 'https://portal.camppass.test/wallet/apple',
      authenticationToken: content.appleWebService.authenticationToken,
    });
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
    const live = new WalletPassMaker({ ...options(), ...credentials });
    const save = await live.googleSave(content);
    expect(save.saveUrl).toBe(`https://pay.google.com/gp/v/save/${save.jwt}`);
  });

  it('offers the save link when Google is configured, though Apple is not', async () => {
    const googleOnly = new WalletPassMaker({ ...options(), google: credentials.google });
    expect(googleOnly.development).toBe(true);
    const save = await googleOnly.googleSave(content);
    expect(save.saveUrl).toBe(`https://pay.google.com/gp/v/save/${save.jwt}`);
  });
});

describe('Pass updates', () => {
  let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;

  beforeAll(async () => {
    [apns, google] = await Promise.all([
      startApnsStandIn(credentials.apple.signerCert),
      startGoogleStandIn(),
    ]);
  });

  afterAll(() => Promise.all([apns.close(), google.close()]));

  const services = () => ({
    apns: { origin: apns.origin, ca: apns.ca },
    googleTokenUrl: google.tokenUrl,
    googleApiOrigin: google.origin,
  });

  it('pushes to Apple with the configured certificate, and PATCHes Google’s object', async () => {
    const apple = { ...credentials.apple, passTypeIdentifier: 'pass.com.example.members' };
    const configured = new WalletPassMaker({
      ...options(),
      apple,
      google: credentials.google,
      services: services(),
    });

    expect(configured.development).toBe(false);
    expect(configured.applePassTypeIdentifier).toBe('pass.com.example.members');
    expect(Object.fromEntries(await configured.notifyApple(['a1b2', 'c3d4']))).toEqual({
      a1b2: 'sent',
      c3d4: 'sent',
    });
    expect(apns.pushes.map((push) => push.headers['apns-topic'])).toEqual([
      'pass.com.example.members',
      'pass.com.example.members',
    ]);
    expect(await configured.updateGoogle(content)).toBe('updated');
    expect(google.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /token',
      `PATCH /walletobjects/v1/genericObject/${credentials.google.issuerId}.${content.serialNumber}`,
    ]);
  });

  it('skips what is not configured, contacting nobody and making no development keys', async () => {
    const before = { apns: apns.seen.sockets, google: google.seen.sockets };
    let made = 0;
    const development = new WalletPassMaker({
      ...options(),
      developmentCredentials: () => {
        made += 1;
        return credentials;
      },
      services: services(),
    });

    expect(development.development).toBe(true);
    expect(development.applePassTypeIdentifier).toBe(DEVELOPMENT_PASS_TYPE_IDENTIFIER);
    expect(Object.fromEntries(await development.notifyApple(['a1b2', 'c3d4']))).toEqual({
      a1b2: 'skipped',
      c3d4: 'skipped',
    });
    expect(await development.updateGoogle(content)).toBe('skipped');
    expect({ apns: apns.seen.sockets, google: google.seen.sockets }).toEqual(before);
    expect(made).toBe(0);
  });

  it('skips only the wallet that is not configured', async () => {
    const before = apns.seen.sockets;
    const googleOnly = new WalletPassMaker({
      ...options(),
      google: credentials.google,
      services: services(),
    });

    expect(Object.fromEntries(await googleOnly.notifyApple(['a1b2']))).toEqual({ a1b2: 'skipped' });
    expect(apns.seen.sockets).toBe(before);
    expect(await googleOnly.updateGoogle(content)).toBe('updated');
  });
});
