import { describe, expect, it } from 'vitest';
import { campgroundFileKeyFromUrl } from '../shared/campground-files';
import {
  CAMPGROUND_FILE_SAMPLES as FILES,
  setUpCampgroundSettings,
} from '../testing/campground-settings-fixture';
import { unwrap } from '../testing/contract-harness';

describe('RemoveCampgroundFile', () => {
  it('clears the URL, deletes the file and audits; removing again changes nothing', async () => {
    const s = await setUpCampgroundSettings();
    const at = { actor: s.owner, campgroundId: s.campground.id };
    const logo = unwrap(await s.upload.execute({ ...at, kind: 'logo', bytes: FILES.png }));
    const terms = unwrap(await s.upload.execute({ ...at, kind: 'terms', bytes: FILES.pdf }));

    expect(await s.remove.execute({ ...at, kind: 'logo' })).toEqual({ ok: true, value: null });
    const campground = await s.core.repos.campgrounds.findById(s.campground.id);
    expect(campground).toMatchObject({ brandingLogoUrl: null, termsConditionsUrl: terms });
    expect(await s.storage.exists(campgroundFileKeyFromUrl(logo) as string)).toBe(false);
    expect(await s.storage.exists(campgroundFileKeyFromUrl(terms) as string)).toBe(true);
    expect(s.core.unitOfWork.store.tables.auditLog.at(-1)).toMatchObject({
      action: 'remove-campground-logo',
      before: { brandingLogoUrl: logo },
      after: { brandingLogoUrl: null },
    });

    unwrap(await s.remove.execute({ ...at, kind: 'terms' }));
    expect(await s.storage.exists(campgroundFileKeyFromUrl(terms) as string)).toBe(false);
    expect(s.core.unitOfWork.store.tables.auditLog.at(-1)).toMatchObject({
      action: 'remove-campground-terms',
      before: { termsConditionsUrl: terms },
      after: { termsConditionsUrl: null },
    });
    const entries = s.core.unitOfWork.store.tables.auditLog.length;
    expect(await s.remove.execute({ ...at, kind: 'terms' })).toEqual({ ok: true, value: null });
    expect(s.core.unitOfWork.store.tables.auditLog).toHaveLength(entries);
  });

  it('leaves a logo URL that is not ours in storage alone, and lets a super admin remove any logo', async () => {
    const s = await setUpCampgroundSettings();
    await s.core.repos.campgrounds.update(
      s.other.id,
      { brandingLogoUrl: 'https://cdn.example/logo.png' },
      s.core.clock.now(),
    );
    expect(await s.remove.execute({ actor: s.admin, campgroundId: s.other.id, kind: 'logo' })).toMatchObject({
      ok: true,
    });
    expect((await s.core.repos.campgrounds.findById(s.other.id))?.brandingLogoUrl).toBeNull();
  });

  it('refuses staff, another campground’s owner and a member', async () => {
    const s = await setUpCampgroundSettings();
    const logo = unwrap(
      await s.upload.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        kind: 'logo',
        bytes: FILES.png,
      }),
    );
    for (const actor of [s.staff, s.otherOwner, s.member]) {
      expect(await s.remove.execute({ actor, campgroundId: s.campground.id, kind: 'logo' })).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.brandingLogoUrl).toBe(logo);
  });
});
