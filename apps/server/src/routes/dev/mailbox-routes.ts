import type { OutboxMessageRecord, OutboxRepository } from '@camppass/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { emailFrame, escapeHtml, MAIL_PAGE_POLICY, MAIL_PAGE_STYLE } from './email-frame';

const PAGE_SIZE = 100;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The links of a message, from its text body (every message carries one). */
const linksOf = (message: Pick<OutboxMessageRecord, 'text'>): string[] => [
  ...new Set(message.text.match(URL_PATTERN) ?? []),
];

/** The text body escaped, with its links made clickable. */
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
<style>${MAIL_PAGE_STYLE}</style></head>
<body><h1>Development mailbox</h1><p>E-mail the server would have sent, newest first (${total} in all), each as the member's mail client shows it. Not available in production. <a href="/dev/emails">Preview every template</a>.</p>
${
  messages.length === 0
    ? '<p>No messages yet.</p>'
    : messages
        .map(
          (
            message,
          ) => `<article><h2>${escapeHtml(message.subject)}</h2><dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></dd></dl>
${emailFrame(message.html, `E-mail: ${message.subject}`, 640)}
<details><summary>Plain text</summary><pre>${linkified(message.text)}</pre></details></article>`,
        )
        .join('\n')
}
</body></html>`;

/** `/dev/mailbox` (HTML) and `/dev/mailbox.json`: the outbox, for development only. */
export const devMailboxRoutes = (outbox: OutboxRepository, productName: string) =>
  new Hono<AppEnv>()
    .get('/mailbox', async (c) => {
      const { items, totalCount } = await outbox.list({ limit: PAGE_SIZE, offset: 0 });
      // `?to=` narrows the newest messages to one recipient's.
      const to = c.req.query('to')?.trim().toLowerCase();
      const shown = to ? items.filter((message) => message.to.toLowerCase() === to) : items;
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', MAIL_PAGE_POLICY);
      return c.html(page(productName, shown, to ? shown.length : totalCount));
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
