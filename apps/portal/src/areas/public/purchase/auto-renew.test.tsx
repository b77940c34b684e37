import { AUTO_RENEWAL_WORDS, EMAIL_CHECK_NETWORK_ERROR } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { somePageData } from '../../../shared/testing/campground-data';
import {
  aBreakdown,
  aPlan,
  campgroundResult,
  fakeApi,
  intentResult,
  networkResult,
  renderPublic,
  stubCanvas,
} from '../testing/public-fakes';
import { payWithCard, toPaymentStep } from '../testing/purchase-steps';

const annual = aPlan({ id: 'type-weekend', name: 'weekend', display_name: 'Weekend', duration_days: 365 });
const offering = (offer: boolean, plans = [annual]) =>
  vi.fn(async () =>
    campgroundResult({
      membershipTypes: plans,
      settings: { ...somePageData().settings, offer_auto_renewal: offer },
    }),
  );
const renewBox = () => screen.queryByRole('checkbox', { name: new RegExp(AUTO_RENEWAL_WORDS.checkbox) });

describe('"Renew automatically" on the payment step', () => {
  beforeEach(() => {
    stubCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is off by default; choosing it makes the intent anew with autoRenew, and the card pays that one', async () => {
    const api = fakeApi({
      'get-campground': offering(true),
      'create-payment-intent': vi
        .fn()
        .mockResolvedValueOnce(intentResult(aBreakdown(), 'pi_1'))
        .mockResolvedValueOnce(intentResult(aBreakdown(), 'pi_2')),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await screen.findByRole('heading', { name: '3. Payment' });
    const box = renewBox();
    expect(box).not.toBeChecked();
    expect(api['create-payment-intent']).toHaveBeenCalledTimes(1);
    expect(api['create-payment-intent']).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ autoRenew: true }),
    );

    await user.click(box as HTMLElement);
    await waitFor(() => expect(renewBox()).toBeChecked());
    expect(api['create-payment-intent']).toHaveBeenCalledTimes(2);
    expect(api['create-payment-intent']).toHaveBeenLastCalledWith(
      expect.objectContaining({
        autoRenew: true,
        metadata: expect.objectContaining({ membershipTypeId: 'type-weekend' }),
        purchase: expect.objectContaining({ email: 'ana@example.com' }),
      }),
    );
    await payWithCard(user);
    expect(api['simulated-card-confirm']).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_2_secret_x' }),
    );
  });

  it('keeps the choice off and says why when the new intent is refused', async () => {
    const api = fakeApi({
      'get-campground': offering(true),
      'create-payment-intent': vi
        .fn()
        .mockResolvedValueOnce(intentResult())
        .mockResolvedValueOnce(networkResult()),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await user.click((await screen.findByRole('checkbox', { name: /Renew automatically/ })) as HTMLElement);
    expect(await screen.findByText(EMAIL_CHECK_NETWORK_ERROR)).toBeInTheDocument();
    expect(renewBox()).not.toBeChecked();
  });

  it('is not shown where the campground does not offer it, nor for a type shorter than a month', async () => {
    for (const [offer, days] of [
      [false, 365],
      [true, 2],
    ] as const) {
      const api = fakeApi({ 'get-campground': offering(offer, [{ ...annual, duration_days: days }]) });
      const { user, unmount } = renderPublic('/campground/pine-valley', api);
      await toPaymentStep(user);
      const payment = await screen.findByRole('heading', { name: '3. Payment' });
      expect(
        within(payment.closest('[role="dialog"]') as HTMLElement).queryByRole('checkbox', {
          name: /Renew automatically/,
        }),
      ).toBeNull();
      unmount();
    }
  });
});
