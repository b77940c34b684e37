import { GetMembershipStatus } from '@camppass/core/member/get-membership-status';
import { STATUS_PAGE_PATH } from '@camppass/core/member/policy';
import { formatMMDDYYYY, readableTextColor, STATUS_LINK_NOT_FOUND } from '@camppass/domain';
import { Hono } from 'hono';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** No script at all; the page's one inline style block is all it loads. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const VALID = '#15803D';
const NOT_VALID = '#B91C1C';

const page = (title: string, body: string, header: { background: string; text: string }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#F8FAFC;color:#0F172A}
header{background:${header.background};color:${header.text};padding:1.25rem;text-align:center}
h1{margin:0;font-size:1.5rem}main{max-width:32rem;margin:0 auto;padding:1.25rem}
.verdict{font-size:2.5rem;font-weight:800;text-align:center;padding:1.5rem;border-radius:1rem;color:#FFFFFF;margin:0 0 1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;font-size:1.125rem}dt{font-weight:600}dd{margin:0}
</style></head><body>${body}</body></html>`;

/**
 * The page a card's QR code opens (`/membership-status/{token}`): the server answers it itself, so
 * gate staff need no sign-in, no app and no script. It shows what membership-status answers, and
 * nothing else about the member.
 */
export const statusPageRoutes = ({ use, config }: Area) => {
  const getStatus = use(GetMembershipStatus);
  const product = config.productName;
  return new Hono<AppEnv>().get(`${STATUS_PAGE_PATH}/:token`, async (c) => {
    c.header('Content-Security-Policy', PAGE_POLICY);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const result = await getStatus.execute({ token: c.req.param('token') });
    if (!result.ok) {
      const body = `<header><h1>${escapeHtml(product)}</h1></header><main><p>${escapeHtml(STATUS_LINK_NOT_FOUND)}</p></main>`;
      return c.html(page(product, body, { background: '#334155', text: '#FFFFFF' }), 404);
    }
    const s = result.value;
    const body = `<header><h1>${escapeHtml(s.campgroundName)}</h1></header><main>
<p class="verdict" style="background:${s.validToday ? VALID : NOT_VALID}">${escapeHtml(s.verdict)}</p>
<dl><dt>Member</dt><dd>${escapeHtml(s.memberName)}</dd>
<dt>Membership</dt><dd>${escapeHtml(s.membershipTypeName)}</dd>
<dt>Valid from</dt><dd>${formatMMDDYYYY(s.startDate)}</dd>
<dt>Valid to</dt><dd>${formatMMDDYYYY(s.endDate)}</dd>
<dt>Today</dt><dd>${formatMMDDYYYY(s.today)}</dd></dl></main>`;
    const background = /^#[0-9A-Fa-f]{6}$/.test(s.primaryColor) ? s.primaryColor : '#334155';
    return c.html(
      page(`${s.campgroundName}: ${s.verdict}`, body, { background, text: readableTextColor(background) }),
    );
  });
};
