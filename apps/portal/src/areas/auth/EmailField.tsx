import { TextField } from '@camppass/ui';
import { COPY } from '../../shared/copy';

/** The e-mail field of the sign-in and reset screens: one label, type and autofill hint for all. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={COPY.email}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      isRequired
    />
  );
}
