import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { developmentWalletCredentials, type GoogleWalletCredentials } from './credentials';
import { buildGoogleSave } from './google-save';
import { GoogleObjectUpdates } from './google-update';
import { passContent as content } from './testing/pass-content';
import { closedPort, startGoogleStandIn } from './testing/stand-ins';

let google: GoogleWalletCredentials;
let standIn: Awaited<ReturnType<typeof startGoogleStandIn>>;
let clock: { now: Date };

beforeAll(async () => {
  google = { ...developmentWalletCredentials('CampPass').google, issuerId: '3388000000012345678' };
  standIn = await startGoogleStandIn();
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
  standIn.state.objectStatus.clear();
  standIn.state.tokenStatus = 200;
  standIn.state.silent = false;
  standIn.state.issued = 0;
  clock = { now: new Date('2026-11-28T12:00:00Z') };
});

const updates = (timeoutMs = 5000, endpoints = { tokenUrl: standIn.tokenUrl, apiOrigin: standIn.origin }) =>
  new GoogleObjectUpdates(google, { ...endpoints, timeoutMs }, () => clock.now);

const tokenRequests = () => standIn.requests.filter((request) => request.path === '/token');
const patches = () => standIn.requests.filter((request) => request.method === 'PATCH');
const decoded = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
const OBJECT_PATH = `/walletobjects/v1/genericObject/${'3388000000012345678'}.${content.serialNumber}`;

describe('Google Wallet object updates', () => {
  it('trades an assertion the service account signed for a token, as the JWT bearer grant', async () => {
    await updates().update(content);

    const [request] = tokenRequests();
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.') as [string, string, string];
    expect(decoded(header)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const iat = Date.parse('2026-11-28T12:00:00Z') / 1000;
    expect(decoded(claims)).toEqual({
      iss: google.serviceAccountEmail,
      scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
      aud: standIn.tokenUrl,
      iat,
      exp: iat + 3600,
    });
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(createPublicKey(google.privateKey), Buffer.from(signature, 'base64url'));
    expect(verified).toBe(true);
  });

  it('PATCHes the generic object the save link carries, with the bearer token', async () => {
    expect(await updates().update(content)).toBe('updated');

    const [patch] = patches();
    expect(patch?.path).toBe(OBJECT_PATH);
    expect(patch?.headers.authorization).toBe('Bearer token-1');
    expect(patch?.headers['content-type']).toBe('application/json');
    const save = buildGoogleSave(google, content, {
      origin: 'https://x.test',
      nowSeconds: 0,
      development: false,
    });
    const saved = (save.payload as { payload: { genericObjects: unknown[] } }).payload.genericObjects[0];
    expect(JSON.parse(patch?.body ?? '')).toEqual(saved);
  });

  it('keeps the token for later updates until a minute before it expires', async () => {
    const google = updates();
    await Promise.all([google.update(content), google.update({ ...content, memberName: 'Avery Lake' })]);
    clock.now = new Date('2026-11-28T12:58:59Z');
    await google.update(content);
    expect(tokenRequests()).toHaveLength(1);

    clock.now = new Date('2026-11-28T12:59:01Z');
    await google.update(content);
    expect(tokenRequests()).toHaveLength(2);
    expect(patches().map((patch) => patch.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('answers unknown for an object Google does not have: the member never saved the pass', async () => {
    standIn.state.objectStatus.set(`3388000000012345678.${content.serialNumber}`, 404);

    expect(await updates().update(content)).toBe('unknown');
  });

  it('drops a token Google no longer takes, and asks for a new one next time', async () => {
    const google = updates();
    standIn.state.objectStatus.set(`3388000000012345678.${content.serialNumber}`, 401);
    expect(await google.update(content)).toBe('failed');

    standIn.state.objectStatus.clear();
    expect(await google.update(content)).toBe('updated');
    expect(tokenRequests()).toHaveLength(2);
    expect(patches().at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('fails without a PATCH when no token is given, and asks again next time', async () => {
    const google = updates();
    standIn.state.tokenStatus = 400;
    expect(await google.update(content)).toBe('failed');
    expect(patches()).toEqual([]);

    standIn.state.tokenStatus = 200;
    expect(await google.update(content)).toBe('updated');
    expect(tokenRequests()).toHaveLength(2);
  });

  it('fails when Google fails, cannot be reached or does not answer in time', async () => {
    standIn.state.objectStatus.set(`3388000000012345678.${content.serialNumber}`, 503);
    expect(await updates().update(content)).toBe('failed');

    const closed = `http://127.0.0.1:${await closedPort()}`;
    expect(await updates(5000, { tokenUrl: `${closed}/token`, apiOrigin: closed }).update(content)).toBe(
      'failed',
    );

    const google = updates(300);
    await google.update(content);
    standIn.state.silent = true;
    expect(await google.update(content)).toBe('failed');
  });
});
