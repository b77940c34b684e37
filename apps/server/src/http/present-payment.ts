import type { CheckoutStarted } from '@camppass/core/checkout/open-checkout';
import { centsToDollars, type FeeBreakdown } from '@camppass/domain';

// A started card payment as the public purchase and the member's renewals answer it.

export const presentBreakdown = (f: FeeBreakdown) => ({
  subtotal: centsToDollars(f.subtotal),
  discount: centsToDollars(f.discount),
  discountPercentage: f.discountPercentage,
  subtotalAfterDiscount: centsToDollars(f.subtotalAfterDiscount),
  tax: centsToDollars(f.tax),
  taxRate: f.taxRate,
  platformFee: centsToDollars(f.platformFee),
  processingFee: centsToDollars(f.processingFee),
  processingFeeRate: f.processingFeeRate,
  total: centsToDollars(f.total),
});

export const presentPaymentIntent = (started: CheckoutStarted, publishableKey: string | null) => ({
  success: true as const,
  clientSecret: started.clientSecret,
  client_secret: started.clientSecret,
  paymentIntentId: started.paymentIntentId,
  amount: started.amountCents,
  currency: started.currency,
  breakdown: presentBreakdown(started.fees),
  publishableKey,
});
