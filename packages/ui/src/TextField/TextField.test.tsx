import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    expect(onChange).toHaveBeenLastCalledWith('ana@example.com');
  });

  it('shows an error message and marks the input invalid', () => {
    render(<TextField label="Email" errorMessage="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('runs its own validation on blur with a formatted message', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Name"
        isRequired
        validationBehavior="aria"
        validate={(value) => (value.trim() ? null : 'Please enter a name for the membership type')}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, ' ');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Please enter a name for the membership type');
  });

  it("leaves a required field's message to the product: no browser text, the form still submits", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      // The form leaves the e-mail's pattern to the product as well (our Form does so itself).
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" isRequired />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('cannot be edited when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Slug" isDisabled defaultValue="pine-lake" />);
    const input = screen.getByRole('textbox', { name: 'Slug' });
    await user.type(input, 'x');
    expect(input).toHaveValue('pine-lake');
    expect(input).toBeDisabled();
  });
});
