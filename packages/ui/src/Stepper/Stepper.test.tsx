import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const steps = ['Plan', 'Details', 'Identity', 'Signature', 'Payment'].map((label) => ({ id: label, label }));

describe('Stepper', () => {
  it('marks the current step and the completed ones', () => {
    render(<Stepper steps={steps} currentIndex={2} aria-label="Purchase steps" />);
    const nav = screen.getByRole('navigation', { name: 'Purchase steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Completed: Plan');
    expect(items[3]).not.toHaveAttribute('aria-current');
    expect(items[3]).not.toHaveTextContent('Completed');
  });

  it('starts with no completed step', () => {
    render(<Stepper steps={steps} currentIndex={0} />);
    expect(screen.queryByText(/Completed/)).not.toBeInTheDocument();
  });
});
