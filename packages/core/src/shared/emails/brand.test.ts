import { contrastRatio } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { CAMPGROUND_DEFAULTS, type CampgroundRecord } from '../../ports/repositories/campground-repository';
import { TextEmailRenderer } from '../../testing/text-email-renderer';
import { brandOf, campgroundBrand, platformBrand } from './brand';
import { renderEmail } from './compose';

const config = {
  appBaseUrl: 'https://portal.camppass.test/',
  productName: 'CampPass',
  secondFactorKey: 'a second-factor key for tests, 32+ characters',
};

const aCampground = (fields: Partial<CampgroundRecord> = {}): CampgroundRecord => ({
  ...CAMPGROUND_DEFAULTS,
  id: 'c1',
  name: 'Pine Valley',
  slug: 'pine-valley',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...fields,
});

describe("a campground's e-mail brand", () => {
  it('has its logo as an absolute address, its colour, its page, and its address and contact in order', () => {
    const brand = campgroundBrand(
      config,
      aCampground({
        brandingLogoUrl: '/functions/v1/campground-files/c1/logo-0123456789abcdef.png',
        brandingPrimaryColor: '#2f6b3f',
        address: '1 Lake Road',
        city: 'Bend',
        state: 'OR',
        zipCode: '97701',
        phone: '555-0100',
        email: 'hello@pine.test',
      }),
    );
    expect(brand).toMatchObject({
      name: 'Pine Valley',
      logoUrl: 'https://portal.camppass.test/functions/v1/campground-files/c1/logo-0123456789abcdef.png',
      logoAlt: 'Pine Valley logo',
      primaryColor: '#2F6B3F',
      homeUrl: 'https://portal.camppass.test/campground/pine-valley',
      homeLabel: "Visit Pine Valley's page",
      footerLines: ['1 Lake Road, Bend, OR 97701', '555-0100', 'hello@pine.test'],
      sentBy: 'Sent by CampPass on behalf of Pine Valley.',
    });
  });

  it('lets only a hex colour into the styles, and keeps the button text readable on it', () => {
    const hostile = campgroundBrand(config, aCampground({ brandingPrimaryColor: 'red;background:url(x)' }));
    expect(hostile.primaryColor).toBe('#1D4ED8');
    const pale = campgroundBrand(
      config,
      aCampground({ brandingPrimaryColor: '#FDE68A', brandingTextColor: '#FFFFFF' }),
    );
    expect(contrastRatio(pale.primaryColor, pale.onPrimaryColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes an absolute http(s) logo as it is and drops any other kind of address', () => {
    expect(campgroundBrand(config, aCampground({ brandingLogoUrl: 'https://cdn.test/l.png' })).logoUrl).toBe(
      'https://cdn.test/l.png',
    );
    expect(
      campgroundBrand(config, aCampground({ brandingLogoUrl: 'javascript:alert(1)' })).logoUrl,
    ).toBeNull();
    expect(campgroundBrand(config, aCampground({ brandingLogoUrl: null })).logoUrl).toBeNull();
  });

  it("falls back to the platform's brand when the campground is gone", () => {
    expect(brandOf(config, null)).toEqual(platformBrand(config));
    expect(platformBrand(config)).toMatchObject({ name: 'CampPass', logoUrl: null, footerLines: [] });
  });
});

describe('renderEmail', () => {
  it('keeps the subject on one line whatever the data holds', async () => {
    const content = await renderEmail(new TextEmailRenderer(), {
      brand: platformBrand(config),
      subject: 'Pine & Oak\r\nBcc: x@evil.test',
      preview: '',
      heading: 'Hi',
      blocks: [],
    });
    expect(content.subject).toBe('Pine & Oak Bcc: x@evil.test');
  });
});
