import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, okResult, renderPublic, stubCanvas } from '../testing/public-fakes';
import { toPaymentStep } from '../testing/purchase-steps';

// No mock of Stripe's packages here: what the page does to the document is what a browser would fetch.
const stripeScript = () => document.querySelector('script[src*="js.stripe.com"]');

describe('Stripe.js', () => {
  beforeEach(() => {
    stubCanvas();
  });

  it('is not requested by the public page, nor by the card step of the simulated gateway', async () => {
    const { user } = renderPublic('/campground/pine-valley', fakeApi());
    await screen.findByRole('button', { name: 'Purchase Weekend' });
    expect(stripeScript()).toBeNull();
    await toPaymentStep(user);
    await screen.findByRole('textbox', { name: /^Card Number/ });
    expect(stripeScript()).toBeNull();
  });

  it('is requested once the card step opens on the Stripe gateway', async () => {
    const api = fakeApi({
      publicConfig: vi.fn(async () => okResult({ stripePublishableKey: 'pk_test_123' })),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await screen.findByRole('button', { name: 'Purchase Weekend' });
    expect(stripeScript()).toBeNull();
    await toPaymentStep(user);
    await waitFor(() => expect(stripeScript()).not.toBeNull());
  });
});
