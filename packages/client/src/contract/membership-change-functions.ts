import type { FunctionContract } from './function-contract';
import {
  extendMembershipRequestSchema,
  membershipChangeQuoteRequestSchema,
  membershipChangeQuoteResponseSchema,
  membershipChangeResponseSchema,
  membershipPaymentIntentRequestSchema,
  membershipPaymentIntentResponseSchema,
  renewMembershipRequestSchema,
} from './membership-change';

/** Renewing and extending a membership with payment (02 §4, §7), part of the function table. */
export const MEMBERSHIP_CHANGE_FUNCTIONS = {
  'quote-membership-change': {
    method: 'POST',
    access: 'bearer',
    summary:
      "Price and date one extension or renewal choice of the caller's membership on the server, before any payment.",
    request: membershipChangeQuoteRequestSchema,
    response: membershipChangeQuoteResponseSchema,
  },
  'create-membership-payment-intent': {
    method: 'POST',
    access: 'bearer',
    summary: "Price an extension or renewal of the caller's membership on the server and start its payment.",
    request: membershipPaymentIntentRequestSchema,
    response: membershipPaymentIntentResponseSchema,
  },
  'extend-membership': {
    method: 'POST',
    access: 'bearer',
    summary: 'Apply the paid (or free) extension, once per payment id; the webhook applies it too.',
    request: extendMembershipRequestSchema,
    response: membershipChangeResponseSchema,
  },
  'renew-membership': {
    method: 'POST',
    access: 'bearer',
    summary: 'Apply the paid renewal, once per payment id; the webhook applies it too.',
    request: renewMembershipRequestSchema,
    response: membershipChangeResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
