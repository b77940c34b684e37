import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with actions and footer', () => {
    render(
      <Card title="Basic Information" actions={<Button>Edit Settings</Button>} footer="Updated today">
        Pine Lake
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Basic Information' });
    expect(card).toHaveTextContent('Pine Lake');
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Settings' })).toBeInTheDocument();
    expect(screen.getByText('Updated today')).toBeInTheDocument();
  });

  it('takes the heading level of the page outline', () => {
    render(<Card title="Branding" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Branding' })).toBeInTheDocument();
  });

  it('is not a landmark without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
