import type { Migration } from './migration';

/**
 * A rotated session keeps the pair it was exchanged for, sealed with its refresh token
 * (docs/decisions/auth-and-sessions.md#refresh-rotation-with-a-10-second-grace).
 */
export const refreshSuccessor: Migration = {
  version: 3,
  name: 'refresh-successor',
  sql: /* sql */ `
alter table sessions add column successor text;
`,
};
