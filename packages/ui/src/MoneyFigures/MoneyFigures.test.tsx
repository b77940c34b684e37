import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyFigures } from './MoneyFigures';

const figures = [
  { label: 'Gross', value: '$54.70', hint: 'Card payments received' },
  { label: 'Net', value: '$25.00', isTotal: true },
];

describe('MoneyFigures', () => {
  it('reads each label with its amount and hint, the total marked', () => {
    render(<MoneyFigures label="Earnings" figures={figures} />);
    const list = screen.getByLabelText('Earnings');
    expect(list).toHaveTextContent('Gross$54.70Card payments received');
    expect(screen.getByText('Net').closest('div')).toHaveAttribute('data-total', 'true');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Gross', 'Net']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '$54.70',
      'Card payments received',
      '$25.00',
    ]);
  });

  it('is busy and shows no amounts while loading', () => {
    render(<MoneyFigures label="Earnings" figures={figures} isLoading />);
    const list = screen.getByLabelText('Earnings');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).not.toHaveTextContent('$54.70');
  });
});
