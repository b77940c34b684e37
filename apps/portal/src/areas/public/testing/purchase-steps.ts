import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// The ways through the purchase that several tests take, as a person would with the fake API.

export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

export async function startPurchase(user: UserEvent, plan = 'Weekend', military?: boolean) {
  await user.click(await screen.findByRole('button', { name: `Purchase ${plan}` }));
  const details = await dialog(plan);
  await user.click(within(details).getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'I Confirm I am 21+' }));
  if (military !== undefined) {
    await user.click(
      await screen.findByRole('button', { name: military ? 'Yes, Apply Discount' : 'No, Regular Price' }),
    );
  }
  return dialog(`Purchase ${plan}`);
}

export const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

export async function fillStepOne(user: UserEvent, overrides: { dateOfBirth?: string } = {}) {
  type(/^First Name/, 'Ana');
  type(/^Last Name/, 'Lopez');
  type(/^ID Number/, 'D1234567');
  type(/^Email/, 'Ana@Example.com');
  type(/^Phone/, '+1 555 0100');
  fireEvent.change(screen.getByLabelText(/Date of Birth/), {
    target: { value: overrides.dateOfBirth ?? '1990-04-02' },
  });
  fireEvent.change(screen.getByLabelText(/Start Date/), { target: { value: '2026-06-20' } });
  type(/^Street Address/, '1 Main St');
  type(/^City/, 'Austin');
  type(/^State/, 'TX');
  type(/^Postal Code/, '78701');
  await user.upload(
    screen.getByLabelText('Selfie with ID'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByRole('img', { name: /Selfie with ID: me.jpg/ });
  type(/type your full name to sign/, 'Ana Lopez');
  await user.click(screen.getByRole('checkbox', { name: /use of my data/ }));
}

export async function payWithCard(user: UserEvent) {
  type(/^Cardholder Name/, 'Ana Lopez');
  type(/^Card Number/, '4242 4242 4242 4242');
  type(/^Expiry/, '12/30');
  type(/^CVC/, '123');
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

/** Plan, 21+, a complete step 1 and Review: the card form is next. */
export async function toPaymentStep(user: UserEvent) {
  await startPurchase(user);
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Next: Review Order' }));
  await user.click(await screen.findByRole('button', { name: 'Next: Payment' }));
}
