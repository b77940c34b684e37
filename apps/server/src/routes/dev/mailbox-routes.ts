import type { OutboxMessageRecord, OutboxRepository } from '@camppass/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

const PAGE_SIZE = 100;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The links of a message, from its text body (every message carries one). */
const linksOf = (message: Pick<OutboxMessageRecord, 'text'>): string[] => [
  ...new Set(message.text.match(URL_PATTERN) ?? []),
];

/**
 * The text body escaped, with its links made clickable. The HTML body is not rendered: the
 * mailbox page then runs no markup from a message.
 */
const linkified = (text: string): string => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
};

const page = (
  productName: string,
  messages: readonly OutboxMessageRecord[],
  total: number,
): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(productName)} development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;background:#0f172a;color:#e2e8f0}
article{border:1px solid #334155;border-radius:.5rem;padding:1rem;margin:1rem 0}a{color:#93c5fd}pre{white-space:pre-wrap;word-break:break-word}
dl{display:grid;grid-template-columns:6rem 1fr;gap:.25rem;margin:0 0 .5rem}dt{color:#94a3b8}</style></head>
<body><h1>Development mailbox</h1><p>E-mail the server would have sent, newest first (${total} in all). Not available in production.</p>
${
  messages.length === 0
    ? '<p>No messages yet.</p>'
    : messages
        .map(
          (
            message,
          ) => `<article><h2>${escapeHtml(message.subject)}</h2><dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></dd></dl>
<pre>${linkified(message.text)}</pre></article>`,
        )
        .join('\n')
}
</body></html>`;

/** `/dev/mailbox` (HTML) and `/dev/mailbox.json`: the outbox, for development only. */
export const devMailboxRoutes = (outbox: OutboxRepository, productName: string) =>
  new Hono<AppEnv>()
    .get('/mailbox', async (c) => {
      const { items, totalCount } = await outbox.list({ limit: PAGE_SIZE, offset: 0 });
      c.header('Cache-Control', 'no-store');
      return c.html(page(productName, items, totalCount));
    })
    .get('/mailbox.json', async (c) => {
      const { items, totalCount } = await outbox.list({ limit: PAGE_SIZE, offset: 0 });
      c.header('Cache-Control', 'no-store');
      return c.json({
        success: true,
        totalCount,
        messages: items.map((message) => ({
          id: message.id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          tags: message.tags,
          createdAt: message.createdAt.toISOString(),
          links: linksOf(message),
        })),
      });
    });
