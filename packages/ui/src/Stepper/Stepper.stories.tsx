import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const steps = ['Plan', 'Details', 'Identity', 'Signature', 'Payment'].map((label) => ({ id: label, label }));

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps, currentIndex: 0, 'aria-label': 'Purchase steps' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const MidWay: Story = { args: { currentIndex: 2 } };
export const LastStep: Story = { args: { currentIndex: 4 } };
