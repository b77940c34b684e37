import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { DEFAULT_TOAST_TIMEOUT, ToastQueue } from './toast-queue';

describe('ToastRegion', () => {
  let queue: ToastQueue;
  beforeEach(() => {
    vi.useFakeTimers();
    queue = new ToastQueue();
  });
  afterEach(() => {
    queue.clear();
    vi.useRealTimers();
  });

  it('announces toasts politely and removes them after 3000 ms', () => {
    render(<ToastRegion queue={queue} />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');

    act(() => {
      queue.success('Dashboard data refreshed successfully!');
    });
    expect(within(live).getByText('Dashboard data refreshed successfully!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1));
    expect(within(live).queryByText('Dashboard data refreshed successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(live).queryByText('Dashboard data refreshed successfully!')).not.toBeInTheDocument();
    expect(DEFAULT_TOAST_TIMEOUT).toBe(3000);
  });

  it('shows each kind with its own style', () => {
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.success('Saved');
      queue.error('Failed');
      queue.warning('Careful');
      queue.info('Note');
    });
    const kinds = within(screen.getByRole('status'))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-kind'));
    expect(kinds).toEqual(['success', 'error', 'warning', 'info']);
  });

  it('is dismissed by its button and keeps a toast with timeout 0', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.error('Upload failed', { timeout: 0, title: 'Error' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('pauses the timers while hovered', () => {
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.info('Read me');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => {
      region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
      vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT);
    });
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });
});
