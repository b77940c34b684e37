import { GetCampgroundSettings } from '../owner/get-campground-settings';
import { RemoveCampgroundFile } from '../owner/remove-campground-file';
import { UpdateCampgroundSettings } from '../owner/update-campground-settings';
import { UploadCampgroundFile } from '../owner/upload-campground-file';
import { seedCampground } from './contract-harness';
import { createInMemoryCore, seedPrincipal } from './in-memory-core';
import { InMemoryFileStorage } from './in-memory-file-storage';

/** Small files of each kind the settings tab uploads, by their real first bytes. */
export const CAMPGROUND_FILE_SAMPLES = {
  png: Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  gif: new TextEncoder().encode('GIF89a\x01\0\x01\0\0\0\0;'),
  svg: new TextEncoder().encode(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ),
  pdf: new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  html: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
} as const;

/** The settings use cases over fakes: Pine Valley, another campground, and a caller in each role. */
export const setUpCampgroundSettings = async () => {
  const core = createInMemoryCore();
  const storage = new InMemoryFileStorage();
  const campground = await seedCampground(core.repos, { name: 'Pine Valley', slug: 'pine-valley' });
  const other = await seedCampground(core.repos, { name: 'Other Camp', slug: 'other-camp' });
  const principal = (email: string, roles: Parameters<typeof seedPrincipal>[1]['roles']) =>
    seedPrincipal(core, { email, roles });
  return {
    core,
    storage,
    campground,
    other,
    owner: await principal('owner@camppass.test', [{ role: 'owner', campgroundId: campground.id }]),
    staff: await principal('staff@camppass.test', [{ role: 'staff', campgroundId: campground.id }]),
    otherOwner: await principal('other@camppass.test', [{ role: 'owner', campgroundId: other.id }]),
    member: await principal('member@camppass.test', [{ role: 'member' }]),
    admin: await principal('admin@camppass.test', [{ role: 'super_admin' }]),
    get: new GetCampgroundSettings(core),
    update: new UpdateCampgroundSettings(core),
    upload: new UploadCampgroundFile({ ...core, storage }),
    remove: new RemoveCampgroundFile({ ...core, storage }),
  };
};
