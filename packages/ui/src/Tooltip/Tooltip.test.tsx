import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Search and manage members">
        <Button variant="ghost">Members</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Search and manage members');
    expect(screen.getByRole('button', { name: 'Members' })).toHaveAccessibleDescription(
      'Search and manage members',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is closed until asked for', () => {
    render(
      <Tooltip content="Help">
        <Button>Settings</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
