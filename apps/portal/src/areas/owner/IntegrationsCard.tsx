import type { ApiKey } from '@camppass/client';
import {
  API_KEY_COPIED,
  API_KEY_COPY_LABEL,
  API_KEY_CREATE_FAILED,
  API_KEY_CREATE_LABEL,
  API_KEY_NAME_LABEL,
  API_KEY_NEVER_USED,
  API_KEY_REVOKE_CONFIRM,
  API_KEY_REVOKE_FAILED,
  API_KEY_REVOKE_LABEL,
  API_KEY_REVOKED,
  API_KEY_SHOWN_ONCE,
  API_KEYS_EMPTY,
  API_KEYS_LOAD_FAILED,
  INTEGRATIONS_DESCRIPTION,
  INTEGRATIONS_TITLE,
} from '@camppass/domain';
import { AlertDialog, Badge, Banner, Button, Card, DialogTrigger, Spinner, TextField } from '@camppass/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → Integrations: the campground's partner API keys. A new key is shown once, with a copy
 * button; the list shows each key's prefix, last use and count; revoking asks for confirmation.
 */
export function IntegrationsCard({ campgroundId }: { readonly campgroundId: string }) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['api-keys', campgroundId];
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const keys = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await api.call('list-api-keys', { campgroundId });
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.data.apiKeys;
    },
  });
  const create = useMutation({
    mutationFn: async (keyName: string) => {
      const answer = await api.call('create-api-key', { campgroundId, name: keyName });
      if (!answer.ok) throw new Error(answer.message || API_KEY_CREATE_FAILED);
      return answer.value.data.key;
    },
    onSuccess: (key) => {
      setCreated(key);
      setCopied(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: async (apiKeyId: string) => {
      const answer = await api.call('revoke-api-key', { campgroundId, apiKeyId });
      if (!answer.ok) throw new Error(answer.message || API_KEY_REVOKE_FAILED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name);
  };
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created);
    setCopied(true);
  };

  return (
    <Card title={INTEGRATIONS_TITLE} description={INTEGRATIONS_DESCRIPTION}>
      <form className="cp-stack" onSubmit={submit} aria-label={API_KEY_CREATE_LABEL}>
        <TextField
          label={API_KEY_NAME_LABEL}
          value={name}
          onChange={setName}
          maxLength={100}
          errorMessage={create.error?.message ?? ''}
        />
        <Button type="submit" isPending={create.isPending}>
          {API_KEY_CREATE_LABEL}
        </Button>
      </form>
      {created && (
        <Banner variant="success" title={API_KEY_SHOWN_ONCE} onDismiss={() => setCreated(null)}>
          <TextField label="New API key" value={created} isReadOnly />
          <Button variant="outline" onPress={() => void copy()}>
            {API_KEY_COPY_LABEL}
          </Button>
          <span role="status">{copied ? API_KEY_COPIED : ''}</span>
        </Banner>
      )}
      {revoke.error && <Banner variant="error">{revoke.error.message}</Banner>}
      {keys.isPending ? (
        <Spinner aria-label="Loading API keys" />
      ) : keys.isError ? (
        <Banner
          variant="error"
          title={API_KEYS_LOAD_FAILED}
          action={<Button onPress={() => void keys.refetch()}>Try Again</Button>}
        >
          {keys.error.message}
        </Banner>
      ) : keys.data.length === 0 ? (
        <p>{API_KEYS_EMPTY}</p>
      ) : (
        <ul aria-label="API keys" className="cp-stack">
          {keys.data.map((key) => (
            <ApiKeyItem
              key={key.id}
              apiKey={key}
              onRevoke={() => revoke.mutateAsync(key.id).catch(() => {})}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ApiKeyItem({
  apiKey,
  onRevoke,
}: {
  readonly apiKey: ApiKey;
  readonly onRevoke: () => Promise<unknown>;
}) {
  return (
    <li aria-label={apiKey.name}>
      <strong>{apiKey.name}</strong> <code>{apiKey.prefix}…</code>{' '}
      {apiKey.revokedAt && <Badge>{API_KEY_REVOKED}</Badge>}
      <div>
        Created {when(apiKey.createdAt)} ·{' '}
        {apiKey.lastUsedAt ? `Last used ${when(apiKey.lastUsedAt)}` : API_KEY_NEVER_USED} ·{' '}
        {apiKey.usageCount.toLocaleString('en-US')} {apiKey.usageCount === 1 ? 'use' : 'uses'}
      </div>
      {!apiKey.revokedAt && (
        <DialogTrigger>
          <Button variant="danger" aria-label={`${API_KEY_REVOKE_LABEL} ${apiKey.name}`}>
            {API_KEY_REVOKE_LABEL}
          </Button>
          <AlertDialog
            title={`${API_KEY_REVOKE_LABEL} ${apiKey.name}?`}
            variant="destructive"
            confirmLabel={API_KEY_REVOKE_LABEL}
            onConfirm={onRevoke}
          >
            {API_KEY_REVOKE_CONFIRM}
          </AlertDialog>
        </DialogTrigger>
      )}
    </li>
  );
}
