import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Theme } from './Theme';

const meta = {
  title: 'Foundations/Theme',
  component: Theme,
  args: {
    children: (
      <div style={{ display: 'flex', gap: 8, padding: 16, alignItems: 'center' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Badge tone="brand">Brand</Badge>
      </div>
    ),
  },
} satisfies Meta<typeof Theme>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = { args: { theme: 'dark' } };
export const Light: Story = { args: { theme: 'light' } };
export const CampgroundBrand: Story = {
  args: { theme: 'dark', brand: { primary: '#15803D', secondary: '#92400E', text: '#FFFFFF' } },
};
export const UnreadableBrandText: Story = {
  args: { theme: 'light', brand: { primary: '#FACC15', secondary: '#E2E8F0', text: '#FFFFFF' } },
};
