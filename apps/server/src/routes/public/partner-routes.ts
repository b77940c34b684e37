import { VerifyMembershipForPartner } from '@camppass/core/public/verify-membership-for-partner';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentValidity } from './present';

/** The partner API: a campground's booking engine verifies codes with one of its API keys. */
export const partnerRoutes = ({ use }: Area) =>
  defineFunctions(use).defineWithApiKey('partner-validate-membership', async ({ input, apiKey }) => {
    const result = await use(VerifyMembershipForPartner).execute({ ...input, apiKey });
    return result.ok ? presentValidity(result.value) : result;
  }).app;
