import { errorEnvelopeSchema } from '@camppass/client';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import {
  checkEmailRequestSchema,
  createPaymentIntentRequestSchema,
  getCampgroundQuerySchema,
  purchaseMembershipRequestSchema,
  sendMembershipEmailRequestSchema,
  simulatedCardConfirmRequestSchema,
  validateMembershipRequestSchema,
} from './schemas';

const FUNCTIONS: readonly { name: string; method: 'get' | 'post'; summary: string; schema?: z.ZodType }[] = [
  {
    name: 'get-campground',
    method: 'get',
    summary: 'A public campground by id or slug, its active plans and public settings.',
    schema: getCampgroundQuerySchema,
  },
  {
    name: 'list-campgrounds',
    method: 'get',
    summary: 'Active campgrounds by name (the /membership picker).',
  },
  {
    name: 'check-email',
    method: 'post',
    summary: 'May this e-mail buy this plan here (conflict dialog codes).',
    schema: checkEmailRequestSchema,
  },
  {
    name: 'upload-document',
    method: 'post',
    summary:
      'Store a selfie, military document or signature privately (raw body, ?kind=, 10 MB); answers its uploadId.',
  },
  {
    name: 'create-payment-intent',
    method: 'post',
    summary: 'Validate the purchase, price it on the server and start the card payment.',
    schema: createPaymentIntentRequestSchema,
  },
  {
    name: 'purchase-membership',
    method: 'post',
    summary: 'Create the membership of a succeeded payment, once per payment id.',
    schema: purchaseMembershipRequestSchema,
  },
  {
    name: 'payments-webhook',
    method: 'post',
    summary: "The payment gateway's signed events (Stripe-Signature on the raw body).",
  },
  {
    name: 'simulated-card-confirm',
    method: 'post',
    summary: 'Development only: confirm a payment with a Stripe test card number.',
    schema: simulatedCardConfirmRequestSchema,
  },
  {
    name: 'validate-membership',
    method: 'post',
    summary: 'Is a membership code valid for these stays (valid, code, message).',
    schema: validateMembershipRequestSchema,
  },
  {
    name: 'send-membership-email',
    method: 'post',
    summary: "E-mail the address's active memberships at the campground.",
    schema: sendMembershipEmailRequestSchema,
  },
];

/** Adds the public page's functions to the app's OpenAPI document. */
export function registerPublicFunctionDocs(app: OpenAPIHono<AppEnv>): void {
  for (const { name, method, summary, schema } of FUNCTIONS) {
    app.openAPIRegistry.registerPath({
      method,
      path: `/functions/v1/${name}`,
      operationId: name,
      summary,
      security: [],
      ...(schema
        ? method === 'get'
          ? { request: { query: schema as never } }
          : { request: { body: { required: true, content: { 'application/json': { schema } } } } }
        : {}),
      responses: {
        200: { description: 'Success: { success: true, ... }' },
        default: {
          description: 'Failure: 400, 402, 404, 409, 413, 415, 429',
          content: { 'application/json': { schema: errorEnvelopeSchema } },
        },
      },
    });
  }
}
