import { MEMBERSHIP_TYPE_PRICE_INVALID } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { typeBody } from '../../testing/owner-types-http';
import { pgliteTestApps } from '../../testing/pglite-app';

const app = pgliteTestApps();

// On the SQL adapters, as `npm start` runs: a price the database column cannot hold once in cents
// was answered with a 500 before the domain bounded it.
describe('membership type prices on the SQL adapters', () => {
  it('refuses a price beyond what a charge can carry with the price message, and keeps the highest one', async () => {
    const test = await app();
    const s = await seedIntegrations(test);
    const save = (price: number) =>
      call(test, 'manage-membership-types', {
        token: s.tokens.owner,
        body: typeBody(s.campground.id, { display_name: `Pass ${price}`, price }),
      });

    for (const price of [21_474_836.48, 30_000_000, 1_000_000.01]) {
      const refused = await save(price);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: { price: MEMBERSHIP_TYPE_PRICE_INVALID },
      });
    }
    const highest = await save(1_000_000);
    expect(highest.status).toBe(200);
    expect(highest.json.data).toMatchObject({ price: 1_000_000 });
    // The first app of the file migrates a fresh embedded database.
  }, 120_000);
});
