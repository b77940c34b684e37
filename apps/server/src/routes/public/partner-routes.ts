import type { Container } from 'inversify';
import { API_KEY_USE_CASES } from '../../container/api-keys-module';
import { USE_CASES } from '../../container/core-module';
import { defineFunctions } from '../../http/functions';
import { presentValidity } from './present';

/** The partner API: a campground's booking engine verifies codes with one of its API keys. */
export const partnerRoutes = (container: Container) => {
  const verify = container.get(API_KEY_USE_CASES.verifyMembershipForPartner);
  return defineFunctions(container.get(USE_CASES)).defineWithApiKey(
    'partner-validate-membership',
    async ({ input, apiKey }) => {
      const result = await verify.execute({ ...input, apiKey });
      return result.ok ? presentValidity(result.value) : result;
    },
  ).app;
};
