import { Banner } from '@camppass/ui';
import { useEffect, useRef } from 'react';

/**
 * Why a payment did not go through, placed beside the button that tried it: it takes the focus as it
 * appears (so it scrolls into view in a long dialog) and is read out at once (role alert). Give it a
 * new `key` per attempt so that the same failure twice is shown, focused and read out twice.
 */
export function PaymentFailure({ message }: { readonly message: string | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref}>
      <Banner variant="error" tabIndex={-1}>
        {message}
      </Banner>
    </div>
  );
}
