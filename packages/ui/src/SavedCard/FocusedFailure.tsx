import { type ReactNode, useEffect, useRef } from 'react';
import { Banner } from '../Banner';

/**
 * Why the last try failed, beside the button that tried: it takes the focus as it appears (so it
 * scrolls into view in a dialog) and is read out at once. Give it a new `key` per try so that the same
 * failure twice is shown and read out twice.
 */
export function FocusedFailure({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, []);
  return (
    <div ref={ref}>
      <Banner variant="error" tabIndex={-1}>
        {children}
      </Banner>
    </div>
  );
}
