import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DashboardNavItem, DashboardShell, type DashboardShellProps } from './DashboardShell';

const navItems: DashboardNavItem[] = [
  { id: 'overview', label: 'Home', description: 'View overview and key metrics' },
  { id: 'members', label: 'Members', description: 'Search and manage members' },
];

function Owner(props: Partial<DashboardShellProps>) {
  const [selected, setSelected] = useState('overview');
  return (
    <DashboardShell
      title="Pine Lake"
      subtitle="Owner Dashboard"
      greeting="Welcome back!"
      userName="Ana Ruiz"
      onLogout={() => {}}
      navItems={navItems}
      selectedId={selected}
      onSelect={setSelected}
      {...props}
    >
      <p>Content of {selected}</p>
    </DashboardShell>
  );
}

describe('DashboardShell', () => {
  it('shows the initial without a logo, the title, the greeting and a main landmark', () => {
    render(<Owner />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent('Pine Lake');
    expect(banner).toHaveTextContent('P');
    expect(banner).toHaveTextContent('Owner Dashboard');
    expect(banner).toHaveTextContent('Welcome back! Ana Ruiz');
    expect(screen.getByRole('main')).toHaveTextContent('Content of overview');
  });

  it('shows the logo when there is one', () => {
    const { container } = render(<Owner logoUrl="https://cdn.example/logo.png" />);
    expect(container.querySelector('img.cp-shell__logo')).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    expect(screen.queryByText('P')).not.toBeInTheDocument();
  });

  it('logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<Owner onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('switches sections and marks the current one', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    await user.click(within(nav).getByRole('button', { name: 'Members' }));
    expect(within(nav).getByRole('button', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveTextContent('Content of members');
  });

  it('describes sections with tooltips', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.tab(); // skip link
    await user.tab(); // menu
    await user.tab(); // logout
    await user.tab(); // Home
    expect(screen.getByRole('tooltip')).toHaveTextContent('View overview and key metrics');
  });

  it('opens the navigation from the menu button and closes it on Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open');

    within(nav).getByRole('button', { name: 'Members' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');
    expect(menu).toHaveFocus();
  });

  it('closes the folded navigation with one Escape while a section tooltip shows, leaving no tooltip behind', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // logout
    await user.tab(); // Home, described by its tooltip
    expect(screen.getByRole('tooltip')).toHaveTextContent('View overview and key metrics');

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('leaves no tooltip of a hovered section once the folded navigation closes', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.hover(screen.getByRole('button', { name: 'Members' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Search and manage members');

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes the navigation after a section is chosen', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Members' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the navigation on a tap beside it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // The backdrop is decorative (aria-hidden) and has no role to find it by.
    await user.click(container.querySelector('.cp-shell__backdrop')!);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the main content', () => {
    render(<Owner />);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});
