/**
 * Our wording for the portal's one rule on destructive actions and unsaved forms: a removal that a
 * form saves is undone by Cancel; one that acts at once asks first; leaving a form with unsaved
 * changes asks first. The specs give none of these sentences.
 */

/** Unsaved changes: the question asked before a tab switch, a navigation or a sign-out. */
export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_TEXT = 'Your changes on this form have not been saved. Leaving discards them.';
export const UNSAVED_CHANGES_STAY = 'Stay';
export const UNSAVED_CHANGES_LEAVE = 'Discard Changes';

/** Settings: a logo marked for removal, removed by Save Changes, kept by Cancel or Keep Logo. */
export const LOGO_REMOVAL_PENDING = 'The logo will be removed when you save. Cancel keeps it.';
export const KEEP_LOGO = 'Keep Logo';

/** Settings: the terms PDF is removed at once, so its removal asks first. */
export const TERMS_REMOVE_TITLE = 'Remove the terms PDF?';
export const TERMS_REMOVE_TEXT =
  'Buyers no longer see terms to accept until a new PDF is uploaded. The PDF is deleted at once.';

/** Logo Management: a logo is removed at once, so its removal asks first. */
export const logoRemoveTitle = (campgroundName: string): string => `Remove the logo of ${campgroundName}?`;
export const LOGO_REMOVE_TEXT =
  'Its public page and dashboard show its initial until a new logo is uploaded. The logo is deleted at once.';
