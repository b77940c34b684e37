import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, okResult, renderPublic, stubCanvas } from '../testing/public-fakes';
import { toPaymentStep } from '../testing/purchase-steps';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => null,
  useElements: () => null,
}));

describe('the card form chosen by the server', () => {
  beforeEach(() => {
    stubCanvas();
  });

  it('is Stripe Elements when public-config names a publishable key', async () => {
    const api = fakeApi({
      publicConfig: vi.fn(async () => okResult({ stripePublishableKey: 'pk_test_123' })),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Card Number/ })).not.toBeInTheDocument();
  });

  it('is the simulated card form when it names none', async () => {
    const { user } = renderPublic('/campground/pine-valley', fakeApi());
    await toPaymentStep(user);
    expect(await screen.findByRole('textbox', { name: /^Card Number/ })).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-card-element')).not.toBeInTheDocument();
  });
});
