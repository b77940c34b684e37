import {
  CODE_LENGTH_MESSAGE,
  CODE_LETTERS_OR_NUMBERS_MESSAGE,
  CODE_NUMBER_BOUNDS_MESSAGE,
  CODE_NUMBER_ORDER_MESSAGE,
  MONTHS_OUT_OF_RANGE,
  OWNER_ONLY_ACTION,
  REMINDER_DAYS_OUT_OF_RANGE,
  SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
  WEB_LINK_INVALID,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpCampgroundSettings } from '../testing/campground-settings-fixture';
import { unwrap } from '../testing/contract-harness';

describe('UpdateCampgroundSettings', () => {
  it('saves the campground and its settings, answers the new sample code and audits before and after', async () => {
    const s = await setUpCampgroundSettings();
    s.core.clock.advance({ minutes: 5 });
    const view = unwrap(
      await s.update.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        campground: {
          name: 'Pine Valley Resort',
          militaryDiscountEnabled: true,
          militaryDiscountPercentage: 20,
          operatingSeasonStart: 11,
          operatingSeasonEnd: 3,
          brandingPrimaryColor: '#112233',
          membershipTypeDesc: 'Our own words',
        },
        settings: { codePrefix: 'vip', codeLength: 6, codeNumberMax: 99, sendWelcomeEmails: false },
      }),
    );
    expect(view.campground).toMatchObject({
      name: 'Pine Valley Resort',
      militaryDiscountPercentage: 20,
      operatingSeasonStart: 11,
      customMembershipTypeDesc: true,
      slug: 'pine-valley',
    });
    expect(view.settings).toMatchObject({ codePrefix: 'VIP', codeLength: 6, sendWelcomeEmails: false });
    expect(view.preview.sampleMembershipCode).toBe('VIPPIN-ABCD01');
    const [entry] = s.core.unitOfWork.store.tables.auditLog;
    expect(entry).toMatchObject({
      action: 'campground-crud',
      actorRole: 'owner',
      campgroundId: s.campground.id,
      before: { campground: { name: 'Pine Valley' }, settings: { codePrefix: '' } },
      after: { campground: { name: 'Pine Valley Resort' }, settings: { codePrefix: 'VIP' } },
    });
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.name).toBe('Pine Valley Resort');
  });

  it('makes a description given the campground’s own and a blank one ours again, and saves the code suffix as checked', async () => {
    const s = await setUpCampgroundSettings();
    const save = async (campground: object, settings: object = {}) =>
      unwrap(await s.update.execute({ actor: s.owner, campgroundId: s.campground.id, campground, settings }));
    const own = await save(
      { membershipTypeDesc: 'Our plans', informationDesc: 'Our rules' },
      { codeSuffix: 'x1' },
    );
    expect(own.campground).toMatchObject({ customMembershipTypeDesc: true, customInformationDesc: true });
    expect(own.settings).toMatchObject({ codePrefix: '', codeSuffix: 'X1' });
    // A save that does not send the descriptions leaves them the campground's own.
    expect((await save({ name: 'Pine Valley Resort' })).campground).toMatchObject({
      customMembershipTypeDesc: true,
      customInformationDesc: true,
    });
    expect((await save({ informationDesc: '  ' })).campground).toMatchObject({
      customMembershipTypeDesc: true,
      customInformationDesc: false,
    });
    expect((await save({ membershipTypeDesc: null })).campground).toMatchObject({
      customMembershipTypeDesc: false,
    });
  });

  it.each([
    [
      { settings: { codeUseLetters: false, codeUseNumbers: false } },
      'code_use_letters',
      CODE_LETTERS_OR_NUMBERS_MESSAGE,
    ],
    [{ settings: { codeNumberMin: 50, codeNumberMax: 10 } }, 'code_number_min', CODE_NUMBER_ORDER_MESSAGE],
    [{ settings: { codeLength: 21 } }, 'code_length', CODE_LENGTH_MESSAGE],
    [{ settings: { codeLength: 2 } }, 'code_length', CODE_LENGTH_MESSAGE],
    [{ settings: { codeNumberMax: 1_000_000 } }, 'code_number_max', CODE_NUMBER_BOUNDS_MESSAGE],
    [
      { campground: { militaryDiscountPercentage: 51 } },
      'military_discount_percentage',
      SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
    ],
    [
      { campground: { militaryDiscountPercentage: 0 } },
      'military_discount_percentage',
      SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
    ],
    [{ campground: { operatingSeasonEnd: 13 } }, 'operating_season_end', MONTHS_OUT_OF_RANGE],
    [{ campground: { website: 'javascript:alert(1)' } }, 'website', WEB_LINK_INVALID],
    [{ campground: { bookingUrl: 'book.example.test' } }, 'booking_url', WEB_LINK_INVALID],
    [
      { settings: { expirationReminderDays: [30, 0] } },
      'expiration_reminder_days',
      REMINDER_DAYS_OUT_OF_RANGE,
    ],
  ])('refuses %j with the message of 03 §5 and changes nothing', async (change, field, message) => {
    const s = await setUpCampgroundSettings();
    const result = await s.update.execute({
      actor: s.owner,
      campgroundId: s.campground.id,
      campground: {},
      settings: {},
      ...change,
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      message,
      fieldErrors: { [field]: message },
    });
    expect(s.core.unitOfWork.store.tables.auditLog).toHaveLength(0);
    expect(await s.core.repos.campgrounds.findSettings(s.campground.id)).toMatchObject({ codeLength: 8 });
  });

  it('lets a super admin save any campground, and refuses staff, another owner and a member', async () => {
    const s = await setUpCampgroundSettings();
    const change = { campgroundId: s.campground.id, campground: { name: 'Renamed' }, settings: {} };
    expect(await s.update.execute({ actor: s.admin, ...change })).toMatchObject({ ok: true });
    expect(s.core.unitOfWork.store.tables.auditLog[0]).toMatchObject({ actorRole: 'super_admin' });
    expect(await s.update.execute({ actor: s.staff, ...change })).toMatchObject({
      code: 'FORBIDDEN',
      message: OWNER_ONLY_ACTION,
    });
    for (const actor of [s.otherOwner, s.member]) {
      expect(await s.update.execute({ actor, ...change })).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await s.core.repos.campgrounds.findById(s.campground.id))?.name).toBe('Renamed');
  });
  it('stores the reminder days each once, earliest first, and keeps them when a save leaves them out', async () => {
    const s = await setUpCampgroundSettings();
    const save = async (settings: object) =>
      unwrap(
        await s.update.execute({ actor: s.owner, campgroundId: s.campground.id, campground: {}, settings }),
      );
    expect((await save({ expirationReminderDays: [7, 30, 1, 7] })).settings.expirationReminderDays).toEqual([
      30, 7, 1,
    ]);
    expect((await save({ sendWelcomeEmails: false })).settings.expirationReminderDays).toEqual([30, 7, 1]);
  });

  it('leaves the stored code prefix and suffix as they are when a save does not send them', async () => {
    const s = await setUpCampgroundSettings();
    await s.core.repos.campgrounds.updateSettings(
      s.campground.id,
      { codePrefix: 'pv', codeSuffix: 'zz' },
      s.core.clock.now(),
    );
    const view = unwrap(
      await s.update.execute({
        actor: s.owner,
        campgroundId: s.campground.id,
        campground: { informationDesc: null },
        settings: { codeLength: 7 },
      }),
    );
    expect(view.settings).toMatchObject({ codePrefix: 'pv', codeSuffix: 'zz', codeLength: 7 });
    expect(view.campground.customInformationDesc).toBe(false);
  });
});
