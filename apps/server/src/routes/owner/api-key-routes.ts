import type { ApiKeyRecord } from '@camppass/core';
import type { Container } from 'inversify';
import { API_KEY_USE_CASES } from '../../container/api-keys-module';
import { USE_CASES } from '../../container/core-module';
import { resolveUseCases } from '../../container/use-case-token';
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
export const apiKeyRoutes = (container: Container) => {
  const use = resolveUseCases(container, API_KEY_USE_CASES);
  return defineFunctions(container.get(USE_CASES))
    .define('list-api-keys', async ({ input, caller }) => {
      const result = await use.listApiKeys.execute({ actor: caller, campgroundId: input.campgroundId });
      return result.ok ? { success: true, data: { apiKeys: result.value.map(presentApiKey) } } : result;
    })
    .define('create-api-key', async ({ input, caller }) => {
      const result = await use.createApiKey.execute({ actor: caller, ...input });
      if (!result.ok) return result;
      return {
        success: true,
        data: { apiKey: presentApiKey(result.value.apiKey), key: result.value.secret },
      };
    })
    .define('revoke-api-key', async ({ input, caller }) => {
      const result = await use.revokeApiKey.execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: { apiKey: presentApiKey(result.value) } } : result;
    }).app;
};
