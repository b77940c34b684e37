import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PayoutsAccountView, PayoutsCard } from './PayoutsCard';

const account = (fields: Partial<PayoutsAccountView> = {}): PayoutsAccountView => ({
  state: 'not_connected',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: [],
  ...fields,
});

const handlers = () => ({ onConnect: vi.fn(), onFinish: vi.fn(), onOpenDashboard: vi.fn() });

describe('PayoutsCard', () => {
  it('offers the owner to connect an account that does not exist yet', async () => {
    const user = userEvent.setup();
    const on = handlers();
    render(<PayoutsCard account={account()} canManage {...on} />);
    const card = screen.getByRole('region', { name: 'Payouts' });
    expect(card).toHaveTextContent('Not connected');
    expect(within(card).queryByRole('term')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Connect with Stripe' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(on.onConnect).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('lists what Stripe still needs in the owner’s words and offers to finish', async () => {
    const user = userEvent.setup();
    const on = handlers();
    render(
      <PayoutsCard
        account={account({
          state: 'onboarding',
          requirementsDue: ['individual.dob.day', 'individual.dob.year', 'external_account'],
        })}
        canManage
        {...on}
      />,
    );
    const needs = screen.getByRole('list', { name: 'Stripe still needs' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A date of birth', 'A bank account for payouts']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Details submitted',
      'Card payments',
      'Payouts to your bank',
    ]);
    expect(screen.getByText('Setup not finished')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish setting up payouts' }));
    expect(on.onFinish).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Open the Stripe dashboard' })).toBeNull();
  });

  it('says which of charges and payouts are on for a restricted account, offering both ways on', async () => {
    const user = userEvent.setup();
    const on = handlers();
    render(
      <PayoutsCard
        account={account({ state: 'restricted', detailsSubmitted: true, chargesEnabled: true })}
        canManage
        {...on}
      />,
    );
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['On', 'On', 'Off']);
    expect(screen.getByText('Restricted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the Stripe dashboard' }));
    expect(on.onOpenDashboard).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Finish setting up payouts' })).toBeInTheDocument();
  });

  it('opens the dashboard of an active account', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const active = account({
      state: 'enabled',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    render(<PayoutsCard account={active} canManage {...on} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the Stripe dashboard' }));
    expect(on.onOpenDashboard).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows staff the state and what is needed, never a button', () => {
    render(
      <PayoutsCard
        account={account({ state: 'onboarding', requirementsDue: ['external_account'] })}
        canManage={false}
        {...handlers()}
      />,
    );
    expect(screen.getByText('Setup not finished')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stripe still needs' })).toBeInTheDocument();
    expect(screen.getByText('Only the campground’s owner can set up payouts.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is busy while loading, and offers Try Again when the account could not be read', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<PayoutsCard isLoading canManage />);
    expect(screen.getByRole('region', { name: 'Payouts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PayoutsCard canManage loadError="Failed to fetch" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the other actions waiting while one is under way, and announces a failed one', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const restricted = account({ state: 'restricted', detailsSubmitted: true });
    const { rerender } = render(<PayoutsCard account={restricted} canManage busy="finish" {...on} />);
    await user.click(screen.getByRole('button', { name: 'Open the Stripe dashboard' }));
    await user.click(screen.getByRole('button', { name: /Finish setting up payouts/ }));
    expect(on.onOpenDashboard).not.toHaveBeenCalled();
    expect(on.onFinish).not.toHaveBeenCalled();
    rerender(<PayoutsCard account={restricted} canManage actionError="Stripe is unavailable" {...on} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Stripe is unavailable');
  });
});
