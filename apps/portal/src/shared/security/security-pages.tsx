import { SecurityPage } from './SecurityPage';

/** The Security page, fetched only when opened (from a dashboard's header, or a forced set-up). */
export const securityPages = {
  security: <SecurityPage />,
};
