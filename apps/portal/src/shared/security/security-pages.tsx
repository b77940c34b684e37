import { SecondStepPage } from './SecondStepPage';
import { SecurityPage } from './SecurityPage';

/** The Security page and the second step of sign-in, fetched only when opened. */
export const securityPages = {
  security: <SecurityPage />,
  secondStep: <SecondStepPage />,
};
