import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    ['active', 'success'],
    ['succeeded', 'success'],
    ['pending', 'warning'],
    ['expired', 'danger'],
    ['inactive', 'danger'],
    ['suspended', 'neutral'],
    ['Active', 'success'],
    ['something-new', 'warning'],
  ])('styles status %s as %s', (status, tone) => {
    render(<Badge status={status}>{status}</Badge>);
    expect(screen.getByText(status)).toHaveAttribute('data-tone', tone);
  });

  it('shows the status text with its tone', () => {
    render(<Badge status="expired">Expired</Badge>);
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'danger');
  });

  it('lets an explicit tone win over the status', () => {
    render(
      <Badge status="inactive" tone="danger">
        Inactive
      </Badge>,
    );
    expect(screen.getByText('Inactive')).toHaveAttribute('data-tone', 'danger');
  });

  it('chooses readable text for a custom colour', () => {
    render(<Badge color="#FDE68A">Most Popular</Badge>);
    const fg = screen.getByText('Most Popular').style.getPropertyValue('--cp-badge-fg');
    expect(contrastRatio('#FDE68A', fg)).toBeGreaterThanOrEqual(4.5);
  });
});
