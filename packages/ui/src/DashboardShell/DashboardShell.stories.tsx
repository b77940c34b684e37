import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { StatCard } from '../StatCard';
import { DashboardShell, type DashboardShellProps } from './DashboardShell';

const navItems = [
  { id: 'overview', label: 'Home', description: 'View overview and key metrics' },
  { id: 'campgrounds', label: 'My Campground', description: 'Manage campground settings and information' },
  { id: 'settings', label: 'Settings', description: 'Configure settings, branding, features' },
  { id: 'members', label: 'Members', description: 'Search and manage members' },
  { id: 'membership-types', label: 'Membership Types', description: 'Create and manage membership options' },
  { id: 'public-page', label: 'Public Page', description: 'Configure public membership page' },
  {
    id: 'military-verification',
    label: 'Document Verification',
    description: 'Manage military documents and selfie ID verifications',
  },
];

function Shell(args: DashboardShellProps) {
  const [selected, setSelected] = useState(args.selectedId);
  return (
    <DashboardShell {...args} selectedId={selected} onSelect={setSelected}>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <StatCard label="Total Campgrounds" value={1} />
        <StatCard label="Active Memberships" value={42} />
        <StatCard label="Expiring Soon" value={3} />
      </div>
    </DashboardShell>
  );
}

const meta = {
  title: 'Layout/DashboardShell',
  component: DashboardShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Pine Lake Campground',
    subtitle: 'Owner Dashboard',
    greeting: 'Welcome back!',
    userName: 'Ana Ruiz',
    onLogout: fn(),
    navItems,
    selectedId: 'overview',
    onSelect: fn(),
    children: null,
  },
  render: (args) => <Shell {...args} />,
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Members' }));
    await expect(canvas.getByRole('button', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  },
};
export const WithLogo: Story = {
  args: {
    logoUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%2315803d"/></svg>',
  },
};
export const SuperAdmin: Story = {
  args: {
    title: 'CampPass',
    subtitle: undefined,
    greeting: 'Welcome,',
    userName: 'Sam Admin',
    titleAccessory: <Badge tone="info">Super Admin</Badge>,
  },
};
export const LoggingOut: Story = { args: { isLoggingOut: true } };
export const WithHeaderLink: Story = {
  args: { headerActions: <Link href="/security">Security</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};
