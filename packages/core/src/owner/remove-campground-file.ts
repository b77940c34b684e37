import { CAMPGROUND_NOT_FOUND, err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import { type CampgroundFileKind, campgroundFileKeyFromUrl } from '../shared/campground-files';
import type { Principal } from '../shared/principal';
import { refusal } from './owner-access';
import { CAMPGROUND_FILE_RULES } from './upload-campground-file';

/**
 * Removes a campground's logo or terms PDF (03 §4, §7), for its owner or a super admin: the URL
 * cleared and audited, then the file deleted. Removing what is not there changes nothing.
 */
export class RemoveCampgroundFile {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'storage' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly kind: CampgroundFileKind;
  }): Promise<Result<null, 'FORBIDDEN' | 'CAMPGROUND_NOT_FOUND'>> {
    const refused = refusal(input.actor, input.campgroundId, 'manage');
    if (refused) return refused;
    const { field } = CAMPGROUND_FILE_RULES[input.kind];
    const now = this.ports.clock.now();
    const removed = await this.ports.unitOfWork.run(async (repos) => {
      const before = await repos.campgrounds.findById(input.campgroundId);
      if (!before) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      if (before[field] === null) return ok(null);
      await repos.campgrounds.update(before.id, { [field]: null }, now);
      await audit(repos, input.actor, now, {
        action: input.kind === 'logo' ? 'remove-campground-logo' : 'remove-campground-terms',
        campgroundId: before.id,
        subjectId: before.id,
        before: { [field]: before[field] },
        after: { [field]: null },
      });
      return ok(before[field]);
    });
    if (!removed.ok) return removed;
    const key = campgroundFileKeyFromUrl(removed.value);
    if (key) await this.ports.storage.delete(key);
    return ok(null);
  }
}
