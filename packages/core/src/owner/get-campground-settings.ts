import {
  CAMPGROUND_NOT_FOUND,
  type CodeSettings,
  type CodeStyle,
  codeSettingsPreview,
  err,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type {
  CampgroundRecord,
  CampgroundSettingsFields,
  CampgroundSettingsRecord,
} from '../ports/repositories/campground-repository';
import type { Principal } from '../shared/principal';
import { refusal, roleAt } from './owner-access';

/** What the settings tab reads: the campground, its settings, the sample code, the caller's role. */
export interface CampgroundSettingsView {
  readonly campground: CampgroundRecord;
  readonly settings: CampgroundSettingsRecord;
  readonly preview: { readonly sampleMembershipCode: string | null; readonly codeStyle: CodeStyle };
  readonly callerRole: 'owner' | 'staff' | 'super_admin';
}

/** The membership code settings held in a campground's settings record. */
export const codeSettingsOf = (s: CampgroundSettingsFields): CodeSettings => ({
  useLetters: s.codeUseLetters,
  useNumbers: s.codeUseNumbers,
  numberMin: s.codeNumberMin,
  numberMax: s.codeNumberMax,
  length: s.codeLength,
  prefix: s.codePrefix,
  suffix: s.codeSuffix,
  generateRandomNumbers: s.codeGenerateRandomNumbers,
  lastConsecutiveNumber: s.codeLastConsecutiveNumber,
});

export const settingsView = (
  actor: Principal,
  campground: CampgroundRecord,
  settings: CampgroundSettingsRecord,
): CampgroundSettingsView => ({
  campground,
  settings,
  preview: codeSettingsPreview(codeSettingsOf(settings), campground.slug),
  // The caller passed the access check, so they hold a role here.
  callerRole: roleAt(actor, campground.id) ?? 'staff',
});

export type SettingsReadResult = Result<CampgroundSettingsView, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND'>;

/** GET campground-crud (03 §7): for the campground's owner and staff, and a super admin. */
export class GetCampgroundSettings {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
  }): Promise<SettingsReadResult> {
    const refused = refusal(input.actor, input.campgroundId, 'view');
    if (refused) return refused;
    const campground = await this.ports.repos.campgrounds.findById(input.campgroundId);
    const settings = campground ? await this.ports.repos.campgrounds.findSettings(campground.id) : null;
    if (!campground || !settings) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
    return ok(settingsView(input.actor, campground, settings));
  }
}
