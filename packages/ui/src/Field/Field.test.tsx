import { render, screen } from '@testing-library/react';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Field, isFieldInvalid } from './Field';

describe('Field', () => {
  it('names the control and attaches description and error to it', () => {
    render(
      <TextField isInvalid>
        <Field
          label="Email"
          description="We send the link here"
          errorMessage="Please enter your email address"
        >
          <Input />
        </Field>
      </TextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription(/We send the link here/);
    expect(input).toHaveAccessibleDescription(/Please enter your email address/);
  });

  it('marks a field invalid only for a non-empty error string unless told otherwise', () => {
    expect(isFieldInvalid(undefined, 'Required')).toBe(true);
    expect(isFieldInvalid(undefined, '')).toBeUndefined();
    expect(isFieldInvalid(false, 'Required')).toBe(false);
    expect(isFieldInvalid(undefined, () => 'x')).toBeUndefined();
  });
});
