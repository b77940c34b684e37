import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Special requests', placeholder: 'Anything we should know?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { errorMessage: 'Please keep it under 500 characters' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Near the lake' } };
