import type { Context } from 'hono';

/** The bearer token of `Authorization: Bearer <token>`, or '' when there is none. */
export const bearerToken = (c: Context): string => {
  // Stryker disable next-line StringLiteral: equivalent, a missing header matches nothing either way
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? '';
};
