// The membership card in the phone's wallet (issue 28): Apple Wallet and Google Wallet.

export const WALLET_PASS_WORDS = {
  /** Apple's own button wording. */
  addToAppleWallet: 'Add to Apple Wallet',
  /** Google's own button wording. */
  saveToGoogleWallet: 'Save to Google Wallet',
  preparing: 'Preparing your pass…',
  appleFailed: 'The Apple Wallet pass could not be made. Try again in a moment.',
  googleFailed: 'The Google Wallet link could not be made. Try again in a moment.',
  /** Shown wherever a development pass is offered. */
  developmentNote:
    'Development passes: the Apple pass is signed with a self-signed certificate and the Google link with a development key, so phones will not accept them.',
  tryAgain: 'Try Again',
  googlePayloadTitle: 'Google Wallet pass (development: the payload that would be saved)',
  description: (campgroundName: string) => `${campgroundName} membership`,
  memberLabel: 'Member',
  typeLabel: 'Membership',
  codeLabel: 'Code',
} as const;
