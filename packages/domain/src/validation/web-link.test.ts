import { describe, expect, it } from 'vitest';
import { isWebLink, WEB_LINK_INVALID, webLinkFieldErrors } from './web-link';

describe('web links (website and booking link)', () => {
  it.each([
    'https://pine.example',
    'http://pine.example/book?x=1#top',
    'HTTPS://Pine.Example:8443/a',
    '',
    null,
  ])('accepts %j', (value) => expect(isWebLink(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/relative',
    'https://',
    'https:///path',
    'https://good.example@evil.example',
    'https://pine example',
    'ftp://pine.example',
  ])('refuses %j', (value) => expect(isWebLink(value)).toBe(false));

  it('names each link field that is not a web link', () => {
    expect(webLinkFieldErrors({ website: 'javascript:alert(1)', booking_url: 'https://a.example' })).toEqual({
      website: WEB_LINK_INVALID,
    });
  });
});
