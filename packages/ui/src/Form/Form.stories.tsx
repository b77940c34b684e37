import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: (e) => e.preventDefault() },
  render: (args) => (
    <Form {...args} style={{ maxWidth: 400 }}>
      <TextField label="Email" name="email" type="email" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Button type="submit" fullWidth>
        Sign In
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FieldErrors: Story = {
  args: { validationErrors: { email: 'Please enter a valid email address' } },
};
export const FormError: Story = {
  args: { error: 'Invalid email or password. Please check your credentials.' },
};
