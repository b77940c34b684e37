import type { EmailDocument, EmailRenderer, RenderedEmail } from '@camppass/core';
import { render } from '@react-email/render';
import { createElement } from 'react';
import { EmailLayout } from './email-layout';

/**
 * E-mails laid out with React Email: the HTML and its plain-text part come from the same element, so
 * they say the same. React escapes every text and attribute, so data never becomes markup.
 */
export class ReactEmailRenderer implements EmailRenderer {
  async render(email: EmailDocument): Promise<RenderedEmail> {
    const element = createElement(EmailLayout, { email });
    const [html, text] = await Promise.all([
      render(element),
      render(element, {
        plainText: true,
        htmlToTextOptions: {
          wordwrap: 78,
          selectors: [
            { selector: 'h1', options: { uppercase: false } },
            { selector: 'h2', options: { uppercase: false } },
            { selector: 'img', format: 'skip' },
            // The button already shows its address in the text part.
            { selector: 'p.fallback', format: 'skip' },
            { selector: 'table.rows', format: 'dataTable', options: { colSpacing: 2, maxColumnWidth: 50 } },
            { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
          ],
        },
      }),
    ]);
    return { html, text };
  }
}
