import { PAYMENT_COPY } from '../../../shared/payments/payment-copy';

/**
 * The purchase wizard's and its dialogs' words (04 §2, §4), apart from the page's (../copy.ts) so that
 * they load with the wizard, not with the page's first screen.
 */

/** Reading A of 04 §2: the labels of the five purchase steps. */
export const STEP_LABELS = ['Personal Info', 'Review', 'Payment', 'Verification', 'Complete'] as const;

export const WIZARD_COPY = {
  dialogTitle: (plan: string) => `Purchase ${plan}`,
  progress: 'Purchase progress',
  cancel: 'Cancel',
  nextReview: 'Next: Review Order',
  backPersonal: 'Back to Personal Info',
  nextPayment: 'Next: Payment',
  backReview: 'Back to Review',
  backPayment: 'Back to Payment',
  complete: 'Complete Purchase',
  done: 'Done - Close this window',
  checkingEmail: 'Checking email',
  uploading: 'Uploading documents',
  uploadSelfie: 'Uploading selfie with ID',
  uploadMilitary: 'Uploading military document',
  uploadSignature: 'Uploading signature',
  /** No spec message exists for a failed upload; this one follows 04 §8's style. */
  uploadFailed: 'The upload did not complete. Please try again.',
  congratulations: 'Congratulations!',
  codeIntro: 'Your membership code:',
  copyCode: 'Copy membership code',
  checkEmail: 'Check your email',
  paymentReceived: 'Payment received',
  paymentReceivedText: 'Your payment was successful. Complete the purchase to create your membership.',
} as const;

export const DIALOG_COPY = {
  planDetails: 'Plan details',
  continue: 'Continue',
  cancel: 'Cancel',
  close: 'Close',
  ageTitle: 'Age Verification',
  ageText: 'You must be 21 or older to purchase a membership.',
  ageConfirm: 'I Confirm I am 21+',
  militaryTitle: 'Military Discount',
  militaryText: (percentage: number) =>
    `Are you active or retired military? Members of the military receive ${percentage}% off this membership. A military document is required.`,
  militaryYes: 'Yes, Apply Discount',
  militaryNo: 'No, Regular Price',
  termsTitle: 'Terms and Conditions',
  readFullTerms: 'Read the full terms',
  changeEmailWithLogin: 'Change Email Instead',
  tryDifferentEmail: 'Try Different Email',
  sendReminder: 'Send Reminder',
  justClose: 'Just Close',
  cancelPurchase: 'Cancel Purchase',
  reminderTitle: 'Send Membership Reminder',
  reminderText: 'We will e-mail the details of your active memberships at this campground.',
  reminderEmail: 'Email',
  sending: 'Sending',
  cameraTitle: 'Take a Selfie with Your ID',
  cameraText: 'Hold your ID next to your face, then take the photo.',
  capture: 'Take Photo',
  retake: 'Retake',
  usePhoto: 'Use Photo',
} as const;

/** The fixed sections of the terms dialog (04 §2). */
export const TERMS_SECTIONS = [
  {
    heading: 'Membership terms',
    text: 'A membership is personal, valid only at this campground and only for its dates. It cannot be transferred.',
  },
  {
    heading: 'Check-in requirements',
    text: 'Show your membership code and the photo ID used at purchase when you check in.',
  },
  {
    heading: 'Campground rules',
    text: 'Members follow the campground rules, quiet hours and the instructions of its staff.',
  },
  {
    heading: 'Liability',
    text: 'You use the campground and its facilities at your own risk, within the limits the law allows.',
  },
  {
    heading: 'Privacy',
    text: 'Your identity documents and signature are stored privately and shown only to you and the campground.',
  },
  {
    heading: 'Data usage',
    text: 'Your data is used to run your membership and kept for its duration plus 3 years.',
  },
] as const;

export const FORM_COPY = {
  personalTitle: 'Personal Information',
  title: 'Title',
  firstName: 'First Name',
  lastName: 'Last Name',
  numid: 'ID Number',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
  startDate: 'Start Date',
  endDate: 'End Date',
  addressTitle: 'Address',
  streetAddress: 'Street Address',
  city: 'City',
  stateProvince: 'State / Province',
  postalCode: 'Postal Code',
  country: 'Country',
  documentsTitle: 'Identity',
  selfie: 'Selfie with ID',
  selfieHelp: 'A photo of you holding your ID (JPG, PNG or WebP, up to 10 MB).',
  takePhoto: 'Take Photo',
  chooseFile: 'Choose File',
  remove: 'Remove',
  isMilitary: 'I am active or retired military',
  militaryDocument: 'Military Document',
  militaryHelp: 'JPG, PNG, WebP or PDF, up to 10 MB.',
  specialRequests: 'Special Requests',
  signature: 'Signature',
  signatureHelp: 'Sign with your mouse, finger or pen.',
  clearSignature: 'Clear Signature',
  agreeTerms: 'I agree to the terms and conditions and the privacy policy',
  termsLink: 'Read the terms and conditions',
  agreementsTitle: 'Agreements',
  typedSignature: 'Or type your full name to sign',
  agreeData: 'I agree to the use of my data to run my membership',
  ageConfirmed: 'I confirm I am 21 or older',
  reviewTitle: 'Review Your Order',
  membership: 'Membership',
  dates: 'Dates',
  estimate: 'Estimated total; the final amount is confirmed before payment.',
  ...PAYMENT_COPY,
} as const;
