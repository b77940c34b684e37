/**
 * The Settings tab's words for the membership workflow, e-mails and page texts of 03 §3 (the specs
 * name the fields but give no labels; these are ours), and the Public Page tab's text editor.
 */
export const CAMPGROUND_SETTINGS_WORDS = {
  workflowCard: 'Membership Workflow',
  autoApprove: 'Approve memberships automatically',
  autoApproveHelp:
    'When off, a paid purchase with a military document stays pending until you approve the document.',
  allowRenewals: 'Members can renew online',
  allowExtensions: 'Members can extend online',
  requirePaymentForRenewals: 'Renewals require payment',
  emailsCard: 'Member E-mails',
  sendWelcome: 'Send welcome e-mails',
  sendReminders: 'Send expiration reminders',
  reminderDays: 'Reminder days before the end',
  reminderDaysHelp: 'One or more days, separated by commas; for example 30, 7, 1.',
  reminderDaysUnreadable: 'Enter whole numbers of days separated by commas, for example 30, 7, 1',
  pageTextsCard: 'Public Page Texts',
  pageTitle: 'Page Title',
  pageTitleHelp: 'Shown at the top of the public page; the campground name when empty.',
  pageDescription: 'Page Description',
  pageDescriptionHelp: 'The welcome text of the public page; the campground description when empty.',
  membershipTypeDesc: 'Membership Type Description',
  membershipTypeDescHelp: 'Shown above the membership plans.',
  informationDesc: 'Get in Touch Description',
  informationDescHelp: 'Shown in the Get in Touch section.',
  livePreview: 'Live preview',
  editPageTexts: 'Edit Page Texts',
  savePageTexts: 'Save Page Texts',
  cancel: 'Cancel',
  pageTextsSaved: 'Public page texts saved.',
  pageTextsLoading: 'Loading the page texts',
} as const;
