// @vitest-environment jsdom
// jsdom, not the project's happy-dom: its camera tests hand the video element a stand-in stream, which happy-dom refuses as a browser would.
import {
  AGE_HELPER_TEXT,
  ageVerifiedMessage,
  CAMERA_ERROR,
  CODE_COPIED,
  CODE_COPY_FAILED,
  ELIGIBILITY_MESSAGES,
  PURCHASE_CODE_MISSING,
  PURCHASE_PROCESSING,
  PURCHASE_TERMS_REQUIRED,
  purchaseFees,
  REMINDER_SENT,
  requiredFieldMessage,
  SIGNATURE_REQUIRED,
  UNDER_AGE_PURCHASE_MESSAGE,
  underAgeMessage,
} from '@camppass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aBreakdown,
  aPlan,
  campgroundResult,
  fakeApi,
  intentResult,
  okResult,
  type PublicHandlers,
  purchaseResult,
  refusedResult,
  renderPublic,
  stubCanvas,
} from '../testing/public-fakes';
import {
  dialog,
  fillStepOne,
  payWithCard,
  startPurchase,
  toPaymentStep,
  type,
} from '../testing/purchase-steps';

const annual = aPlan({
  id: 'type-annual',
  name: 'annual',
  display_name: 'Annual',
  price: 1200,
  duration_days: 365,
  military_discount_eligible: true,
});

const pageWith = (plans = [aPlan()]) => vi.fn(async () => campgroundResult({ membershipTypes: plans }));

describe('the purchase', () => {
  beforeEach(() => {
    stubCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks plan details, 21+ and, for an eligible plan, the military question before the form', async () => {
    const api = fakeApi({ 'get-campground': pageWith([annual]) });
    const { user } = renderPublic('/campground/pine-valley', api);
    const wizard = await startPurchase(user, 'Annual', true);
    expect(within(wizard).getByRole('checkbox', { name: /military/ })).toBeChecked();
    expect(within(wizard).getByLabelText('Military Document')).toBeInTheDocument();
    expect(within(wizard).getByRole('navigation', { name: 'Purchase progress' })).toHaveTextContent(
      /Personal Info.*Review.*Payment.*Verification.*Complete/,
    );
  });

  it('cancels the flow from the 21+ dialog', async () => {
    const { user } = renderPublic('/campground/pine-valley');
    await user.click(await screen.findByRole('button', { name: 'Purchase Weekend' }));
    await user.click(within(await dialog('Weekend')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses step 1 with the messages of 04 §5', async () => {
    const api = fakeApi();
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect(screen.getAllByText(requiredFieldMessage('First name')).length).toBeGreaterThan(0);
    expect(screen.getByText(SIGNATURE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_TERMS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(requiredFieldMessage('Selfie with ID'))).toBeInTheDocument();
    expect(api['check-email']).not.toHaveBeenCalled();
  });

  it('shows the live end date and the age check, and stops a buyer under 21', async () => {
    const api = fakeApi();
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    expect(screen.getByText(AGE_HELPER_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of Birth/)).toHaveAttribute('max', '2026-06-15');
    expect(screen.getByLabelText(/Start Date/)).toHaveAttribute('min', '2026-06-15');
    fireEvent.change(screen.getByLabelText(/Start Date/), { target: { value: '2026-06-20' } });
    expect(screen.getByRole('status', { name: /End Date/ })).toHaveTextContent('06/22/2026');

    fireEvent.change(screen.getByLabelText(/Date of Birth/), { target: { value: '1990-04-02' } });
    expect(screen.getByText(ageVerifiedMessage(36))).toBeInTheDocument();

    await fillStepOne(user, { dateOfBirth: '2010-01-01' });
    expect(screen.getByText(underAgeMessage(16))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect(
      await screen.findByText(UNDER_AGE_PURCHASE_MESSAGE, { selector: '.cp-field__error' }),
    ).toBeInTheDocument();
    expect(api['check-email']).not.toHaveBeenCalled();
    expect(api['create-payment-intent']).not.toHaveBeenCalled();
  });

  it('buys a plan: e-mail check, uploads, server breakdown, card, code on step 5 with copy', async () => {
    const api = fakeApi();
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));

    expect(await screen.findByRole('heading', { name: '2. Review' })).toBeInTheDocument();
    expect(api['check-email']).toHaveBeenCalledWith({
      email: 'ana@example.com',
      membershipTypeId: 'type-weekend',
      campgroundId: 'cg-1',
    });
    expect(vi.mocked(api.upload).mock.calls.map((call) => call[0])).toEqual(['selfie', 'signature']);
    expect(api['create-payment-intent']).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: purchaseFees(6000, { applies: false }).total,
        metadata: expect.objectContaining({ membershipTypeId: 'type-weekend' }),
        purchase: expect.objectContaining({
          email: 'ana@example.com',
          numid: 'D1234567',
          startDate: '2026-06-20',
          endDate: '2026-06-22',
          idPhotoUrl: 'uploads/selfie/abc.png',
          signatureDataUrl: 'uploads/signature/abc.png',
          agreeToTerms: true,
          agreeToDataUsage: true,
          ageConfirmed: true,
          isMilitary: false,
        }),
      }),
    );
    expect(screen.getByText('$65.12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next: Payment' }));
    expect(await screen.findByRole('heading', { name: '3. Payment' })).toBeInTheDocument();
    await payWithCard(user);
    expect(api['simulated-card-confirm']).toHaveBeenCalledWith({
      clientSecret: 'pi_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });

    expect(await screen.findByRole('heading', { name: '4. Verification' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    // Only the payment's id: the membership is made from the checkout the server recorded.
    expect(api['purchase-membership']).toHaveBeenCalledWith({ paymentIntentId: 'pi_1' });
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Copy membership code PIN-0001AB/ }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('PIN-0001AB');
    expect(await screen.findByText(CODE_COPIED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done - Close this window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after the payment only goes forward to the code: no Cancel, no Back, no dismissing', async () => {
    const api = fakeApi({
      'purchase-membership': vi
        .fn()
        .mockResolvedValueOnce(refusedResult(500, 'INTERNAL_ERROR', 'Try again.'))
        .mockResolvedValueOnce(purchaseResult('PIN-0001AB')),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await payWithCard(user);
    expect(await screen.findByRole('heading', { name: '4. Verification' })).toBeInTheDocument();
    const footerButtons = () => screen.getAllByRole('button').map((button) => button.textContent);
    expect(footerButtons()).not.toContain('Cancel');
    expect(footerButtons()).not.toContain('Back to Payment');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Purchase Weekend' })).toBeInTheDocument();

    // A failed completion returns to the payment step, still without a way out but forward.
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByRole('heading', { name: '3. Payment' })).toBeInTheDocument();
    expect(footerButtons()).not.toContain('Cancel');
    expect(footerButtons()).not.toContain('Back to Review');
    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByTestId('membership-code')).toHaveTextContent('PIN-0001AB');
  });

  it('says Copied! only when the copy worked, and otherwise how to copy the code', async () => {
    const { user } = renderPublic('/campground/pine-valley', fakeApi());
    await toPaymentStep(user);
    await payWithCard(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));
    const copy = await screen.findByRole('button', { name: /Copy membership code PIN-0001AB/ });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('PIN-0001AB');
    expect(await screen.findByText(CODE_COPY_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(CODE_COPIED)).not.toBeInTheDocument();
  });

  it('completes a plan priced at $0 from Review, without the card step', async () => {
    const free = aPlan({ id: 'type-open-day', name: 'open-day', display_name: 'Open Day', price: 0 });
    const nothingDue = aBreakdown({
      subtotal: 0,
      subtotalAfterDiscount: 0,
      platformFee: 0,
      processingFee: 0,
      total: 0,
    });
    const api = fakeApi({
      'get-campground': pageWith([free]),
      'create-payment-intent': vi.fn(async () => intentResult(nothingDue, 'free_1')),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user, 'Open Day');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect(await screen.findByRole('heading', { name: '2. Review' })).toBeInTheDocument();
    expect(api['create-payment-intent']).toHaveBeenCalledWith(expect.objectContaining({ amount: 0 }));
    expect(screen.queryByRole('button', { name: 'Next: Payment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByTestId('membership-code')).toHaveTextContent('PIN-0001AB');
    expect(api['purchase-membership']).toHaveBeenCalledWith({ paymentIntentId: 'free_1' });
    expect(api['simulated-card-confirm']).not.toHaveBeenCalled();
  });

  it('shows Processing your membership... while the membership is made, and a missing code', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const api = fakeApi({
      'purchase-membership': vi.fn(
        () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      ) as unknown as PublicHandlers['purchase-membership'],
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await payWithCard(user);
    const complete = await screen.findByRole('button', { name: 'Complete Purchase' });
    await user.dblClick(complete);
    expect(await screen.findByText(PURCHASE_PROCESSING, { selector: 'p' })).toBeInTheDocument();
    expect(api['purchase-membership']).toHaveBeenCalledTimes(1);
    finish(purchaseResult(''));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_CODE_MISSING)).toBeInTheDocument();
  });

  it('tells a decline beside the Pay button, focused and announced, creates nothing and stays on the payment step', async () => {
    const api = fakeApi({
      'simulated-card-confirm': vi.fn(async () =>
        refusedResult(402, 'CARD_DECLINED', 'Your card was declined.'),
      ),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await payWithCard(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed: Your card was declined.');
    expect(alert.parentElement?.previousElementSibling).toBe(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(alert).toHaveFocus();
    expect(screen.getByRole('heading', { name: '3. Payment' })).toBeInTheDocument();
    expect(api['purchase-membership']).not.toHaveBeenCalled();
  });

  it('checks billing before the card and asks the separate block when billing differs', async () => {
    const api = fakeApi();
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await user.click(screen.getByRole('checkbox', { name: /same as my personal/ }));
    type(/^Card Number/, '4242 4242 4242 4242');
    type(/^Expiry/, '12/30');
    type(/^CVC/, '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(screen.getAllByText('Please enter the cardholder name.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please fill in the billing first name field.').length).toBeGreaterThan(0);
    expect(api['simulated-card-confirm']).not.toHaveBeenCalled();
  });

  it('goes back one step from Review and keeps what was typed', async () => {
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Personal Info' }));
    expect(await screen.findByRole('heading', { name: '1. Personal Info' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Ana');
  });

  it('returns to the payment step with the message when the membership cannot be made', async () => {
    const api = fakeApi({
      'purchase-membership': vi.fn(async () => refusedResult(409, 'MEMBERSHIP_RENEW_REQUIRED')),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await toPaymentStep(user);
    await payWithCard(user);
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));
    expect(await screen.findByText(ELIGIBILITY_MESSAGES.MEMBERSHIP_RENEW_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Payment' })).toBeInTheDocument();
    // Paid already: no second card form, the purchase can be completed again.
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled();
  });

  it('opens the reminder after an active-membership answer; the reminder closes 3 s after it is sent', async () => {
    const api = fakeApi({
      'check-email': vi.fn(async () =>
        okResult({
          success: true as const,
          canProceed: false,
          code: 'ACTIVE_MEMBERSHIP',
          message: ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS,
        }),
      ),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    const active = await screen.findByRole('alertdialog', { name: 'Active Membership Found' });
    expect(active).toHaveTextContent(ELIGIBILITY_MESSAGES.MEMBERSHIP_ACTIVE_EXISTS);
    expect(within(active).getByRole('button', { name: 'Just Close' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Cancel Purchase' })).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'Send Reminder' }));

    const reminder = await dialog('Send Membership Reminder');
    expect(within(reminder).getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
    await user.click(within(reminder).getByRole('button', { name: 'Send Reminder' }));
    expect(api['send-membership-email']).toHaveBeenCalledWith({
      email: 'ana@example.com',
      campgroundSlug: 'pine-valley',
    });
    expect(await within(reminder).findByText(REMINDER_SENT)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.queryByRole('dialog', { name: 'Send Membership Reminder' })).not.toBeInTheDocument(),
      {
        timeout: 4000,
      },
    );
    expect(api['create-payment-intent']).not.toHaveBeenCalled();
  });

  it('shows the e-mail issue dialog with its title, message and login link', async () => {
    const api = fakeApi({
      'check-email': vi.fn(async () =>
        okResult({
          success: true as const,
          canProceed: false,
          code: 'EXPIRED_SAME_TYPE',
          message: ELIGIBILITY_MESSAGES.MEMBERSHIP_RENEW_REQUIRED,
          loginUrl: '/member-login',
        }),
      ),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    const issue = await screen.findByRole('alertdialog', { name: 'Previous Membership Found' });
    expect(issue).toHaveTextContent(ELIGIBILITY_MESSAGES.MEMBERSHIP_RENEW_REQUIRED);
    expect(within(issue).getByRole('link', { name: 'Go to Login Page' })).toHaveAttribute(
      'href',
      '/member-login',
    );
    await user.click(within(issue).getByRole('button', { name: 'Change Email Instead' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '1. Personal Info' })).toBeInTheDocument();
  });

  it('asks for the military document and sends the discount claim for an eligible plan', async () => {
    const api = fakeApi({
      'get-campground': pageWith([annual]),
      'create-payment-intent': vi.fn(async () =>
        intentResult(
          aBreakdown({
            subtotal: 1200,
            discount: 180,
            discountPercentage: 15,
            subtotalAfterDiscount: 1020,
            processingFee: 22.25,
            total: purchaseFees(120000, { applies: true, campgroundPercentage: 15 }).total / 100,
          }),
          'pi_2',
        ),
      ),
    });
    const { user } = renderPublic('/campground/pine-valley', api);
    await startPurchase(user, 'Annual', true);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect((await screen.findAllByText('Military document is required')).length).toBeGreaterThan(0);
    await user.upload(
      screen.getByLabelText('Military Document'),
      new File(['%PDF-1.4'], 'dd214.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
    expect(await screen.findByText('Military discount (15%)')).toBeInTheDocument();
    expect(screen.getByText('−$180.00')).toBeInTheDocument();
    expect(api['create-payment-intent']).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: purchaseFees(120000, { applies: true, campgroundPercentage: 15 }).total,
        purchase: expect.objectContaining({
          isMilitary: true,
          militaryDocumentUrl: 'uploads/military-document/abc.png',
        }),
      }),
    );
  });

  it('refuses a selfie that is not an image', async () => {
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    fireEvent.change(screen.getByLabelText('Selfie with ID'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Please select a valid image file (JPG, PNG, or WebP)'),
    ).toBeInTheDocument();
    expect(user).toBeDefined();
  });

  it('refuses a text file named selfie.jpg by its content, before anything is sent', async () => {
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    await user.upload(
      screen.getByLabelText('Selfie with ID'),
      new File(['just text'], 'selfie.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('Please select a valid image file (JPG, PNG, or WebP)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /selfie\.jpg/ })).toBeNull();
  });

  it('opens the front camera at 1280x720 and stops it when the dialog closes', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    const camera = await dialog('Take a Selfie with Your ID');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    await user.click(within(camera).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('explains a refused camera inside the dialog', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    const camera = await dialog('Take a Selfie with Your ID');
    expect(await within(camera).findByText(CAMERA_ERROR)).toBeInTheDocument();
  });

  it('takes the selfie as a JPEG at quality 0.8 and uses it as the selfie with ID', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) =>
        callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
      );
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:photo'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const { user } = renderPublic('/campground/pine-valley');
    await startPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    const camera = await dialog('Take a Selfie with Your ID');
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await user.click(within(camera).getByRole('button', { name: 'Take Photo' }));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    await user.click(within(camera).getByRole('button', { name: 'Use Photo' }));
    expect(await screen.findByRole('img', { name: 'Selfie with ID: selfie.jpg' })).toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
  });
});
