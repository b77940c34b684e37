import type { WebhookEndpoint } from '@camppass/client';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_WORDS as WORDS } from '@camppass/domain';
import {
  AlertDialog,
  Badge,
  Banner,
  Button,
  Card,
  Checkbox,
  DialogTrigger,
  Spinner,
  TextField,
} from '@camppass/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { WebhookDeliveries } from './WebhookDeliveries';

type EndpointAction =
  | { readonly kind: 'test' | 'delete'; readonly endpointId: string }
  | { readonly kind: 'enable'; readonly endpointId: string; readonly enabled: boolean };

/**
 * Settings → Integrations → Webhooks: the campground's endpoints. A new endpoint's signing secret is
 * shown once; each endpoint sends a test event, turns off and on, is deleted, and shows its log.
 */
export function WebhooksCard({ campgroundId }: { readonly campgroundId: string }) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['webhook-endpoints', campgroundId];
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhook-endpoints', campgroundId] });
  const refreshLog = (endpointId: string) =>
    queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', campgroundId, endpointId] });

  const endpoints = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await api.call('list-webhook-endpoints', { campgroundId });
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.data.endpoints;
    },
  });
  const add = useMutation({
    mutationFn: async () => {
      const answer = await api.call('create-webhook-endpoint', { campgroundId, url, events: [...events] });
      if (!answer.ok) throw new Error(answer.message || WORDS.addFailed);
      return answer.value.data.secret;
    },
    onSuccess: (shown) => {
      setSecret(shown);
      setCopied(false);
      setUrl('');
      setEvents([]);
      void refresh();
    },
  });
  const act = useMutation({
    mutationFn: async (action: EndpointAction) => {
      const ids = { campgroundId, endpointId: action.endpointId };
      const answer =
        action.kind === 'enable'
          ? await api.call('set-webhook-endpoint-enabled', { ...ids, enabled: action.enabled })
          : action.kind === 'test'
            ? await api.call('send-test-webhook', ids)
            : await api.call('delete-webhook-endpoint', ids);
      if (!answer.ok) throw new Error(answer.message || WORDS.actionFailed);
      return action;
    },
    onSuccess: (action) => {
      if (action.kind === 'test') setOpen(action.endpointId);
      void refreshLog(action.endpointId);
    },
    onSettled: () => refresh(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const toggle = (type: string, chosen: boolean) =>
    setEvents((now) => (chosen ? [...now, type] : now.filter((e) => e !== type)));

  return (
    <Card title={WORDS.title} description={WORDS.description}>
      <form className="cp-stack" onSubmit={submit} aria-label={WORDS.addLabel}>
        <TextField label={WORDS.urlLabel} type="url" value={url} onChange={setUrl} maxLength={2000} />
        <fieldset className="cp-stack">
          <legend>{WORDS.eventsLabel}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              isSelected={events.includes(type)}
              onChange={(chosen) => toggle(type, chosen)}
            >
              {type}
            </Checkbox>
          ))}
        </fieldset>
        {add.error && <Banner variant="error">{add.error.message}</Banner>}
        <Button type="submit" isPending={add.isPending}>
          {WORDS.addLabel}
        </Button>
      </form>
      {secret && (
        <Banner variant="success" title={WORDS.secretShownOnce} onDismiss={() => setSecret(null)}>
          <TextField label={WORDS.secretLabel} value={secret} isReadOnly />
          <Button
            variant="outline"
            onPress={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
          >
            {WORDS.copySecret}
          </Button>
          <span role="status">{copied ? WORDS.copied : ''}</span>
        </Banner>
      )}
      {act.error && <Banner variant="error">{act.error.message}</Banner>}
      {endpoints.isPending ? (
        <Spinner aria-label={WORDS.loading} />
      ) : endpoints.isError ? (
        <Banner
          variant="error"
          title={WORDS.loadFailed}
          action={<Button onPress={() => void endpoints.refetch()}>{WORDS.tryAgain}</Button>}
        >
          {endpoints.error.message}
        </Banner>
      ) : endpoints.data.length === 0 ? (
        <p>{WORDS.empty}</p>
      ) : (
        <ul aria-label={WORDS.listLabel} className="cp-stack">
          {endpoints.data.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              campgroundId={campgroundId}
              showLog={open === endpoint.id}
              onToggleLog={() => setOpen((now) => (now === endpoint.id ? null : endpoint.id))}
              onTest={() => act.mutate({ kind: 'test', endpointId: endpoint.id })}
              onEnable={(enabled) => act.mutate({ kind: 'enable', endpointId: endpoint.id, enabled })}
              onDelete={() => act.mutateAsync({ kind: 'delete', endpointId: endpoint.id }).catch(() => {})}
              busy={act.isPending}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function EndpointItem(props: {
  readonly endpoint: WebhookEndpoint;
  readonly campgroundId: string;
  readonly showLog: boolean;
  readonly busy: boolean;
  readonly onToggleLog: () => void;
  readonly onTest: () => void;
  readonly onEnable: (enabled: boolean) => void;
  readonly onDelete: () => Promise<unknown>;
}) {
  const { endpoint } = props;
  return (
    <li aria-label={endpoint.url} className="cp-stack">
      <div>
        <strong style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</strong>{' '}
        {!endpoint.enabled && <Badge>{endpoint.disabledAt ? WORDS.turnedOffForFailures : WORDS.off}</Badge>}
      </div>
      <div>{endpoint.events.join(', ')}</div>
      <div className="cp-cluster">
        <Button onPress={props.onTest} isDisabled={!endpoint.enabled || props.busy}>
          {WORDS.sendTest}
        </Button>
        <Button variant="outline" onPress={props.onToggleLog} aria-expanded={props.showLog}>
          {WORDS.showLog}
        </Button>
        <Button variant="outline" onPress={() => props.onEnable(!endpoint.enabled)} isDisabled={props.busy}>
          {endpoint.enabled ? WORDS.turnOff : WORDS.turnOn}
        </Button>
        <DialogTrigger>
          <Button variant="danger">{WORDS.remove}</Button>
          <AlertDialog
            title={`${WORDS.remove} ${endpoint.url}?`}
            variant="destructive"
            confirmLabel={WORDS.remove}
            onConfirm={props.onDelete}
          >
            {WORDS.removeConfirm}
          </AlertDialog>
        </DialogTrigger>
      </div>
      {props.showLog && (
        <WebhookDeliveries campgroundId={props.campgroundId} endpointId={endpoint.id} url={endpoint.url} />
      )}
    </li>
  );
}
