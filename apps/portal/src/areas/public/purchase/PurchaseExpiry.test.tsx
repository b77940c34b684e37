import { CHECKOUT_EXPIRED_MESSAGE, UPLOAD_ALREADY_USED_MESSAGE } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  intentResult,
  purchaseResult,
  refusedResult,
  renderPublic,
  stubCanvas,
} from '../testing/public-fakes';
import { fillStepOne, payWithCard, startPurchase, toPaymentStep } from '../testing/purchase-steps';

describe('a purchase whose checkout expired or whose files belong to another', () => {
  beforeEach(() => {
    stubCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes the buyer back to step 1 with the reason when the checkout expired, and starts afresh from there', async () => {
    const api = fakeApi({
      'purchase-membership': vi
        .fn()
        .mockResolvedValueOnce(refusedResult(410, 'CHECKOUT_EXPIRED', 'The server’s words'))
        .mockResolvedValueOnce(purchaseResult('PIN-0001AB')),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await payWithCard(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));

    expect(await screen.findByRole('heading', { name: '1. Personal Info' })).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ana');
    expect(api.upload).toHaveBeenCalledTimes(2);

    // A new checkout with the files sent again: the old ones may be gone.
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Payment' }));
    expect(api.upload).toHaveBeenCalledTimes(4);
    expect(api['create-payment-intent']).toHaveBeenCalledTimes(2);
    await payWithCard(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByTestId('membership-code')).toHaveTextContent('PIN-0001AB');
  });

  it('sends the files again after the server says they belong to another purchase', async () => {
    const api = fakeApi({
      'create-payment-intent': vi
        .fn()
        .mockResolvedValueOnce(refusedResult(409, 'UPLOAD_ALREADY_USED', UPLOAD_ALREADY_USED_MESSAGE))
        .mockResolvedValueOnce(intentResult()),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect(await screen.findByText(UPLOAD_ALREADY_USED_MESSAGE)).toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    await waitFor(() => expect(api.upload).toHaveBeenCalledTimes(4));
    expect(await screen.findByRole('button', { name: 'Next: Payment' })).toBeInTheDocument();
  });
});
