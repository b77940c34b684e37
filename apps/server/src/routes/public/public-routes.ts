import {
  checkEmailRequestSchema,
  createPaymentIntentRequestSchema,
  getCampgroundQuerySchema,
  purchaseMembershipRequestSchema,
  sendMembershipEmailRequestSchema,
  validateMembershipRequestSchema,
} from '@camppass/client';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { PUBLIC_USE_CASES as U } from '../../container/public-module';
import { CONFIG } from '../../container/server-module';
import type { AppEnv } from '../../http/context';
import { failure } from '../../http/errors';
import { parseBody, parseWith } from '../../http/parse';
import {
  presentBreakdown,
  presentCampground,
  presentMembership,
  presentMembershipType,
  presentPublicSettings,
} from './present';

/** The public campground page and the purchase (04 §7); no sign-in needed. */
export const publicRoutes = (container: Container) => {
  const config = container.get(CONFIG);
  const product = config.productName;
  // The card form: Stripe Elements with this key when Stripe is configured, the simulated form otherwise.
  const publishableKey = config.stripe?.publishableKey ?? null;
  const getCampground = container.get(U.getCampground);
  const listCampgrounds = container.get(U.listCampgrounds);
  const checkEmail = container.get(U.checkEmail);
  const createPaymentIntent = container.get(U.createPaymentIntent);
  const purchaseMembership = container.get(U.purchaseMembership);
  const validateMembership = container.get(U.validateMembership);
  const sendMembershipEmail = container.get(U.sendMembershipEmail);

  return new Hono<AppEnv>()
    .get('/get-campground', async (c) => {
      const query = parseWith(getCampgroundQuerySchema, c.req.query());
      if (!query.ok) return failure(c, query);
      const { id, slug } = query.value;
      const result = await getCampground.execute(id ? { id } : { slug: slug ?? '' });
      if (!result.ok) return failure(c, result);
      const { campground, membershipTypes, settings } = result.value;
      return c.json({
        success: true,
        data: {
          campground: presentCampground(campground, product),
          membershipTypes: membershipTypes.map(presentMembershipType),
          descriptions: {
            membershipTypes: campground.membershipTypeDesc,
            information: campground.informationDesc,
            hasCustomMembershipTypes: campground.customMembershipTypeDesc,
            hasCustomInformation: campground.customInformationDesc,
          },
          settings: presentPublicSettings(campground, settings),
        },
      });
    })
    .get('/list-campgrounds', async (c) => {
      const campgrounds = await listCampgrounds.execute();
      return c.json({
        success: true,
        data: { campgrounds: campgrounds.map((g) => presentCampground(g, product)) },
      });
    })
    .post('/check-email', async (c) => {
      const input = await parseBody(c, checkEmailRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await checkEmail.execute({ ...input.value, clientKey: c.get('clientIp') });
      if (!result.ok) return failure(c, result);
      const { canProceed, code, message, loginUrl } = result.value;
      return c.json({ success: true, canProceed, code, message, ...(loginUrl ? { loginUrl } : {}) });
    })
    .post('/create-payment-intent', async (c) => {
      const input = await parseBody(c, createPaymentIntentRequestSchema);
      if (!input.ok) return failure(c, input);
      const body = input.value;
      const result = await createPaymentIntent.execute({
        campgroundId: body.metadata.campgroundId,
        membershipTypeId: body.metadata.membershipTypeId,
        amount: body.amount ?? null,
        currency: body.currency ?? null,
        purchase: body.purchase,
        clientKey: c.get('clientIp'),
      });
      if (!result.ok) return failure(c, result);
      const started = result.value;
      return c.json({
        success: true,
        clientSecret: started.clientSecret,
        client_secret: started.clientSecret,
        paymentIntentId: started.paymentIntentId,
        amount: started.amountCents,
        currency: started.currency,
        breakdown: presentBreakdown(started.fees),
        publishableKey,
      });
    })
    .post('/purchase-membership', async (c) => {
      const input = await parseBody(c, purchaseMembershipRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await purchaseMembership.execute({ paymentIntentId: input.value.paymentIntentId });
      if (!result.ok) return failure(c, result);
      const { membership, archivedCount, message, paymentId } = result.value;
      return c.json({
        success: true,
        message,
        data: {
          membership: presentMembership(membership),
          logicalDelete: { deletedCount: archivedCount },
          paymentId,
        },
      });
    })
    .post('/validate-membership', async (c) => {
      const input = await parseBody(c, validateMembershipRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await validateMembership.execute(input.value);
      if (!result.ok) return failure(c, result);
      const answer = result.value;
      return answer.valid
        ? c.json({
            success: true,
            valid: true,
            status: answer.status,
            code: 'VALID',
            message: answer.message,
            data: { startDate: answer.startDate, endDate: answer.endDate },
          })
        : c.json({
            success: true,
            valid: false,
            code: answer.code,
            message: answer.message,
            error: answer.message,
          });
    })
    .post('/send-membership-email', async (c) => {
      const input = await parseBody(c, sendMembershipEmailRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await sendMembershipEmail.execute({ ...input.value, clientKey: c.get('clientIp') });
      if (!result.ok) return failure(c, result);
      return c.json({ success: true, message: result.value.message });
    });
};
