import { describe, expect, it } from 'vitest';
import type { EmailBrand, EmailDocument, EmailRenderer } from '../ports/email-renderer';

const HOSTILE = '<script>alert(1)</script>';

/** A campground whose every text tries to be markup. */
const hostileBrand = (overrides: Partial<EmailBrand> = {}): EmailBrand => ({
  name: `Pine ${HOSTILE} & Oak`,
  logoUrl: 'https://portal.camppass.test/functions/v1/campground-files/c1/logo-abcdef0123456789.png',
  logoAlt: `Pine ${HOSTILE} logo`,
  primaryColor: '#2F855A',
  onPrimaryColor: '#FFFFFF',
  homeUrl: 'https://portal.camppass.test/campground/pine-oak',
  homeLabel: `Visit Pine ${HOSTILE}'s page`,
  footerLines: ['1 Lake Road, Bend, OR 97701', '555-0100', 'hello@pine.test'],
  sentBy: 'Sent by CampPass on behalf of Pine & Oak.',
  ...overrides,
});

const aDocument = (): EmailDocument => ({
  brand: hostileBrand(),
  subject: `Your membership at Pine ${HOSTILE}`,
  preview: 'Your membership is ready.',
  heading: `Welcome to ${HOSTILE}`,
  blocks: [
    { kind: 'paragraph', text: `Hello ${HOSTILE},` },
    { kind: 'rows', title: 'Receipt', rows: [['Membership code', 'PIN-ABCD0001']] },
    {
      kind: 'action',
      label: 'View your membership card',
      url: 'https://portal.camppass.test/membership-status/tok?a=1&b=2',
      fallback: 'If the button does not work, open this address:',
    },
    { kind: 'link', label: 'Open your dashboard', url: 'https://portal.camppass.test/member-dashboard' },
    { kind: 'quote', label: 'Their note', text: `Blurry\n${HOSTILE}` },
  ],
});

/** The behaviour every EmailRenderer shares: words and links in both parts, nothing read as markup. */
export function describeEmailRendererContract(label: string, make: () => EmailRenderer): void {
  describe(`EmailRenderer contract: ${label}`, () => {
    it('puts every word and link of the document in the HTML and the plain text', async () => {
      const { html, text } = await make().render(aDocument());

      for (const words of ['PIN-ABCD0001', 'View your membership card', 'Open your dashboard', 'Blurry']) {
        expect(html).toContain(words);
        expect(text).toContain(words);
      }
      expect(html).toContain('href="https://portal.camppass.test/membership-status/tok?a=1&amp;b=2"');
      expect(text).toContain('https://portal.camppass.test/membership-status/tok?a=1&b=2');
      expect(html).toContain('href="https://portal.camppass.test/member-dashboard"');
      expect(text).toContain('https://portal.camppass.test/member-dashboard');
    });

    it('shows the brand: logo, link to its page, address and contact', async () => {
      const { html, text } = await make().render(aDocument());

      expect(html).toContain('src="https://portal.camppass.test/functions/v1/campground-files/c1/logo-');
      expect(html).toContain('href="https://portal.camppass.test/campground/pine-oak"');
      for (const line of ['1 Lake Road, Bend, OR 97701', '555-0100', 'hello@pine.test']) {
        expect(html).toContain(line);
        expect(text).toContain(line);
      }
    });

    it('keeps every text as text: a campground name with a script tag is never markup', async () => {
      const { html, text } = await make().render(aDocument());

      expect(html).not.toContain('<script');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(text).toContain(`Pine ${HOSTILE} &`);
    });

    it('shows the name where there is no logo', async () => {
      const { html } = await make().render({ ...aDocument(), brand: hostileBrand({ logoUrl: null }) });

      expect(html).not.toContain('<img');
      expect(html).toContain('Pine &lt;script&gt;');
    });
  });
}
