import { createHash } from 'node:crypto';
import { FUNCTIONS } from '@camppass/client';
import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs, SOCKET, seedAccount, seedCampground } from '../../testing/http';
import { seedMemberArea } from '../../testing/member-http';
import { type TestApp, testApp } from '../../testing/test-app';

let test: TestApp;
let area: Awaited<ReturnType<typeof seedMemberArea>>;

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const applePath = (membershipId: string) =>
  `/functions/v1/get-membership-apple-pass?membershipId=${membershipId}`;
const googlePath = (membershipId: string) => `get-membership-google-pass?membershipId=${membershipId}`;

const applePass = (membershipId: string, token?: string) =>
  test.app.request(
    applePath(membershipId),
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
    SOCKET,
  );
const googlePass = (membershipId: string, token?: string) =>
  call(test, googlePath(membershipId), { method: 'GET', ...(token ? { token } : {}) });

/** The development answer of get-membership-google-pass, as far as the tests read it. */
interface GoogleAnswer {
  readonly saveUrl: string | null;
  readonly development: boolean;
  readonly payload: {
    readonly aud: string;
    readonly payload: {
      readonly genericObjects: {
        readonly barcode: { readonly value: string };
        readonly validTimeInterval: { readonly start: { readonly date: string } };
        readonly header: { readonly defaultValue: { readonly value: string } };
      }[];
    };
  };
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

beforeEach(async () => {
  test = await testApp();
  area = await seedMemberArea(test);
});

describe('get-membership-apple-pass', () => {
  it('answers the member a .pkpass: a zip whose manifest hashes match pass.json, the images and the signature', async () => {
    const res = await applePass(area.own.id, area.tokens.member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="membership-card-CAM-OWN001.pkpass"',
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
    const manifest = JSON.parse(text(files['manifest.json'])) as Record<string, string>;
    for (const [name, bytes] of Object.entries(files)) {
      if (name === 'manifest.json' || name === 'signature') continue;
      expect(manifest[name], name).toBe(createHash('sha1').update(bytes).digest('hex'));
    }
    expect((files.signature as Uint8Array).byteLength).toBeGreaterThan(500);
  });

  it('carries the campground, the member, the type, the dates and the card’s QR with its signed pass', async () => {
    const res = await applePass(area.own.id, area.tokens.member);
    const pass = JSON.parse(text(unzipSync(new Uint8Array(await res.arrayBuffer()))['pass.json']));
    expect(pass.serialNumber).toBe(area.own.id);
    expect(pass.organizationName).toBe(area.campground.name);
    expect(pass.storeCard.secondaryFields[0].value).toBe('Annual');
    expect(pass.storeCard.auxiliaryFields.slice(0, 2).map((f: { value: string }) => f.value)).toEqual([
      '05/01/2026',
      '04/30/2027',
    ]);
    const [barcode] = pass.barcodes;
    expect(barcode.format).toBe('PKBarcodeFormatQR');
    expect(barcode.message).toMatch(/^https?:\/\/[^/]+\/membership-status\/[^#]+#pass=1\.[\w-]+\./);
    expect(barcode.message).toContain(`.${area.own.id}.${area.campground.id}.20260501.20270430.`);
  });

  it('refuses no token and a bad one (401) and staff (403)', async () => {
    expect((await applePass(area.own.id)).status).toBe(401);
    expect((await applePass(area.own.id, 'not-a-token')).status).toBe(401);
    const staff = await applePass(area.own.id, area.tokens.staff);
    expect([staff.status, ((await staff.json()) as { code: string }).code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answers another member’s membership, for the member, the owner and a super admin, exactly as an unknown one (404)', async () => {
    const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const adminToken = (await loginAs(test, admin, 'superAdmin')).accessToken;
    for (const token of [area.tokens.member, area.tokens.owner, adminToken]) {
      const foreignId = token === area.tokens.member ? area.foreign.id : area.own.id;
      const foreign = await applePass(foreignId, token);
      const unknown = await applePass(UNKNOWN, token);
      const [foreignBody, unknownBody] = [await foreign.text(), await unknown.text()];
      expect([foreign.status, foreignBody]).toEqual([unknown.status, unknownBody]);
      expect([foreign.status, JSON.parse(foreignBody).code]).toEqual([404, 'MEMBERSHIP_NOT_FOUND']);
    }
  });
});

describe('get-membership-google-pass', () => {
  it('answers the member the save payload in development, with the card’s QR and dates, and no link', async () => {
    const res = await googlePass(area.own.id, area.tokens.member);
    expect(res.status, res.body).toBe(200);
    expect(FUNCTIONS['get-membership-google-pass'].response.safeParse(res.json).error?.issues ?? []).toEqual(
      [],
    );
    const { saveUrl, development, payload } = res.json.data as GoogleAnswer;
    expect([saveUrl, development]).toEqual([null, true]);
    expect(payload).toMatchObject({ aud: 'google', typ: 'savetowallet' });
    const object = payload.payload.genericObjects[0];
    if (!object) throw new Error('no generic object');
    expect(object.barcode.value).toContain(`.${area.own.id}.${area.campground.id}.20260501.20270430.`);
    expect(object.validTimeInterval.start.date).toBe('2026-05-01T00:00:00Z');
    expect(object.header.defaultValue.value).not.toBe('');
  });

  it('refuses no token and a bad one (401) and staff (403); another member’s membership answers as an unknown one', async () => {
    expect((await googlePass(area.own.id)).status).toBe(401);
    expect((await googlePass(area.own.id, 'not-a-token')).status).toBe(401);
    const staff = await googlePass(area.own.id, area.tokens.staff);
    expect([staff.status, staff.json.code]).toEqual([403, 'FORBIDDEN']);
    const elsewhere = await seedCampground(test, 'lakeside');
    const owner = await seedAccount(test, {
      email: 'lakeside-owner@camppass.test',
      roles: [{ role: 'owner', campgroundId: elsewhere.id }],
    });
    const ownerToken = (await loginAs(test, owner, 'owner')).accessToken;
    for (const [token, id] of [
      [area.tokens.member, area.foreign.id],
      [area.tokens.owner, area.own.id],
      [ownerToken, area.own.id],
    ] as const) {
      const foreign = await googlePass(id, token);
      const unknown = await googlePass(UNKNOWN, token);
      expect([foreign.status, foreign.body]).toEqual([unknown.status, unknown.body]);
      expect(foreign.status).toBe(404);
    }
  });

  it('answers 50 calls at once, each with the one signing key the first card made', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => googlePass(area.own.id, area.tokens.member)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const keyIds = new Set(
      answers.map(
        (answer) =>
          (answer.json.data as GoogleAnswer).payload.payload.genericObjects[0]?.barcode.value
            .split('#pass=1.')[1]
            ?.split('.')[0],
      ),
    );
    expect(keyIds.size).toBe(1);
  });
});
