import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named Loading by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  it('takes a name for the activity', () => {
    render(<Spinner aria-label="Loading Your Dashboard" size="lg" />);
    expect(screen.getByRole('progressbar', { name: 'Loading Your Dashboard' })).toHaveAttribute(
      'data-size',
      'lg',
    );
  });
});
