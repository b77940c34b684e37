/** HTML-escapes text for an element's content or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The pages that show e-mails: their own policy, stricter than the portal's. The e-mails' inline
 * styles and images may load; no script of theirs runs, on the page or in a frame (a `srcdoc` frame
 * inherits this policy), as in a mail client.
 */
export const MAIL_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const MAIL_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:80rem;margin:2rem auto;padding:0 1rem;background:#0f172a;color:#e2e8f0}
article{border:1px solid #334155;border-radius:.5rem;padding:1rem;margin:1rem 0}a{color:#93c5fd}pre{white-space:pre-wrap;word-break:break-word}
dl{display:grid;grid-template-columns:6rem 1fr;gap:.25rem;margin:0 0 .5rem}dt{color:#94a3b8}dd{margin:0}
iframe{display:block;border:1px solid #334155;border-radius:.25rem;background:#fff;max-width:100%}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;list-style:none}nav a{display:inline-block;padding:.375rem 0}
.widths{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0}figcaption{color:#94a3b8;margin:0 0 .25rem}`;

/**
 * An e-mail's HTML as the member's mail client shows it: in a sandboxed frame of its own opaque origin
 * (no access to this page; the page's policy lets no script of the message run), its links opening in
 * a new tab. The sandbox allows scripts only so that tools such as axe can look inside.
 */
export const emailFrame = (html: string, title: string, width: number, height = 640): string => {
  const withBase = html.includes('<head>')
    ? html.replace('<head>', '<head><base target="_blank">')
    : `<base target="_blank">${html}`;
  return `<iframe title="${escapeHtml(title)}" width="${width}" height="${height}" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(withBase)}"></iframe>`;
};
