import { LoginPage } from './LoginPage';
import { OwnerSetupPage } from './OwnerSetupPage';
import { ResetCompletionPage } from './ResetCompletionPage';
import { ResetRequestPage } from './ResetRequestPage';

/** The sign-in screens of 01 §2: the three logins, the reset screens and the owner's first setup. */
export const authPages = {
  memberLogin: <LoginPage loginType="member" />,
  ownerLogin: <LoginPage loginType="owner" />,
  adminLogin: <LoginPage loginType="superAdmin" />,
  memberReset: <ResetRequestPage audience="member" />,
  ownerReset: <ResetRequestPage audience="owner" />,
  adminReset: <ResetRequestPage audience="superAdmin" />,
  resetCompletion: <ResetCompletionPage />,
  ownerSetup: <OwnerSetupPage />,
};
