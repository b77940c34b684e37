import { anAdmin, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';

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

export const pageOf = <T,>(data: T[], page = 1, limit = 50, totalCount = data.length) => ({
  success: true,
  data,
  pagination: {
    page,
    limit,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    hasNextPage: page * limit < totalCount,
    hasPreviousPage: page > 1,
  },
});

export const failing = (status = 500) =>
  [status, { success: false, error: 'Database unavailable', code: 'INTERNAL' }] as [number, unknown];
