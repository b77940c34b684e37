import { CreatePaymentIntent } from '@camppass/core/checkout/create-payment-intent';
import { CheckEmail } from '@camppass/core/public/check-email';
import { GetCampground } from '@camppass/core/public/get-campground';
import { ListCampgrounds } from '@camppass/core/public/list-campgrounds';
import { PurchaseMembership } from '@camppass/core/public/purchase-membership';
import { SendMembershipEmail } from '@camppass/core/public/send-membership-email';
import { ValidateMembership } from '@camppass/core/public/validate-membership';
import type { Area } from '../../http/area';
import { rateLimitAddress } from '../../http/client-ip';
import { defineFunctions } from '../../http/functions';
import {
  presentCampground,
  presentDescriptions,
  presentMembership,
  presentMembershipType,
  presentPaymentIntent,
  presentPublicSettings,
  presentValidity,
} from './present';

/** The public campground page and the purchase (04 §7); no sign-in needed. */
export const publicRoutes = ({ use, config }: Area) => {
  const product = config.productName;
  // The card form: Stripe Elements with this key when Stripe is configured, the simulated form otherwise.
  const publishableKey = config.stripe?.publishableKey ?? null;

  return defineFunctions(use)
    .define('get-campground', async ({ input: { id, slug } }) => {
      const result = await use(GetCampground).execute(id ? { id } : { slug: slug ?? '' });
      if (!result.ok) return result;
      const { campground, membershipTypes, settings, onSale } = result.value;
      return {
        success: true,
        data: {
          campground: presentCampground(campground, product),
          membershipTypes: membershipTypes.map(presentMembershipType),
          descriptions: presentDescriptions(campground),
          settings: { ...presentPublicSettings(campground, settings), on_sale: onSale },
        },
      };
    })
    .define('list-campgrounds', async () => {
      const campgrounds = await use(ListCampgrounds).execute();
      return { success: true, data: { campgrounds: campgrounds.map((g) => presentCampground(g, product)) } };
    })
    .define('check-email', async ({ input, clientIp }) => {
      const result = await use(CheckEmail).execute({ ...input, clientKey: clientIp });
      if (!result.ok) return result;
      const { canProceed, code, message, loginUrl } = result.value;
      return { success: true, canProceed, code, message, ...(loginUrl ? { loginUrl } : {}) };
    })
    .define('create-payment-intent', async ({ input, clientIp }) => {
      const result = await use(CreatePaymentIntent).execute({
        campgroundId: input.metadata.campgroundId,
        membershipTypeId: input.metadata.membershipTypeId,
        amount: input.amount ?? null,
        currency: input.currency ?? null,
        purchase: input.purchase,
        clientKey: clientIp,
        autoRenew: input.autoRenew ?? null,
      });
      return result.ok ? presentPaymentIntent(result.value, publishableKey) : result;
    })
    .define('purchase-membership', async ({ input }) => {
      const result = await use(PurchaseMembership).execute(input);
      if (!result.ok) return result;
      const { membership, archivedCount, message, paymentId } = result.value;
      return {
        success: true,
        message,
        data: {
          membership: presentMembership(membership),
          logicalDelete: { deletedCount: archivedCount },
          paymentId,
        },
      };
    })
    .define('validate-membership', async ({ input, clientIp }) => {
      const result = await use(ValidateMembership).execute({
        ...input,
        clientKey: rateLimitAddress(clientIp),
      });
      return result.ok ? presentValidity(result.value) : result;
    })
    .define('send-membership-email', async ({ input, clientIp }) => {
      const result = await use(SendMembershipEmail).execute({ ...input, clientKey: clientIp });
      return result.ok ? { success: true, message: result.value.message } : result;
    }).app;
};
