import { describe, expect, it } from 'vitest';
import { ensureDemoData } from './bootstrap';
import { testApp } from './testing/test-app';

describe('ensureDemoData', () => {
  it('creates the demo data outside production only', async () => {
    const production = await testApp({ config: { nodeEnv: 'production' } });
    expect(await ensureDemoData(production)).toBe(false);
    expect(await production.persistence.repos.users.findByEmail('admin@camppass.test')).toBeNull();

    const development = await testApp({ config: { nodeEnv: 'development' } });
    expect(await ensureDemoData(development)).toBe(true);
    expect(await development.persistence.repos.users.findByEmail('admin@camppass.test')).not.toBeNull();
    // The demo campground is onboarded through the simulated gateway, so it sells out of the box.
    const { repos } = development.persistence;
    const pine = await repos.campgrounds.findBySlug('pine-valley');
    expect(await repos.payoutAccounts.findByCampground(pine?.id ?? '')).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    expect(development.logger.lines.join('\n')).not.toContain('payouts account could not be set up');
  });
});
