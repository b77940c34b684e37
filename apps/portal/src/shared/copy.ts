/**
 * Screen labels and static texts of the portal that are not messages of the specs' catalogues
 * (those come from @camppass/domain). The privacy and terms figures are 04 §2's.
 */
export const COPY = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in',
  forgotPassword: 'Forgot password?',
  rememberMe: 'Remember me',
  contactSupport: 'Contact Support',
  memberLogin: 'Member login',
  ownerLogin: 'Owner login',
  adminLogin: 'Administrator login',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending',
  sendAnotherEmail: 'Send Another Email',
  backToLogin: 'Back to login',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  updatePassword: 'Update Password',
  updating: 'Updating',
  emailSupport: 'Email Support',
  requestMemberReset: 'Request a new member reset link',
  requestOwnerReset: 'Request a new owner reset link',
  goToMemberLogin: 'Go to member login',
  goToOwnerLogin: 'Go to owner login',
  goBack: 'Go Back',
  back: 'Back',
  logout: 'Logout',
  activate: 'Activate Account',
  activating: 'Activating',
  loading: 'Loading',
  checking: 'Checking access',
} as const;

export const LOGIN_TITLES = {
  member: { title: 'Member Login', intro: 'Sign in to see and manage your memberships.' },
  owner: { title: 'Owner Login', intro: 'Sign in to manage your campground.' },
  superAdmin: { title: 'Administrator Login', intro: 'Sign in to manage the platform.' },
} as const;

export const RESET_REQUEST_COPY = {
  member: { title: 'Reset Member Password', intro: 'Enter the email address of your member account.' },
  owner: { title: 'Reset Owner Password', intro: 'Enter the email address of your owner account.' },
  superAdmin: {
    title: 'Reset Administrator Password',
    intro: 'Enter the email address of your administrator account.',
  },
} as const;

export const RESET_EMAIL_SENT_STEPS = [
  'Open the email we sent and follow the link within 1 hour.',
  'Choose a new password of at least 8 characters.',
  'Sign in with your new password.',
] as const;

export const PASSWORD_REQUIREMENTS = [
  'At least 8 characters',
  'At least one uppercase letter',
  'At least one lowercase letter',
  'At least one number',
] as const;

export const NOT_FOUND_COPY = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has moved.',
  contact: 'Need help? Contact us at',
} as const;

export const PRIVACY_COPY = {
  title: 'Privacy Policy',
  sections: [
    {
      heading: 'What we collect',
      text: 'The details you give when you buy or manage a membership: your name, contact details, address, date of birth, identity and military documents, signature, and payment records. Card numbers are handled by our payment processor and never stored by us.',
    },
    {
      heading: 'How long we keep it',
      text: 'We keep your data for the duration of your membership plus 3 years, then delete it.',
    },
    {
      heading: 'Your requests',
      text: 'You may ask to see, correct or delete your data. We answer privacy requests within 30 days.',
    },
  ],
} as const;

export const TERMS_COPY = {
  title: 'Terms of Service',
  sections: [
    {
      heading: 'Memberships',
      text: 'A membership is valid at the campground that sold it, for the dates shown on your membership card. Purchasers must be 21 or older.',
    },
    {
      heading: 'Changes to these terms',
      text: 'We give 30 days notice before these terms change.',
    },
  ],
  privacyLink: 'Read our Privacy Policy',
} as const;

export const CONTACT_COPY = {
  title: 'Contact Support',
  text: 'Questions about your account, a membership or a campground? Write to us and we will help.',
} as const;

export const DASHBOARD_COPY = {
  ownerLabel: 'Owner Dashboard',
  welcomeBack: 'Welcome back!',
  superAdminBadge: 'Super Admin',
  memberTitle: 'My Memberships',
  sectionComing: 'This section is being built and arrives in a coming release.',
} as const;
