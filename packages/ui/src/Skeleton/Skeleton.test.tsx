import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology inside a busy region', () => {
    render(
      <section aria-label="Members" aria-busy="true">
        <Skeleton lines={3} />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Members' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAccessibleName('Members');
    expect(region.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(region.firstElementChild?.children).toHaveLength(3);
  });

  it('draws one block for rect and circle shapes', () => {
    const { container } = render(<Skeleton shape="circle" lines={4} />);
    expect(container.querySelectorAll('.cp-skeleton__bone')).toHaveLength(1);
  });
});
