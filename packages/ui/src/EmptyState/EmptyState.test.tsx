import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('names what is missing, says why and offers a way forward', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No campgrounds found"
        description="Try adjusting your search or filter criteria"
        action={<Button onPress={onCreate}>Clear filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No campgrounds found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });
});
