import type { CalendarDate, Result } from '@camppass/domain';

/** Account status kept on the profile (03 §3 profiles.status); only `active` may sign in. */
export type AccountStatus = 'active' | 'pending' | 'inactive' | 'suspended';

/** A sign-in account. */
export interface UserRecord {
  readonly id: string;
  /** Trimmed and lower-cased; unique across accounts. */
  readonly email: string;
  /** `null` for an invited account that has not chosen a password yet. */
  readonly passwordHash: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewUser {
  /** Already normalised (trimmed, lower-cased) by the caller. */
  readonly email: string;
  readonly passwordHash: string | null;
  readonly createdAt: Date;
}

export interface EmergencyContact {
  readonly name: string;
  readonly phone: string;
  readonly relationship: string;
}

/** The editable part of a profile: the backend profile of 02 §3 and 03 §3, camelCased. */
export interface ProfileFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly title: string | null;
  readonly dateOfBirth: CalendarDate | null;
  readonly streetAddress: string | null;
  readonly city: string | null;
  readonly stateProvince: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
  readonly specialRequests: string | null;
  /** The identity-document number a purchaser gives (04 §7 `numid`). */
  readonly numid: string | null;
  readonly militaryStatus: string | null;
  readonly emergencyContact: EmergencyContact | null;
  readonly status: AccountStatus;
}

/** A user's profile, with the account's e-mail (a profile never has an e-mail of its own). */
export interface ProfileRecord extends ProfileFields {
  readonly userId: string;
  readonly email: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A profile to create: names and status are required, every other field defaults to `null`. */
export type NewProfile = Pick<ProfileFields, 'firstName' | 'lastName' | 'status'> & Partial<ProfileFields>;

/** What every repository stores for the fields a `NewProfile` leaves out. */
export const EMPTY_PROFILE_FIELDS: Omit<ProfileFields, 'firstName' | 'lastName' | 'status'> = {
  phone: null,
  title: null,
  dateOfBirth: null,
  streetAddress: null,
  city: null,
  stateProvince: null,
  postalCode: null,
  country: null,
  specialRequests: null,
  numid: null,
  militaryStatus: null,
  emergencyContact: null,
};

/** Accounts and their profiles (one profile per account at most). */
export interface UserRepository {
  /** Creates an account; `EMAIL_TAKEN` when another account has the same e-mail (case-insensitive). */
  create(user: NewUser): Promise<Result<UserRecord, 'EMAIL_TAKEN'>>;
  findById(id: string): Promise<UserRecord | null>;
  /** Looks the e-mail up case-insensitively after trimming. */
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Replaces the password hash; `false` when there is no such account. */
  setPasswordHash(id: string, passwordHash: string, at: Date): Promise<boolean>;
  /**
   * Replaces the password hash only while it is still `current` (a rehash of the same password
   * never undoes a password changed meanwhile); `false` when it was not.
   */
  replacePasswordHash(id: string, current: string, next: string, at: Date): Promise<boolean>;
  findProfile(userId: string): Promise<ProfileRecord | null>;
  /**
   * Creates the profile of `userId`, or replaces every field of an existing one (keeping its
   * `createdAt`). Fields missing from `profile` become `null`.
   */
  saveProfile(userId: string, profile: NewProfile, at: Date): Promise<ProfileRecord>;
  /** Changes only the given fields; `null` when the user has no profile. */
  updateProfile(userId: string, patch: Partial<ProfileFields>, at: Date): Promise<ProfileRecord | null>;
}
