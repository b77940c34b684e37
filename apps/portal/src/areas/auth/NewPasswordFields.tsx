import { PasswordField } from '@camppass/ui';
import { COPY } from '../../shared/copy';

export interface NewPasswordFieldsProps {
  /** Label of the first field: 'New password' on the reset page, 'Password' on activation. */
  passwordLabel: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** Messages by field, `password` and `confirmPassword` as the domain's validation names them. */
  fieldErrors: Readonly<Record<string, string>>;
}

/** A new password and its confirmation, as the reset and activation pages ask for them. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  fieldErrors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        errorMessage={fieldErrors.password}
        isRequired
      />
      <PasswordField
        label={COPY.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        errorMessage={fieldErrors.confirmPassword}
        isRequired
      />
    </>
  );
}
