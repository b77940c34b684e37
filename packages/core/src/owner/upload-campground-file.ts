import {
  CAMPGROUND_NOT_FOUND,
  err,
  ok,
  type Result,
  UPLOAD_RULES,
  type UploadErrorCode,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import {
  type CampgroundFileKind,
  campgroundFileKey,
  campgroundFileKeyFromUrl,
  campgroundFileUrl,
} from '../shared/campground-files';
import { type SniffedType, sniffFileType } from '../shared/file-types';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';

/** The upload rules of 03 §5 for each file, and the types its content may be. */
export const CAMPGROUND_FILE_RULES = {
  logo: {
    rule: UPLOAD_RULES['campground-logo'],
    types: UPLOAD_RULES['campground-logo'].contentTypes,
    field: 'brandingLogoUrl',
    action: 'upload-campground-logo',
  },
  terms: {
    rule: UPLOAD_RULES['terms-pdf'],
    types: UPLOAD_RULES['terms-pdf'].contentTypes,
    field: 'termsConditionsUrl',
    action: 'upload-campground-terms',
  },
} as const satisfies Record<
  CampgroundFileKind,
  {
    readonly rule: (typeof UPLOAD_RULES)[keyof typeof UPLOAD_RULES];
    readonly types: readonly SniffedType[];
    readonly field: 'brandingLogoUrl' | 'termsConditionsUrl';
    readonly action: string;
  }
>;

/** Empty files are refused for both (03 §5 words it for the PDF; a logo of no bytes is no image). */
const EMPTY_FILE_MESSAGE = UPLOAD_RULES['terms-pdf'].emptyMessage ?? '';

/** The checks of 03 §5 on the bytes themselves: not empty, within the limit, of an accepted type. */
const checkCampgroundFile = (
  kind: CampgroundFileKind,
  bytes: Uint8Array,
): Result<SniffedType, UploadErrorCode> => {
  const { rule, types } = CAMPGROUND_FILE_RULES[kind];
  if (bytes.length === 0) return err('EMPTY_FILE', EMPTY_FILE_MESSAGE);
  if (bytes.length > rule.maxBytes) return err('FILE_TOO_LARGE', rule.sizeMessage);
  const type = sniffFileType(bytes);
  if (type === null || !(types as readonly SniffedType[]).includes(type)) {
    return err('INVALID_FILE_TYPE', rule.typeMessage);
  }
  return ok(type);
};

export interface UploadCampgroundFileInput {
  readonly actor: Principal;
  readonly campgroundId: string;
  readonly kind: CampgroundFileKind;
  readonly bytes: Uint8Array;
}

/**
 * A campground's new logo or terms PDF (03 §2.4, §5, §7), for its owner or a super admin: the type
 * read from the content, the file stored under a new name, the campground pointed at it, the old
 * file deleted once the change is committed, and the change audited.
 */
export class UploadCampgroundFile {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'storage' | 'random' | 'clock'>) {}

  async execute(
    input: UploadCampgroundFileInput,
  ): Promise<Result<string, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND' | UploadErrorCode>> {
    const refused = refusal(input.actor, input.campgroundId, 'manage');
    if (refused) return refused;
    const checked = checkCampgroundFile(input.kind, input.bytes);
    if (!checked.ok) return checked;
    const { field, action } = CAMPGROUND_FILE_RULES[input.kind];
    const name = Array.from(this.ports.random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
    const key = campgroundFileKey(input.campgroundId, input.kind, name, checked.value);
    const url = campgroundFileUrl(key);
    const now = this.ports.clock.now();
    await this.ports.storage.put(key, input.bytes, checked.value);
    const saved = await this.ports.unitOfWork.run(async (repos) => {
      const before = await repos.campgrounds.findById(input.campgroundId);
      if (!before) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      await repos.campgrounds.update(before.id, { [field]: url }, now);
      await audit(repos, input.actor, now, {
        action,
        campgroundId: before.id,
        subjectId: before.id,
        before: { [field]: before[field] },
        after: { [field]: url, contentType: checked.value, size: input.bytes.length },
      });
      return ok(before[field]);
    });
    if (!saved.ok) {
      await this.ports.storage.delete(key);
      return saved;
    }
    const replaced = campgroundFileKeyFromUrl(saved.value);
    if (replaced) await this.ports.storage.delete(replaced);
    return ok(url);
  }
}
