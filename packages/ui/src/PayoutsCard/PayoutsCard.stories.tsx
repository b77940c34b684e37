import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PayoutsCard } from './PayoutsCard';

const meta = {
  title: 'Data display/PayoutsCard',
  component: PayoutsCard,
  args: {
    canManage: true,
    account: {
      state: 'not_connected',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
    },
    onConnect: fn(),
    onFinish: fn(),
    onOpenDashboard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PayoutsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Stripe' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};
export const Onboarding: Story = {
  args: {
    account: {
      state: 'onboarding',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'tos_acceptance.date',
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Stripe still needs' })).toHaveTextContent(
      'A bank account for payouts',
    );
  },
};
export const Restricted: Story = {
  args: {
    account: {
      state: 'restricted',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: false,
      requirementsDue: ['individual.verification.document'],
    },
  },
};
export const Enabled: Story = {
  args: {
    account: {
      state: 'enabled',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open the Stripe dashboard' })).toHaveFocus();
  },
};
export const StaffSees: Story = {
  args: { ...Restricted.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Loading: Story = { args: { account: undefined, isLoading: true } };
export const LoadFailed: Story = { args: { account: undefined, loadError: 'Failed to fetch' } };
export const Connecting: Story = { args: { busy: 'connect' } };
export const ActionFailed: Story = {
  args: { ...Onboarding.args, actionError: 'Stripe could not be reached. Please try again.' },
};
export const BackFromStripe: Story = {
  args: {
    ...Onboarding.args,
    notice: 'Welcome back. Your payouts account is shown as Stripe reports it now.',
  },
};
export const Phone: Story = {
  args: Onboarding.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
