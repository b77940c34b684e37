import { Banner, Button } from '@camppass/ui';
import type { ReactNode } from 'react';

/** A failed read: its message (under a title, if given) and a button that asks again. */
export function LoadFailed({
  message,
  onRetry,
  title,
  retryLabel,
}: {
  readonly message: ReactNode;
  readonly onRetry: () => void;
  readonly title?: string;
  /** 'Try Again' or 'Retry', in the area's words. */
  readonly retryLabel: string;
}) {
  return (
    <Banner
      variant="error"
      title={title}
      action={
        <Button variant="outline" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Banner>
  );
}
