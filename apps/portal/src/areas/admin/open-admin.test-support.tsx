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
  id,
  name,
  slug: id,
  description: null,
  city: null,
  state: null,
  zip_code: null,
  phone: null,
  email: null,
  website: null,
  booking_url: null,
  status: 'active',
  adult_only: false,
  military_discount_enabled: false,
  military_discount_percentage: 15,
  operating_season_start: null,
  operating_season_end: null,
  branding_logo_url: null,
  address: 'No address',
  branding_primary_color: '#3B82F6',
  branding_secondary_color: '#64748B',
  branding_text_color: '#FFFFFF',
  owner_id: null,
  ownerName: 'Unassigned',
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...extra,
});
