import {
  CORE_CONFIG,
  DELAY,
  EMAIL_RENDERER,
  FILE_STORAGE,
  OUTBOX_REPOSITORY,
  PAYMENT_GATEWAY,
  SIGNED_FILE_LINKS,
  SIMULATED_CARD_PAYMENTS,
} from '@camppass/core';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { isDevelopment } from '../config/config';
import { USE_CASES } from '../container/core-module';
import { SIMULATED_WEBHOOK_SINK } from '../container/dev-module';
import { CONFIG, LOGGER } from '../container/server-module';
import type { Area } from '../http/area';
import type { AppEnv } from '../http/context';
import { adminRoutes } from './admin/admin-routes';
import { authRoutes } from './auth/auth-routes';
import { devEmailPreviewRoutes } from './dev/email-preview-routes';
import { fileRoutes } from './dev/file-routes';
import { devMailboxRoutes } from './dev/mailbox-routes';
import { simulatedCardRoutes } from './dev/simulated-card-routes';
import { simulatedConnectRoutes } from './dev/simulated-connect-routes';
import { autoRenewalRoutes } from './member/auto-renewal-routes';
import { memberRoutes } from './member/member-routes';
import { membershipChangeRoutes } from './member/membership-change-routes';
import { statusPageRoutes } from './member/status-page';
import { walletServiceRoutes } from './member/wallet-service-routes';
import { ownerRoutes } from './owner/owner-routes';
import { partnerRoutes } from './public/partner-routes';
import { PAYMENTS_WEBHOOK_PATH, paymentRoutes, SIGNATURE_HEADER } from './public/payment-routes';
import { publicConfigRoutes } from './public/public-config';
import { publicRoutes } from './public/public-routes';
import { siteRoutes } from './public/site-routes';
import { uploadRoutes } from './public/upload-routes';

const areaOf = (container: Container): Area => ({
  use: container.get(USE_CASES),
  config: container.get(CONFIG),
  logger: container.get(LOGGER),
});

/** Every function of /functions/v1, one sub-app per area; their OpenAPI entries come along. */
export const functionRoutes = (container: Container) => {
  const area = areaOf(container);
  const payments = paymentRoutes(area);
  // The simulated gateway posts its webhooks to the webhook route, in process, as Stripe would over HTTP.
  container.get(SIMULATED_WEBHOOK_SINK).connect(async (delivery) => {
    const response = await payments.request(PAYMENTS_WEBHOOK_PATH, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: delivery.signatureHeader, 'content-type': 'application/json' },
      body: delivery.rawBody,
    });
    if (!response.ok) throw new Error(`The webhook route answered ${response.status}`);
  });
  const functions = new OpenAPIHono<AppEnv>()
    .route('/', authRoutes(area, container.get(DELAY)))
    .route('/', publicConfigRoutes(area))
    .route('/', uploadRoutes(area))
    .route('/', publicRoutes(area))
    .route('/', partnerRoutes(area))
    .route('/', payments)
    .route('/', memberRoutes(area))
    .route('/', membershipChangeRoutes(area))
    .route('/', autoRenewalRoutes(area))
    .route('/', ownerRoutes(area))
    .route('/', adminRoutes(area));
  return container.isBound(SIMULATED_CARD_PAYMENTS)
    ? functions.route('/', simulatedCardRoutes(area, container.get(SIMULATED_CARD_PAYMENTS)))
    : functions;
};

/**
 * The routes outside /functions: the public status page of a card's QR code, robots.txt and
 * sitemap.xml, Apple Wallet's web service for pass updates, and those of the
 * embedded stand-ins: signed links of files on local disk (whenever S3 is not configured), the
 * e-mail outbox (development only) and the simulated gateway's Connect pages (with that gateway).
 */
export const devRoutes = (container: Container) => {
  const config = container.get(CONFIG);
  const routes = new Hono<AppEnv>();
  // Not embedded stand-ins: the public page of a card's QR code, robots.txt and the sitemap, in every mode.
  routes.route('/', statusPageRoutes(areaOf(container)));
  routes.route('/', siteRoutes(areaOf(container)));
  // Apple Wallet's web service for the updates of the passes it holds.
  routes.route('/', walletServiceRoutes(areaOf(container)));
  if (!config.s3) {
    routes.route('/files', fileRoutes(container.get(FILE_STORAGE), container.get(SIGNED_FILE_LINKS)));
  }
  if (isDevelopment(config)) {
    routes.route('/dev', devMailboxRoutes(container.get(OUTBOX_REPOSITORY), config.productName));
    routes.route('/dev', devEmailPreviewRoutes(container.get(EMAIL_RENDERER), container.get(CORE_CONFIG)));
  }
  // The simulated gateway's hosted onboarding and Express dashboard, where its links lead.
  if (container.isBound(SIMULATED_CARD_PAYMENTS)) {
    routes.route(
      '/dev/connect',
      simulatedConnectRoutes(
        container.get(SIMULATED_CARD_PAYMENTS),
        container.get(PAYMENT_GATEWAY),
        config.appBaseUrl,
      ),
    );
  }
  return routes;
};
