import { Hono } from 'hono';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';

/**
 * The settings a browser needs before anything else: the brand, the support address and the
 * public keys of the captcha and the card form. One portal build then serves every deployment.
 * Only public values: never a secret key.
 */
export const publicConfigRoutes = ({ config }: Area) =>
  new Hono<AppEnv>().get('/public-config', (c) =>
    c.json({
      success: true,
      data: {
        productName: config.productName,
        supportEmail: config.supportEmail,
        recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
        stripePublishableKey: config.stripe?.publishableKey ?? null,
      },
    }),
  );
