import type { WebhookDelivery } from '@camppass/client';
import { WEBHOOK_WORDS as WORDS } from '@camppass/domain';
import { Badge, Banner, Button, Spinner } from '@camppass/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../shared/auth/AuthProvider';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }) : '';

/** One endpoint's delivery log: event, status, response code, time and attempts, each with "Resend". */
export function WebhookDeliveries({
  campgroundId,
  endpointId,
  url,
}: {
  readonly campgroundId: string;
  readonly endpointId: string;
  readonly url: string;
}) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['webhook-deliveries', campgroundId, endpointId];
  const log = useQuery({
    queryKey,
    queryFn: async () => {
      const answer = await api.call('list-webhook-deliveries', { campgroundId, endpointId });
      if (!answer.ok) throw new Error(answer.message);
      return answer.value.data.deliveries;
    },
  });
  const resend = useMutation({
    mutationFn: async (deliveryId: string) => {
      const answer = await api.call('resend-webhook-delivery', { campgroundId, deliveryId });
      if (!answer.ok) throw new Error(answer.message || WORDS.resendFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  if (log.isPending) return <Spinner aria-label={WORDS.logLoading} />;
  if (log.isError) {
    return (
      <Banner
        variant="error"
        title={WORDS.logLoadFailed}
        action={<Button onPress={() => void log.refetch()}>{WORDS.tryAgain}</Button>}
      >
        {log.error.message}
      </Banner>
    );
  }
  return (
    <div className="cp-stack">
      {resend.error && <Banner variant="error">{resend.error.message}</Banner>}
      {log.data.length === 0 ? (
        <p>{WORDS.logEmpty}</p>
      ) : (
        <ul aria-label={WORDS.logLabel(url)} className="cp-stack">
          {log.data.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} onResend={() => resend.mutate(delivery.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryItem({
  delivery,
  onResend,
}: {
  readonly delivery: WebhookDelivery;
  readonly onResend: () => void;
}) {
  return (
    <li aria-label={`${delivery.eventType} ${WORDS.status[delivery.status]}`}>
      <code>{delivery.eventType}</code> <Badge>{WORDS.status[delivery.status]}</Badge>
      <div>
        {WORDS.columns.response}: {delivery.responseStatus ?? delivery.lastError ?? WORDS.noResponse} ·{' '}
        {WORDS.columns.time}: {when(delivery.lastAttemptAt ?? delivery.createdAt)} · {WORDS.columns.attempts}:{' '}
        {delivery.attempts}
      </div>
      <Button variant="outline" onPress={onResend} aria-label={`${WORDS.resend} ${delivery.eventType}`}>
        {WORDS.resend}
      </Button>
    </li>
  );
}
