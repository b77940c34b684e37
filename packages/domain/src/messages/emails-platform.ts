// The words of the platform's own e-mails (password reset, owner invitation, the super admin's
// message to a member): sent under the product's name, not a campground's (issue 26).

export const PASSWORD_RESET_EMAIL_WORDS = {
  subject: (product: string): string => `Reset your ${product} password`,
  heading: 'Reset your password',
  asked: (product: string): string =>
    `Someone asked to reset the password of your ${product} account. Use the button below within 1 hour to choose a new password. It works once.`,
  ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  action: 'Set a new password',
} as const;

export const OWNER_INVITATION_WORDS = {
  subject: (campground: string, product: string): string =>
    `You're invited to manage ${campground} on ${product}`,
  heading: (campground: string): string => `Manage ${campground}`,
  invited: (campground: string, product: string): string =>
    `You have been invited to manage ${campground} on ${product} as its owner.`,
  activate: (until: string): string =>
    `Choose your password to activate your account. The link works once and expires on ${until} (UTC).`,
  action: 'Activate your owner account',
} as const;

export const ADMIN_MESSAGE_WORDS = {
  heading: (product: string): string => `A message from ${product}`,
  intro: (sender: string | null, product: string): string =>
    sender ? `${sender} of the ${product} team wrote to you:` : `The ${product} team wrote to you:`,
  about: (campgrounds: readonly string[]): string =>
    `This is about your membership at ${campgrounds.join(', ')}.`,
  answer: 'To answer, use the contact page.',
  contact: 'Contact us',
  team: (product: string): string => `The ${product} team`,
} as const;
