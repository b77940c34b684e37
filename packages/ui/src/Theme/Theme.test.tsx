import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Theme } from './Theme';

describe('Theme', () => {
  it('is dark by default and carries the default brand', () => {
    render(<Theme data-testid="theme">content</Theme>);
    const theme = screen.getByText('content');
    expect(theme).toHaveAttribute('data-theme', 'dark');
    expect(theme.style.getPropertyValue('--cp-brand-primary')).toBe('#3B82F6');
  });

  it('switches to the light theme and a campground brand with readable text', () => {
    render(
      <Theme theme="light" brand={{ primary: '#14532D', text: '#FFFFFF' }}>
        content
      </Theme>,
    );
    const theme = screen.getByText('content');
    expect(theme).toHaveAttribute('data-theme', 'light');
    expect(theme.style.getPropertyValue('--cp-brand-primary')).toBe('#14532D');
    expect(theme.style.getPropertyValue('--cp-brand-on-primary')).toBe('#FFFFFF');
  });
});
