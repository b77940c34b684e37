import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form } from './Form';

describe('Form', () => {
  it('shows field errors beside their fields and clears one once it is edited', async () => {
    const user = userEvent.setup();
    render(
      <Form validationErrors={{ email: 'Please enter a valid email address' }}>
        <TextField label="Email" name="email" defaultValue="ana@" />
        <PasswordField label="Password" name="password" />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'x.com');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('announces a form-level error', () => {
    render(
      <Form error="Invalid email or password. Please check your credentials.">
        <TextField label="Email" name="email" />
      </Form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials.',
    );
  });

  it('in native mode, blocks submission while a required field is empty and submits once filled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit} validationBehavior="native">
        <TextField
          label="Email"
          name="email"
          isRequired
          errorMessage={() => 'Please enter your email address'}
        />
        <Button type="submit">Send Reset Link</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter your email address',
    );

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("by default leaves checks to the product: an address without '@' is submitted, no browser text shows", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" isRequired />
        <Button type="submit">Send Reset Link</Button>
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });
});
