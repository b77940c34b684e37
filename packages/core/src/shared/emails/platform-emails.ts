import {
  ADMIN_MESSAGE_WORDS,
  OWNER_INVITATION_WORDS,
  PASSWORD_RESET_EMAIL_WORDS,
  SECOND_FACTOR_EMAILS,
  SECURITY_WORDS,
} from '@camppass/domain';
import type { EmailBrand, EmailDocument } from '../../ports/email-renderer';
import { action, greeting, paragraph, quote } from './compose';

// The platform's own e-mails, in the product's brand: password reset, owner invitation, the super
// admin's message to a member, and the account's second-factor events.

export const passwordResetEmail = (input: {
  readonly brand: EmailBrand;
  readonly firstName?: string | null;
  readonly link: string;
}): EmailDocument => {
  const words = PASSWORD_RESET_EMAIL_WORDS;
  const product = input.brand.name;
  return {
    brand: input.brand,
    subject: words.subject(product),
    preview: words.asked(product),
    heading: words.heading,
    blocks: [
      greeting(input.firstName),
      paragraph(words.asked(product)),
      action(words.action, input.link),
      paragraph(words.ignore),
    ],
  };
};

export const ownerInvitationEmail = (input: {
  readonly brand: EmailBrand;
  readonly firstName?: string | null;
  readonly campgroundName: string;
  readonly link: string;
  readonly expiresAt: Date;
}): EmailDocument => {
  const words = OWNER_INVITATION_WORDS;
  const product = input.brand.name;
  return {
    brand: input.brand,
    subject: words.subject(input.campgroundName, product),
    preview: words.invited(input.campgroundName, product),
    heading: words.heading(input.campgroundName),
    blocks: [
      greeting(input.firstName),
      paragraph(words.invited(input.campgroundName, product)),
      paragraph(words.activate(input.expiresAt.toISOString().slice(0, 10))),
      action(words.action, input.link),
    ],
  };
};

/** The super admin's message to a member (03 §2.10): greeting, who wrote, about which campground. */
export const adminMessageEmail = (input: {
  readonly brand: EmailBrand;
  readonly subject: string;
  readonly firstName: string | null;
  /** The super admin's name; `null` when their profile has none. */
  readonly senderName: string | null;
  readonly contactUrl: string;
  /** The campgrounds the member holds memberships at; none leaves the line out. */
  readonly campgroundNames: readonly string[];
  readonly message: string;
}): EmailDocument => {
  const words = ADMIN_MESSAGE_WORDS;
  const product = input.brand.name;
  return {
    brand: input.brand,
    subject: input.subject,
    preview: input.message.slice(0, 120),
    heading: words.heading(product),
    blocks: [
      greeting(input.firstName),
      ...(input.campgroundNames.length > 0 ? [paragraph(words.about(input.campgroundNames))] : []),
      quote(words.intro(input.senderName, product), input.message),
      paragraph(words.answer),
      action(words.contact, input.contactUrl),
      paragraph(words.team(product)),
    ],
  };
};

/** A second factor added or removed, a recovery code used or a device remembered, on the account. */
export const secondFactorEventEmail = (input: {
  readonly brand: EmailBrand;
  readonly kind: Exclude<keyof typeof SECOND_FACTOR_EMAILS, 'notYou'>;
  /** What happened, in the catalogue's words. */
  readonly sentence: string;
  readonly securityUrl: string;
}): EmailDocument => {
  const subject = SECOND_FACTOR_EMAILS[input.kind].subject(input.brand.name);
  return {
    brand: input.brand,
    subject,
    preview: input.sentence,
    heading: subject,
    blocks: [
      paragraph(input.sentence),
      paragraph(SECOND_FACTOR_EMAILS.notYou),
      action(SECURITY_WORDS.pageTitle, input.securityUrl),
    ],
  };
};
