import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value by name', () => {
    render(<ProgressBar label="Uploading logo" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('42%');
  });

  it('is indeterminate without a value', () => {
    render(<ProgressBar aria-label="Processing" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Processing' })).not.toHaveAttribute('aria-valuenow');
  });
});
