import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Banner } from './Banner';

describe('Banner', () => {
  it('announces success politely', () => {
    render(<Banner variant="success">Your password has been successfully updated!</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been successfully updated!');
  });

  it('announces errors at once and offers its action', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(
      <Banner
        variant="error"
        title="Oops! Something went wrong"
        action={<Button onPress={retry}>Try Again</Button>}
      >
        Network error
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('can be dismissed when it offers to be', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Banner onDismiss={onDismiss}>Preview mode</Banner>);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
