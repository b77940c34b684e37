import { type CoreConfig, type EmailRenderer, emailSamples } from '@camppass/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { emailFrame, escapeHtml, MAIL_PAGE_POLICY, MAIL_PAGE_STYLE } from './email-frame';

/** The widths each template is shown at: a desktop mail client's reading pane and a phone. */
const WIDTHS = [
  { label: 'Desktop, 600 px', width: 600 },
  { label: 'Phone, 375 px', width: 375 },
] as const;

/**
 * `/dev/emails` (development only): every e-mail template filled with demo data, rendered by the
 * same renderer as the real ones, side by side at desktop and phone widths, with its plain text.
 */
export const devEmailPreviewRoutes = (renderer: EmailRenderer, config: CoreConfig) =>
  new Hono<AppEnv>().get('/emails', async (c) => {
    const samples = emailSamples(config);
    const rendered = await Promise.all(
      samples.map(async (sample) => ({ sample, content: await renderer.render(sample.email) })),
    );
    const sections = rendered.map(
      ({
        sample,
        content,
      }) => `<article id="${escapeHtml(sample.id)}" aria-labelledby="${escapeHtml(sample.id)}-title">
<h2 id="${escapeHtml(sample.id)}-title">${escapeHtml(sample.id)}: ${escapeHtml(sample.email.subject)}</h2>
<div class="widths">${WIDTHS.map(
        ({ label, width }) =>
          `<figure><figcaption>${label}</figcaption>${emailFrame(content.html, `${sample.id}, ${label}`, width, 720)}</figure>`,
      ).join('')}</div>
<details><summary>Plain text</summary><pre>${escapeHtml(content.text)}</pre></details></article>`,
    );
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', MAIL_PAGE_POLICY);
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(config.productName)} e-mail templates</title><style>${MAIL_PAGE_STYLE}</style></head>
<body><main><h1>E-mail templates</h1><p>Every e-mail the product sends, with demo data, as a mail client shows it (${samples.length} in all). Development only. <a href="/dev/mailbox">Back to the mailbox</a>.</p>
<nav aria-label="Templates"><ul>${samples.map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(s.id)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}</main></body></html>`);
  });
