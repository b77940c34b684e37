import type { EmailBlock, EmailDocument, EmailRenderer, RenderedEmail } from '../ports/email-renderer';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const blockHtml = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'rows':
      return `${block.title ? `<h2>${escapeHtml(block.title)}</h2>` : ''}<table>${block.rows
        .map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`;
    case 'action':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p><p>${escapeHtml(block.fallback)} ${escapeHtml(block.url)}</p>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'quote':
      return `<p>${escapeHtml(block.label)}</p><blockquote>${escapeHtml(block.text).replace(/\n/g, '<br>')}</blockquote>`;
  }
};

const blockText = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'rows':
      return [block.title, ...block.rows.map(([label, value]) => `${label}: ${value}`)]
        .filter(Boolean)
        .join('\n');
    case 'action':
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'quote':
      return `${block.label}\n${block.text}`;
  }
};

/**
 * The tests' layout: every word and address of the document in plain HTML and text, in order, with
 * the brand's name, logo and footer. The real layout (adapter-react-email) passes the same contract.
 */
export class TextEmailRenderer implements EmailRenderer {
  readonly rendered: EmailDocument[] = [];

  async render(email: EmailDocument): Promise<RenderedEmail> {
    this.rendered.push(email);
    const { brand } = email;
    const footer = [...brand.footerLines, brand.sentBy];
    return {
      html: [
        '<!doctype html><html><body>',
        brand.logoUrl
          ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.logoAlt)}">`
          : `<p>${escapeHtml(brand.name)}</p>`,
        `<h1>${escapeHtml(email.heading)}</h1>`,
        ...email.blocks.map(blockHtml),
        `<p><a href="${escapeHtml(brand.homeUrl)}">${escapeHtml(brand.homeLabel)}</a></p>`,
        ...footer.map((line) => `<p>${escapeHtml(line)}</p>`),
        '</body></html>',
      ].join(''),
      text: [
        brand.name,
        email.heading,
        ...email.blocks.map(blockText),
        `${brand.homeLabel}: ${brand.homeUrl}`,
        footer.join('\n'),
      ].join('\n\n'),
    };
  }
}
