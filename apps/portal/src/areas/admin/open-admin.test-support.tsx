import { campgroundFields } from '../../shared/testing/campground-data';
import { anAdmin, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';

export { pageOf } from '../../shared/testing/page-of';

/** The super admin dashboard at a tab, answered by the given handlers. */
export function openAdmin(tab: string, handlers: Parameters<typeof fakeServer>[0]) {
  const admin = anAdmin();
  const server = fakeServer({ 'get-user-profile': () => [200, { success: true, user: admin }], ...handlers });
  const rendered = renderPortal(`/super-admin-dashboard?tab=${tab}`, {
    fetch: server.fetch,
    session: { user: admin, tokens: someTokens() },
  });
  return { ...rendered, server };
}

export const failing = (status = 500) =>
  [status, { success: false, error: 'Database unavailable', code: 'INTERNAL' }] as [number, unknown];

/** A campground as admin-campgrounds answers it. */
export const aCampground = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  ...campgroundFields(id, name),
  owner_id: null,
  ownerName: 'Unassigned',
  ...extra,
});
