import { call, type Exchange } from './http';
import type { TestApp } from './test-app';

/** A filled-in create-membership-type body for the campground. */
export const typeBody = (campgroundId: string, fields: Record<string, unknown> = {}) => ({
  campground_id: campgroundId,
  display_name: 'Summer Pass',
  description: 'June to August',
  duration_days: 30,
  price: 49.99,
  benefits: ['Pool', ' ', 'Wi-Fi '],
  ...fields,
});

/** Creates a type as `token`; the created type's fields. */
export const createType = async (
  test: TestApp,
  token: string,
  campgroundId: string,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> => {
  const res = await call(test, 'manage-membership-types', { token, body: typeBody(campgroundId, fields) });
  if (res.status !== 200) throw new Error(`create answered ${res.status}: ${res.body}`);
  return res.json.data as Record<string, unknown> & { id: string };
};

/** The four functions of the tab, as `token` (none: anonymous), on a campground and one of its types. */
export const everyTypeCall = async (
  test: TestApp,
  token: string | undefined,
  campgroundId: string,
  typeId: string,
): Promise<Record<'list' | 'create' | 'update' | 'delete', Exchange>> => {
  const auth = token === undefined ? {} : { token };
  return {
    list: await call(test, 'manage-membership-types', { ...auth, method: 'GET', query: { campgroundId } }),
    create: await call(test, 'manage-membership-types', {
      ...auth,
      body: typeBody(campgroundId, { display_name: 'Intruder Pass' }),
    }),
    update: await call(test, 'manage-membership-types', {
      ...auth,
      method: 'PATCH',
      body: { id: typeId, display_name: 'Hijacked', is_active: false },
    }),
    delete: await call(test, 'delete-membership-type', { ...auth, body: { id: typeId } }),
  };
};
