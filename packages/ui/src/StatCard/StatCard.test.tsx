import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label showing the value', () => {
    render(<StatCard label="Active Memberships" value={42} description="of 50 members" />);
    const card = screen.getByRole('group', { name: 'Active Memberships' });
    expect(card).toHaveTextContent('42');
    expect(card).toHaveTextContent('of 50 members');
  });

  it('is busy and hides the value while loading', () => {
    render(<StatCard label="Expiring Soon" value={3} isLoading />);
    const card = screen.getByRole('group', { name: 'Expiring Soon' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('3');
  });
});
