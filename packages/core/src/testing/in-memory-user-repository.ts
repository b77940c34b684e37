import { err, ok, type Result } from '@camppass/domain';
import {
  EMPTY_PROFILE_FIELDS,
  type NewProfile,
  type NewUser,
  type ProfileFields,
  type ProfileRecord,
  type UserRecord,
  type UserRepository,
} from '../ports/repositories/user-repository';
import { defined, findIn, found, normalize, patchRow } from './in-memory-rows';
import { copy, type InMemoryStore, type StoredProfile } from './in-memory-store';

export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(user: NewUser): Promise<Result<UserRecord, 'EMAIL_TAKEN'>> {
    const email = normalize(user.email);
    if (await this.findByEmail(email))
      return err('EMAIL_TAKEN', 'An account with this e-mail already exists.');
    const record: UserRecord = {
      id: this.store.nextId(),
      email,
      passwordHash: user.passwordHash,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    };
    this.store.tables.users.set(record.id, copy(record));
    return ok(record);
  }

  async findById(id: string): Promise<UserRecord | null> {
    return found(this.store.tables.users.get(id));
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const wanted = normalize(email);
    return findIn(this.store.tables.users, (candidate) => candidate.email === wanted);
  }

  async setPasswordHash(id: string, passwordHash: string, at: Date): Promise<boolean> {
    const user = this.store.tables.users.get(id);
    if (!user) return false;
    this.store.tables.users.set(id, { ...user, passwordHash, updatedAt: at });
    return true;
  }

  async replacePasswordHash(id: string, current: string, next: string, at: Date): Promise<boolean> {
    const user = this.store.tables.users.get(id);
    if (user?.passwordHash !== current) return false;
    this.store.tables.users.set(id, { ...user, passwordHash: next, updatedAt: at });
    return true;
  }

  private withEmail(profile: StoredProfile): ProfileRecord {
    const email = this.store.tables.users.get(profile.userId)?.email ?? '';
    return copy({ ...profile, email });
  }

  async findProfile(userId: string): Promise<ProfileRecord | null> {
    const profile = this.store.tables.profiles.get(userId);
    return profile ? this.withEmail(profile) : null;
  }

  async saveProfile(userId: string, profile: NewProfile, at: Date): Promise<ProfileRecord> {
    if (!this.store.tables.users.has(userId)) throw new Error(`No user ${userId} for a profile`);
    const existing = this.store.tables.profiles.get(userId);
    const stored: StoredProfile = {
      ...EMPTY_PROFILE_FIELDS,
      ...defined(profile),
      firstName: profile.firstName,
      lastName: profile.lastName,
      status: profile.status,
      userId,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    };
    this.store.tables.profiles.set(userId, copy(stored));
    return this.withEmail(stored);
  }

  async updateProfile(
    userId: string,
    patch: Partial<ProfileFields>,
    at: Date,
  ): Promise<ProfileRecord | null> {
    const stored = patchRow(this.store.tables.profiles, userId, patch, at);
    return stored && this.withEmail(stored);
  }
}
