import { err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { StoredFile } from '../ports/file-storage';
import { campgroundFileKeyOf } from '../shared/campground-files';

const CAMPGROUND_FILE_NOT_FOUND = 'File not found.';

/** A campground's logo or terms PDF for anyone (the public page shows them); nothing else stored. */
export class GetCampgroundFile {
  constructor(private readonly ports: Pick<CorePorts, 'storage'>) {}

  async execute(input: {
    readonly campgroundId: string;
    readonly name: string;
  }): Promise<Result<StoredFile & { readonly name: string }, 'NOT_FOUND'>> {
    const key = campgroundFileKeyOf(input.campgroundId, input.name);
    const file = key ? await this.ports.storage.get(key) : null;
    if (!file) return err('NOT_FOUND', CAMPGROUND_FILE_NOT_FOUND);
    return ok({ ...file, name: input.name });
  }
}
