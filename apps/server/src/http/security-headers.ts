import type { MiddlewareHandler } from 'hono';
import { cameOverTls } from './client-ip';

/**
 * The portal's Content Security Policy: its own scripts and styles, plus the two third parties the
 * specs need in the browser (invisible reCAPTCHA, Stripe's card element). Inline styles are allowed
 * because both third parties inject them; inline scripts are not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  // Signed links to documents and logos may point at the storage service's own host.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com https://www.google.com/recaptcha/",
  // 'self': the owner's Public Page tab frames the page's preview beside its form.
  "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A campground page's preview (`/campground/{slug}/preview`) may be framed by our own pages only: the
 * owner's Public Page tab shows it live beside its form. Every other page may be framed by none.
 */
const PREVIEW_PAGE = /^\/campground\/[^/]+\/preview\/?$/;
export const PREVIEW_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every answer carries; HSTS only when the browser reached us over TLS. */
export const securityHeaders =
  (trustProxy: boolean): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    const framedPreview = PREVIEW_PAGE.test(c.req.path);
    // A route with stricter needs (stored files) sets its own policy.
    if (!headers.has('Content-Security-Policy'))
      headers.set(
        'Content-Security-Policy',
        framedPreview ? PREVIEW_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
      );
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', framedPreview ? 'SAMEORIGIN' : 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
    if (cameOverTls(c, trustProxy)) headers.set('Strict-Transport-Security', HSTS);
  };
