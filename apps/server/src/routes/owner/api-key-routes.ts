import type { ApiKeyRecord } from '@camppass/core';
import { CreateApiKey } from '@camppass/core/owner/create-api-key';
import { ListApiKeys } from '@camppass/core/owner/list-api-keys';
import { RevokeApiKey } from '@camppass/core/owner/revoke-api-key';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const presentApiKey = (key: ApiKeyRecord) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  revokedAt: key.revokedAt?.toISOString() ?? null,
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  usageCount: key.usageCount,
});

/** The owner's partner API keys (Settings → Integrations): list, create (shown once), revoke. */
export const apiKeyRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('list-api-keys', async ({ input, caller }) => {
      const result = await use(ListApiKeys).execute({ actor: caller, campgroundId: input.campgroundId });
      return result.ok ? { success: true, data: { apiKeys: result.value.map(presentApiKey) } } : result;
    })
    .define('create-api-key', async ({ input, caller }) => {
      const result = await use(CreateApiKey).execute({ actor: caller, ...input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { apiKey: presentApiKey(result.value.apiKey), key: result.value.secret },
      };
    })
    .define('revoke-api-key', async ({ input, caller }) => {
      const result = await use(RevokeApiKey).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { apiKey: presentApiKey(result.value) } } : result;
    }).app;
};
