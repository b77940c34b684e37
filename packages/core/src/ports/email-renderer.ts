import type { ServiceIdentifier } from 'inversify';

/** Whose e-mail it is: a campground's (its logo, colour, address) or the platform's own. */
export interface EmailBrand {
  readonly name: string;
  /** An absolute address of the logo image, or `null` to show the name alone. */
  readonly logoUrl: string | null;
  readonly logoAlt: string;
  /** `#RRGGBB`: the header band and the buttons. */
  readonly primaryColor: string;
  /** `#RRGGBB`, readable on `primaryColor`. */
  readonly onPrimaryColor: string;
  /** The brand's own page (the campground's public page, or the portal). */
  readonly homeUrl: string;
  readonly homeLabel: string;
  /** Address and contact lines, in order; each shown as text. */
  readonly footerLines: readonly string[];
  /** Who sent it ("Sent by CampPass on behalf of Pine Valley."). */
  readonly sentBy: string;
}

/** One piece of an e-mail's body, already worded. */
export type EmailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | {
      readonly kind: 'rows';
      readonly title?: string;
      readonly rows: readonly (readonly [label: string, value: string])[];
    }
  /** The one thing to do next: a button, with its address spelled out below it. */
  | { readonly kind: 'action'; readonly label: string; readonly url: string; readonly fallback: string }
  | { readonly kind: 'link'; readonly label: string; readonly url: string }
  /** Someone's own words (an owner's note, the super admin's message), kept with their line breaks. */
  | { readonly kind: 'quote'; readonly label: string; readonly text: string };

/** An e-mail as its template words it, before it is laid out. */
export interface EmailDocument {
  readonly subject: string;
  /** The line mail clients show beside the subject. */
  readonly preview: string;
  readonly heading: string;
  readonly blocks: readonly EmailBlock[];
  readonly brand: EmailBrand;
}

export interface RenderedEmail {
  readonly html: string;
  /** The plain-text part, from the same template. */
  readonly text: string;
}

/**
 * Lays out an e-mail in the brand's layout, as HTML that mail clients show alike and as plain text.
 * Every text of the document stays text: nothing in it is read as markup.
 */
export interface EmailRenderer {
  render(email: EmailDocument): Promise<RenderedEmail>;
}

export const EMAIL_RENDERER: ServiceIdentifier<EmailRenderer> = Symbol.for('camppass.EmailRenderer');
