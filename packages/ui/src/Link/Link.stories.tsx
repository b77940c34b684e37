import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#', children: 'Forgot password?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Standalone: Story = { args: { variant: 'standalone', children: 'Back to login' } };
export const External: Story = { args: { external: true, href: 'https://example.com', children: 'Terms' } };
export const Disabled: Story = { args: { isDisabled: true } };
