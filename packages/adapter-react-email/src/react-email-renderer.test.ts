import { type EmailSample, emailSamples } from '@camppass/core';
import { describeEmailRendererContract } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from './react-email-renderer';

describeEmailRendererContract('ReactEmailRenderer', () => new ReactEmailRenderer());

const HOSTILE = '<script>alert(1)</script>';
const config = {
  appBaseUrl: 'https://portal.camppass.test',
  productName: 'CampPass',
  secondFactorKey: 'a second-factor key for tests, 32+ characters',
};
const LOGO = '/functions/v1/campground-files/c1/logo-0123456789abcdef.png';
const renderer = new ReactEmailRenderer();

const sample = (id: string, name = 'Pine Valley RV Resort'): EmailSample => {
  const found = emailSamples(config, { campgroundName: name, logoUrl: LOGO }).find((s) => s.id === id);
  if (!found) throw new Error(`No sample ${id}`);
  return found;
};

/** Each template: its words, the button's address, and where it says it comes from. */
const EXPECTED: Record<string, { words: string[]; button: string; campground: boolean }> = {
  'purchase-receipt': {
    words: ['Thank you for your purchase', 'PIN-7K2Q9D', 'Total paid', '$90.66', 'Open your dashboard'],
    button: 'https://portal.camppass.test/membership-status/demo-token',
    campground: true,
  },
  welcome: {
    words: ['Welcome to', 'Choose a password', 'The link works once and for 7 days'],
    button: 'https://portal.camppass.test/auth/reset-password?type=recovery&code=demo',
    campground: true,
  },
  'claim-account': {
    words: [
      'Your membership at Pine Valley RV Resort is online',
      'now keeps its memberships with CampPass',
      'Claim your account',
      'The link works once and for 7 days',
    ],
    button: 'https://portal.camppass.test/auth/reset-password?type=recovery&code=demo',
    campground: true,
  },
  'renewal-receipt': {
    words: ['is renewed, now valid until 06/30/2026', 'Amount paid', '$89.00'],
    button: 'https://portal.camppass.test/membership-status/demo-token',
    campground: true,
  },
  'extension-receipt': {
    words: ['was extended from Weekly to Monthly, now valid until 06/30/2026'],
    button: 'https://portal.camppass.test/membership-status/demo-token',
    campground: true,
  },
  'refund-partial': {
    words: ['refunded $25.00 of your payment of $104.50', 'Pool closed for repairs', '5 to 10 business days'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'refund-full': {
    words: ['it is now refunded in full', 'PIN-7K2Q9D is cancelled'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'refund-unfulfilled': {
    words: ['We could not issue your membership', 'Your payment was refunded in full.'],
    button: 'https://portal.camppass.test/campground/pine-valley',
    campground: true,
  },
  'reminder-extend': {
    words: ['ends in 7 days', 'extend it to a longer membership', 'Extend your membership'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'reminder-renew': {
    words: ['ends in 1 day', 'Once it has ended you can renew it'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'reminder-auto-renews': {
    words: ['It renews automatically on 06/30/2026'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'membership-details': {
    words: ['You asked for a reminder of your active membership', 'PIN-7K2Q9D'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'document-approved': {
    words: ['checked your military document and approved it'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'document-rejected': {
    words: ['could not accept it', 'Their note', 'The photo is blurry', 'To send a new one'],
    button: 'https://portal.camppass.test/member-dashboard',
    campground: true,
  },
  'owner-invitation': {
    words: ['You have been invited to manage', 'expires on 2026-06-08'],
    button: 'https://portal.camppass.test/owner/setup?token=demo&email=olive%40example.com',
    campground: false,
  },
  'password-reset': {
    words: ['reset the password of your CampPass account', 'within 1 hour'],
    button: 'https://portal.camppass.test/auth/reset-password?type=recovery&code=demo',
    campground: false,
  },
  'webhook-endpoint-disabled': {
    words: [
      'every delivery to https://booking.pinevalley.example/hooks/camppass failed',
      'turn the endpoint on again in Settings',
      'Open Integrations',
    ],
    button: 'https://portal.camppass.test/owner-dashboard?tab=settings&campground=demo-campground',
    campground: true,
  },
  'second-factor-added': {
    words: [
      'Authenticator app was added as a second factor to your account.',
      'If this was not you, change your password',
    ],
    button: 'https://portal.camppass.test/security',
    campground: false,
  },
  'admin-message': {
    words: [
      'Hello Riley,',
      'Sam Carter of the CampPass team wrote to you:',
      'uploaded twice',
      'The CampPass team',
    ],
    button: 'https://portal.camppass.test/contact',
    campground: false,
  },
  'payment-dispute': {
    words: ['disputed a payment of $104.50', 'product not received', 'dp_demo'],
    button: 'https://portal.camppass.test/owner-dashboard',
    campground: false,
  },
  'payout-failed': {
    words: ['A payout of $123.45', 'The bank account has been closed.', '06/03/2026'],
    button: 'https://portal.camppass.test/owner-dashboard',
    campground: false,
  },
};

const escapedHref = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

describe('every e-mail template, rendered with demo data', () => {
  it('has a case here for each template', () => {
    expect(
      emailSamples(config)
        .map((s) => s.id)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [id, expected] of Object.entries(EXPECTED)) {
    describe(id, () => {
      it('says what happened and has a button to the right place, in HTML and plain text', async () => {
        const { html, text } = await renderer.render(sample(id).email);
        for (const words of expected.words) {
          expect(text.replace(/\s+/g, ' ')).toContain(words);
          expect(html.replace(/\s+/g, ' ')).toContain(
            words.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'),
          );
        }
        expect(html).toContain(escapedHref(expected.button));
        expect(text).toContain(expected.button);
      });

      it(
        expected.campground
          ? "wears the campground's brand: logo, colour, page, address and contact"
          : "wears the product's own brand, not a campground's",
        async () => {
          const { html, text } = await renderer.render(sample(id).email);
          if (expected.campground) {
            expect(html).toContain(`src="https://portal.camppass.test${LOGO}"`);
            expect(html).toContain('background-color:#2F6B3F');
            expect(html).toContain(escapedHref('https://portal.camppass.test/campground/pine-valley'));
            expect(text).toContain('1200 Lakeshore Drive, Bend, OR 97701');
            expect(text).toContain('hello@pinevalley.example');
            expect(text).toContain('Sent by CampPass on behalf of Pine Valley RV Resort.');
          } else {
            expect(html).not.toContain('<img');
            expect(text).toContain('Sent by CampPass.');
            expect(text).not.toContain('1200 Lakeshore Drive');
          }
        },
      );

      it('keeps a campground name with a script tag as text, in HTML and plain text', async () => {
        const { html, text } = await renderer.render(sample(id, `Pine ${HOSTILE}`).email);
        expect(html).not.toMatch(/<script/i);
        // The platform's own account e-mails name no campground.
        if (id !== 'password-reset' && id !== 'second-factor-added') {
          expect(html).toContain('Pine &lt;script&gt;alert(1)&lt;/script&gt;');
          expect(text).toContain(`Pine ${HOSTILE}`);
        }
      });
    });
  }
});
