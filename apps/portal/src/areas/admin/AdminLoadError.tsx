import type { CallError } from '@camppass/client';
import { ADMIN_RETRY, adminLoadFailedMessage } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';

/** 'Failed to load {what}: {message}' with Retry (03 §8). */
export function AdminLoadError({
  what,
  error,
  onRetry,
}: {
  readonly what: string;
  readonly error: CallError;
  readonly onRetry: () => void;
}) {
  return (
    <Banner variant="error" action={<Button onPress={onRetry}>{ADMIN_RETRY}</Button>}>
      {adminLoadFailedMessage(what, error.message)}
    </Banner>
  );
}
