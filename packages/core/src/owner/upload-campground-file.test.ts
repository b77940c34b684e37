import { LOGO_MAX_BYTES, OWNER_ONLY_ACTION, TERMS_PDF_MAX_BYTES, UPLOAD_RULES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { campgroundFileKeyFromUrl } from '../shared/campground-files';
import {
  CAMPGROUND_FILE_SAMPLES as FILES,
  setUpCampgroundSettings,
} from '../testing/campground-settings-fixture';
import { unwrap } from '../testing/contract-harness';

const LOGO = UPLOAD_RULES['campground-logo'];
const TERMS = UPLOAD_RULES['terms-pdf'];
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('UploadCampgroundFile', () => {
  it('stores a logo under a new name, points the campground at our route, deletes the one it replaces and audits which one it was', async () => {
    const s = await setUpCampgroundSettings();
    const first = unwrap(
      await s.upload.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        kind: 'logo',
        bytes: FILES.png,
      }),
    );
    expect(first).toMatch(
      new RegExp(`^/functions/v1/campground-files/${s.campground.id}/logo-[0-9a-f]{32}\\.png$`),
    );
    const firstKey = campgroundFileKeyFromUrl(first) as string;
    expect(await s.storage.get(firstKey)).toEqual({ bytes: FILES.png, contentType: 'image/png' });

    const second = unwrap(
      await s.upload.execute({
        actor: s.admin,
        campgroundId: s.campground.id,
        kind: 'logo',
        bytes: FILES.svg,
      }),
    );
    expect(second).toMatch(/\.svg$/);
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.brandingLogoUrl).toBe(second);
    expect(await s.storage.exists(firstKey)).toBe(false);
    expect(
      s.core.unitOfWork.store.tables.auditLog.map((e) => [e.action, e.actorRole, e.before, e.after]),
    ).toEqual([
      [
        'upload-campground-logo',
        'owner',
        { brandingLogoUrl: null },
        { brandingLogoUrl: first, contentType: 'image/png', size: FILES.png.length },
      ],
      [
        'upload-campground-logo',
        'super_admin',
        { brandingLogoUrl: first },
        { brandingLogoUrl: second, contentType: 'image/svg+xml', size: FILES.svg.length },
      ],
    ]);
  });

  it('accepts every image type of 03 §5 for the logo and only a PDF for the terms', async () => {
    const s = await setUpCampgroundSettings();
    const at = { actor: s.owner, campgroundId: s.campground.id };
    for (const bytes of [FILES.png, FILES.gif, FILES.svg]) {
      expect(await s.upload.execute({ ...at, kind: 'logo', bytes })).toMatchObject({ ok: true });
    }
    expect(await s.upload.execute({ ...at, kind: 'logo', bytes: FILES.pdf })).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: LOGO.typeMessage,
    });
    const terms = unwrap(await s.upload.execute({ ...at, kind: 'terms', bytes: FILES.pdf }));
    expect(terms).toMatch(/\/terms-[0-9a-f]{32}\.pdf$/);
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.termsConditionsUrl).toBe(terms);
    for (const bytes of [FILES.png, FILES.html, Uint8Array.from([0])]) {
      expect(await s.upload.execute({ ...at, kind: 'terms', bytes })).toMatchObject({
        code: 'INVALID_FILE_TYPE',
        message: TERMS.typeMessage,
      });
    }
  });

  it('refuses empty and oversized files with the messages of 03 §5, storing nothing', async () => {
    const s = await setUpCampgroundSettings();
    const at = { actor: s.owner, campgroundId: s.campground.id };
    expect(await s.upload.execute({ ...at, kind: 'terms', bytes: new Uint8Array() })).toMatchObject({
      code: 'EMPTY_FILE',
      message: 'The selected file appears to be empty',
    });
    expect(
      await s.upload.execute({ ...at, kind: 'logo', bytes: padded(FILES.png, LOGO_MAX_BYTES + 1) }),
    ).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' });
    expect(
      await s.upload.execute({ ...at, kind: 'terms', bytes: padded(FILES.pdf, TERMS_PDF_MAX_BYTES + 1) }),
    ).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size must be less than 10MB' });
    expect(
      await s.upload.execute({ ...at, kind: 'logo', bytes: padded(FILES.png, LOGO_MAX_BYTES) }),
    ).toMatchObject({ ok: true });
    expect(s.core.unitOfWork.store.tables.auditLog).toHaveLength(1);
  });

  it('refuses staff, another campground’s owner and a member', async () => {
    const s = await setUpCampgroundSettings();
    const file = { campgroundId: s.campground.id, kind: 'logo' as const, bytes: FILES.png };
    expect(await s.upload.execute({ actor: s.staff, ...file })).toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
    for (const actor of [s.otherOwner, s.member]) {
      expect(await s.upload.execute({ actor, ...file })).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.brandingLogoUrl).toBeNull();
  });
});
