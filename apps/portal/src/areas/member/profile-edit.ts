import { asCallFailure, type MemberProfile } from '@camppass/client';
import {
  PROFILE_LOAD_FAILED,
  PROFILE_NOT_AVAILABLE,
  type ProfileEditField,
  type ProfileForm,
  profileChangesSavedMessage,
  profileSaveErrorMessage,
  validateProfileForm,
} from '@camppass/domain';
import { toasts } from '@camppass/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';

/** The fields the member types in the profile-edit modal (02 §2), as text. */
export type ProfileFormValues = { [K in keyof Required<ProfileForm>]: string };

/** The form filled from the stored profile: what the member has, or empty. */
export const formOfProfile = (profile: MemberProfile): ProfileFormValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  dateOfBirth: profile.dateOfBirth ?? '',
  streetAddress: profile.streetAddress ?? '',
  city: profile.city ?? '',
  stateProvince: profile.stateProvince ?? '',
  postalCode: profile.postalCode ?? '',
  country: profile.country ?? '',
  specialRequests: profile.specialRequests ?? '',
});

/**
 * The fields whose value the member changed from the profile the form was filled from, in the
 * form's order; spaces around a value do not count (the save trims them).
 */
const changedProfileFields = (loaded: ProfileFormValues, form: ProfileFormValues): ProfileEditField[] =>
  (Object.keys(loaded) as ProfileEditField[]).filter((field) => loaded[field].trim() !== form[field].trim());

/** The read-only full name, made from the names as typed (02 §2). */
export const fullNameOf = (form: Pick<ProfileFormValues, 'firstName' | 'lastName'>): string =>
  `${form.firstName.trim()} ${form.lastName.trim()}`.trim();

/** The modal's profile, read afresh when it opens (02 §8: the two messages that appear when editing). */
export type FreshProfile =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly profile: MemberProfile };

/** Reads the member's profile again now (the tab's copy may be a minute old), for the modal to edit. */
export function useReadProfileAfresh() {
  const { api } = useAuth();
  return async (): Promise<FreshProfile> => {
    const answer = await api.call('read-profile', undefined);
    if (answer.ok) return { state: 'ready', profile: answer.value.profile };
    return {
      state: 'failed',
      message: answer.code === 'PROFILE_NOT_FOUND' ? PROFILE_NOT_AVAILABLE : PROFILE_LOAD_FAILED,
    };
  };
}

/**
 * The modal's save (02 §4, §5): the form's rules first; then PATCH update-profile with the fields
 * left (never the e-mail). A refusal keeps what was typed and shows the server's message and field
 * errors; success toasts the fields changed from `loaded` (named as the form names them), reads the
 * member's screens again and closes.
 */
export function useProfileSave(onSaved: () => void) {
  const { api } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts the attempts refused, so the view can move focus to the first field in error each time. */
  const [refusals, setRefusals] = useState(0);

  const refuse = (message: string, fieldErrors: Readonly<Record<string, string>> | undefined) => {
    setErrors(fieldErrors ?? {});
    setFailure(message);
    setRefusals((n) => n + 1);
  };

  const save = async (form: ProfileFormValues, loaded: ProfileFormValues) => {
    if (saving) return;
    setFailure(null);
    const checked = validateProfileForm(form);
    if (!checked.ok) {
      refuse(checked.message, checked.fieldErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    const answer = await api.call('update-profile', checked.value);
    setSaving(false);
    if (!answer.ok) {
      // The server's own words, else the default: never the client's stand-in for an empty answer.
      const failure = asCallFailure(answer);
      refuse(profileSaveErrorMessage(failure.kind === 'response' ? failure.error : null), answer.fieldErrors);
      return;
    }
    toasts.success(profileChangesSavedMessage(changedProfileFields(loaded, form)));
    onSaved();
    await queryClient.invalidateQueries({ queryKey: ['member'] });
  };

  /** A field's error goes once its value changes. */
  const clearError = (field: keyof ProfileFormValues) => {
    if (errors[field] === undefined) return;
    const { [field]: _gone, ...rest } = errors;
    setErrors(rest);
  };

  return { save, saving, errors, failure, refusals, clearError };
}
