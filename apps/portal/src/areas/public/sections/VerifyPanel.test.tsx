import {
  VALIDITY_MESSAGES,
  VALIDITY_NETWORK_MESSAGE,
  VALIDITY_SUCCESS_MESSAGE,
  VERIFICATION_FAILED_TITLE,
  VERIFICATION_SUCCESS_TITLE,
} from '@camppass/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicClient } from '../PublicServices';
import { aCampground, fakeApi, networkResult, okResult, PublicTestProviders } from '../testing/public-fakes';
import { VerifyPanel } from './VerifyPanel';

const renderPanel = (api: PublicClient, campground = aCampground()) => {
  const user = userEvent.setup();
  render(
    <PublicTestProviders api={api}>
      <VerifyPanel campground={campground} productName="CampPass" />
    </PublicTestProviders>,
  );
  return user;
};

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /Membership Code/ }), 'pin-0001ab');
  await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'ana@example.com');
  fireEvent.change(screen.getByLabelText(/Check-in Date/), { target: { value: '2026-06-20' } });
  fireEvent.change(screen.getByLabelText(/Check-out Date/), { target: { value: '2026-06-22' } });
};

describe('Verify Your Membership', () => {
  it('upper-cases the code, keeps the dates from today and needs all four fields', async () => {
    const api = fakeApi();
    const user = renderPanel(api);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    expect(screen.getByLabelText(/Check-in Date/)).toHaveAttribute('min', '2026-06-15');
    expect(screen.getByLabelText(/Check-out Date/)).toHaveAttribute('min', '2026-06-15');
    await fill(user);
    expect(screen.getByRole('textbox', { name: /Membership Code/ })).toHaveValue('PIN-0001AB');
    expect(screen.getByLabelText(/Check-out Date/)).toHaveAttribute('min', '2026-06-20');
    expect(verify).toBeEnabled();

    await user.click(verify);
    expect(api['validate-membership']).toHaveBeenCalledWith({
      membershipCode: 'PIN-0001AB',
      email: 'ana@example.com',
      campgroundSlug: 'pine-valley',
      dateRanges: [['2026-06-20', '2026-06-22']],
    });
  });

  it('shows Verification Successful! with the message, status and dates', async () => {
    const api = fakeApi({
      'validate-membership': vi.fn(async () =>
        okResult({
          success: true,
          valid: true,
          status: 'active',
          code: 'VALID',
          message: VALIDITY_SUCCESS_MESSAGE,
          data: { startDate: '2026-06-15', endDate: '2026-06-17' },
        } as const),
      ),
    });
    const user = renderPanel(api);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent(VERIFICATION_SUCCESS_TITLE);
    expect(result).toHaveTextContent(VALIDITY_SUCCESS_MESSAGE);
    expect(result).toHaveTextContent('Status: active');
    expect(result).toHaveTextContent('06/15/2026 – 06/17/2026');
  });

  it('shows Verification Failed with the message of the answer code and advice', async () => {
    const api = fakeApi({
      'validate-membership': vi.fn(async () =>
        okResult({
          success: true,
          valid: false,
          code: 'OUTSIDE_MEMBERSHIP_PERIOD',
          message: 'x',
          error: 'x',
        } as const),
      ),
    });
    const user = renderPanel(api);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VERIFICATION_FAILED_TITLE);
    expect(alert).toHaveTextContent(VALIDITY_MESSAGES.OUTSIDE_MEMBERSHIP_PERIOD);
    expect(alert).toHaveTextContent(/check your membership code and email address/);
  });

  it('tells a network failure apart', async () => {
    const user = renderPanel(fakeApi({ 'validate-membership': vi.fn(async () => networkResult()) }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDITY_NETWORK_MESSAGE);
  });

  it('links Go Booking to the booking URL in a new tab, else to the default built from the slug', () => {
    renderPanel(fakeApi(), aCampground({ booking_url: 'https://book.example.com/pine' }));
    const link = screen.getByRole('link', { name: /Go Booking/ });
    expect(link).toHaveAttribute('href', 'https://book.example.com/pine');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the product booking site for the slug', () => {
    renderPanel(fakeApi());
    expect(screen.getByRole('link', { name: /Go Booking/ })).toHaveAttribute(
      'href',
      'https://book.camppass.com/pine-valley',
    );
  });
});
