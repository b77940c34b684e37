import {
  CAMPGROUND_NOT_FOUND,
  type Err,
  err,
  type FieldErrors,
  normalizeReminderDays,
  ok,
  VALIDATION_ERROR,
  validateCampgroundSettings,
  WEB_LINK_FIELDS,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundFields, CampgroundSettingsFields } from '../ports/repositories/campground-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { codeSettingsOf, type SettingsReadResult, settingsView } from './get-campground-settings';
import { refusal } from './owner-access';

/** The campground fields the settings form changes (03 §3); the slug and status are not among them. */
export type CampgroundSettingsPatch = Partial<
  Pick<
    CampgroundFields,
    | 'name'
    | 'description'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'phone'
    | 'email'
    | 'website'
    | 'bookingUrl'
    | 'adultOnly'
    | 'militaryDiscountEnabled'
    | 'militaryDiscountPercentage'
    | 'operatingSeasonStart'
    | 'operatingSeasonEnd'
    | 'brandingPrimaryColor'
    | 'brandingSecondaryColor'
    | 'brandingTextColor'
    | 'publicPageTitle'
    | 'publicPageDescription'
    | 'membershipTypeDesc'
    | 'informationDesc'
  >
>;

export interface UpdateCampgroundSettingsInput {
  readonly actor: Principal;
  readonly campgroundId: string;
  readonly campground: CampgroundSettingsPatch;
  readonly settings: Partial<CampgroundSettingsFields>;
}

const isWebLinkField = (field: string): boolean => WEB_LINK_FIELDS.some((link) => link === field);

/** The code settings' field names as the contract spells them: `numberMin` is `code_number_min`. */
const codeFieldName = (field: string): string =>
  `code_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

const renamed = (errors: FieldErrors | undefined, rename: (field: string) => string): FieldErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [rename(field), message]));

/** A description given makes it the campground's own (the public page shows it instead of ours). */
const customFlags = (patch: CampgroundSettingsPatch): Partial<CampgroundFields> => ({
  ...(patch.membershipTypeDesc === undefined
    ? {}
    : { customMembershipTypeDesc: (patch.membershipTypeDesc ?? '').trim() !== '' }),
  ...(patch.informationDesc === undefined
    ? {}
    : { customInformationDesc: (patch.informationDesc ?? '').trim() !== '' }),
});

/**
 * PUT campground-crud (03 §4, §5, §7): the settings save of the campground's owner or a super
 * admin. The given fields change, checked together with the stored ones by the rules of 03 §5; the
 * write and its audit entry (before and after) commit together.
 */
export class UpdateCampgroundSettings {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(
    input: UpdateCampgroundSettingsInput,
  ): Promise<SettingsReadResult | Err<typeof VALIDATION_ERROR>> {
    const refused = refusal(input.actor, input.campgroundId, 'manage');
    if (refused) return refused;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const campground = await repos.campgrounds.findById(input.campgroundId);
      const settings = campground ? await repos.campgrounds.findSettings(campground.id) : null;
      if (!campground || !settings) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const merged = { ...campground, ...input.campground };
      const checked = validateCampgroundSettings({
        code: codeSettingsOf({ ...settings, ...input.settings }),
        military_discount_percentage: merged.militaryDiscountPercentage,
        operating_season_start: merged.operatingSeasonStart,
        operating_season_end: merged.operatingSeasonEnd,
        website: merged.website,
        booking_url: merged.bookingUrl,
        ...(input.settings.expirationReminderDays === undefined
          ? {}
          : { expiration_reminder_days: input.settings.expirationReminderDays }),
      });
      if (!checked.ok) {
        const fieldErrors = renamed(checked.fieldErrors, (field) =>
          field.startsWith('military') ||
          field.startsWith('operating') ||
          field === 'expiration_reminder_days' ||
          isWebLinkField(field)
            ? field
            : codeFieldName(field),
        );
        return err(VALIDATION_ERROR, checked.message, fieldErrors);
      }
      const { prefix, suffix } = checked.value.code;
      const settingsPatch = {
        ...input.settings,
        ...(input.settings.codePrefix === undefined ? {} : { codePrefix: prefix }),
        ...(input.settings.codeSuffix === undefined ? {} : { codeSuffix: suffix }),
        ...(input.settings.expirationReminderDays === undefined
          ? {}
          : { expirationReminderDays: normalizeReminderDays(input.settings.expirationReminderDays) }),
      };
      const updated = await repos.campgrounds.update(
        campground.id,
        { ...input.campground, ...customFlags(input.campground) },
        now,
      );
      const savedSettings = await repos.campgrounds.updateSettings(campground.id, settingsPatch, now);
      if (!updated.ok || !updated.value || !savedSettings) {
        return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      }
      await audit(repos, input.actor, now, {
        action: 'campground-crud',
        campgroundId: campground.id,
        subjectId: campground.id,
        before: { campground, settings },
        after: { campground: updated.value, settings: savedSettings },
      });
      return ok(settingsView(input.actor, updated.value, savedSettings));
    });
  }
}
