import { err, ok, type Result } from '@camppass/domain';
import {
  CAMPGROUND_DEFAULTS,
  CAMPGROUND_SETTINGS_DEFAULTS,
  type CampgroundFields,
  type CampgroundRecord,
  type CampgroundRepository,
  type CampgroundSettingsFields,
  type CampgroundSettingsRecord,
  type NewCampground,
} from '../ports/repositories/campground-repository';
import type {
  InvitationRecord,
  InvitationRepository,
  NewInvitation,
} from '../ports/repositories/invitation-repository';
import type {
  MembershipFields,
  MembershipRecord,
  MembershipRepository,
  NewMembership,
} from '../ports/repositories/membership-repository';
import type {
  MembershipTypeFields,
  MembershipTypeRecord,
  MembershipTypeRepository,
  NewMembershipType,
} from '../ports/repositories/membership-type-repository';
import type {
  NewOutboxMessage,
  OutboxMessageRecord,
  OutboxPage,
  OutboxRepository,
} from '../ports/repositories/outbox-repository';
import type {
  NewPasswordReset,
  PasswordResetRecord,
  PasswordResetRepository,
} from '../ports/repositories/password-reset-repository';
import type {
  NewPayment,
  PaymentFields,
  PaymentRecord,
  PaymentRepository,
} from '../ports/repositories/payment-repository';
import type { RoleGrant, RoleRepository, StoredRole } from '../ports/repositories/role-repository';
import type { NewSession, SessionRecord, SessionRepository } from '../ports/repositories/session-repository';
import type {
  NewProfile,
  NewUser,
  ProfileFields,
  ProfileRecord,
  UserRecord,
  UserRepository,
} from '../ports/repositories/user-repository';
import { EMPTY_PROFILE_FIELDS } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';
import {
  InMemoryExpirationReminderRepository,
  InMemoryRetentionRepository,
  InMemoryUploadRepository,
} from './in-memory-job-repositories';
import {
  InMemoryCheckoutRepository,
  InMemoryIdentityDocumentRepository,
  InMemoryPublicPageRepository,
  InMemoryWebhookEventRepository,
} from './in-memory-public-repositories';
import { copy, type InMemoryStore, newestFirst, oldestFirst, type StoredProfile } from './in-memory-store';

const normalize = (email: string): string => email.trim().toLowerCase();

/** Drops keys whose value is `undefined`, so a patch never blanks a field it does not name. */
const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

const found = <T>(row: T | undefined): T | null => (row === undefined ? null : copy(row));

const findIn = <T>(rows: Map<string, T>, matches: (row: T) => boolean): T | null =>
  found([...rows.values()].find(matches));

/** Applies a patch to one row, keeping the `fixed` fields; `null` when there is no such row. */
const patchRow = <T extends { readonly updatedAt: Date }>(
  rows: Map<string, T>,
  id: string,
  patch: NoInfer<Partial<T>>,
  at: Date,
  fixed: readonly NoInfer<keyof T>[] = [],
): T | null => {
  const row = rows.get(id);
  if (!row) return null;
  const kept = Object.fromEntries(fixed.map((key) => [key, row[key]]));
  const updated: T = { ...row, ...defined(patch), ...kept, updatedAt: at };
  rows.set(id, copy(updated));
  return copy(updated);
};

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

const sameGrant = (
  grant: RoleGrant,
  userId: string,
  role: StoredRole,
  campgroundId: string | null,
): boolean => grant.userId === userId && grant.role === role && grant.campgroundId === campgroundId;

export class InMemoryRoleRepository implements RoleRepository {
  constructor(private readonly store: InMemoryStore) {}

  async grant(grant: RoleGrant): Promise<void> {
    if (!this.store.tables.users.has(grant.userId)) throw new Error(`No user ${grant.userId} for a role`);
    if (this.store.tables.roles.some((held) => sameGrant(held, grant.userId, grant.role, grant.campgroundId)))
      return;
    this.store.tables.roles.push(copy(grant));
  }

  async revoke(userId: string, role: StoredRole, campgroundId: string | null): Promise<void> {
    this.store.tables.roles = this.store.tables.roles.filter(
      (held) => !sameGrant(held, userId, role, campgroundId),
    );
  }

  async listForUser(userId: string): Promise<RoleGrant[]> {
    return copy(oldestFirst(this.store.tables.roles.filter((grant) => grant.userId === userId)));
  }

  async listForCampground(campgroundId: string): Promise<RoleGrant[]> {
    return copy(oldestFirst(this.store.tables.roles.filter((grant) => grant.campgroundId === campgroundId)));
  }
}

export class InMemorySessionRepository implements SessionRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, SessionRecord> {
    return this.store.tables.sessions;
  }

  async create(session: NewSession): Promise<SessionRecord> {
    if (!this.store.tables.users.has(session.userId))
      throw new Error(`No user ${session.userId} for a session`);
    for (const row of this.rows.values()) {
      if (
        row.accessTokenHash === session.accessTokenHash ||
        row.refreshTokenHash === session.refreshTokenHash
      ) {
        throw new Error('Token hash already stored');
      }
    }
    const record: SessionRecord = { ...session, id: this.store.nextId(), rotatedAt: null, revokedAt: null };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<SessionRecord | null> {
    return findIn(this.rows, (session) => session.accessTokenHash === accessTokenHash);
  }

  async findByRefreshTokenHash(refreshTokenHash: string): Promise<SessionRecord | null> {
    return findIn(this.rows, (session) => session.refreshTokenHash === refreshTokenHash);
  }

  async markRotated(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.rotatedAt || row.revokedAt) return false;
    this.rows.set(id, { ...row, rotatedAt: at, revokedAt: at });
    return true;
  }

  private revokeWhere(matches: (session: SessionRecord) => boolean, at: Date): void {
    for (const row of this.rows.values()) {
      if (matches(row) && !row.revokedAt) this.rows.set(row.id, { ...row, revokedAt: at });
    }
  }

  async revoke(id: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.id === id, at);
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.familyId === familyId, at);
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    this.revokeWhere((session) => session.userId === userId, at);
  }
}

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, PasswordResetRecord> {
    return this.store.tables.passwordResets;
  }

  async create(reset: NewPasswordReset): Promise<PasswordResetRecord> {
    if (!this.store.tables.users.has(reset.userId)) throw new Error(`No user ${reset.userId} for a reset`);
    const record: PasswordResetRecord = { ...reset, id: this.store.nextId(), usedAt: null };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByTokenHash(tokenHash: string): Promise<PasswordResetRecord | null> {
    return findIn(this.rows, (reset) => reset.tokenHash === tokenHash);
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    this.rows.set(id, { ...row, usedAt: at });
    return true;
  }

  async markAllUsedForUser(userId: string, at: Date): Promise<void> {
    for (const row of this.rows.values()) {
      if (row.userId === userId && !row.usedAt) this.rows.set(row.id, { ...row, usedAt: at });
    }
  }
}

export class InMemoryInvitationRepository implements InvitationRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, InvitationRecord> {
    return this.store.tables.invitations;
  }

  async create(invitation: NewInvitation): Promise<InvitationRecord> {
    if (!this.store.tables.campgrounds.has(invitation.campgroundId)) {
      throw new Error(`No campground ${invitation.campgroundId} for an invitation`);
    }
    const record: InvitationRecord = {
      ...invitation,
      email: normalize(invitation.email),
      id: this.store.nextId(),
      usedAt: null,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationRecord | null> {
    return findIn(this.rows, (invitation) => invitation.tokenHash === tokenHash);
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    this.rows.set(id, { ...row, usedAt: at });
    return true;
  }

  async listPendingForCampground(campgroundId: string, now: Date): Promise<InvitationRecord[]> {
    const pending = [...this.rows.values()].filter(
      (invitation) =>
        invitation.campgroundId === campgroundId && !invitation.usedAt && invitation.expiresAt > now,
    );
    return copy(newestFirst(pending));
  }
}

export class InMemoryCampgroundRepository implements CampgroundRepository {
  constructor(private readonly store: InMemoryStore) {}

  private slugTaken(slug: string, exceptId?: string): boolean {
    return [...this.store.tables.campgrounds.values()].some(
      (row) => row.slug === slug && row.id !== exceptId,
    );
  }

  async create(campground: NewCampground): Promise<Result<CampgroundRecord, 'SLUG_TAKEN'>> {
    if (this.slugTaken(campground.slug)) return err('SLUG_TAKEN', 'This slug is already in use.');
    const { createdAt, ...fields } = campground;
    const record: CampgroundRecord = {
      ...CAMPGROUND_DEFAULTS,
      ...defined(fields),
      name: fields.name,
      slug: fields.slug,
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.store.tables.campgrounds.set(record.id, copy(record));
    this.store.tables.settings.set(record.id, {
      ...CAMPGROUND_SETTINGS_DEFAULTS,
      campgroundId: record.id,
      updatedAt: createdAt,
    });
    return ok(copy(record));
  }

  async findById(id: string): Promise<CampgroundRecord | null> {
    return found(this.store.tables.campgrounds.get(id));
  }

  async findBySlug(slug: string): Promise<CampgroundRecord | null> {
    return findIn(this.store.tables.campgrounds, (campground) => campground.slug === slug);
  }

  async listByOwner(ownerId: string): Promise<CampgroundRecord[]> {
    const owned = [...this.store.tables.campgrounds.values()].filter((row) => row.ownerId === ownerId);
    return copy(owned.sort((a, b) => a.name.localeCompare(b.name)));
  }

  async update(
    id: string,
    patch: Partial<CampgroundFields>,
    at: Date,
  ): Promise<Result<CampgroundRecord | null, 'SLUG_TAKEN'>> {
    if (patch.slug !== undefined && this.slugTaken(patch.slug, id)) {
      return err('SLUG_TAKEN', 'This slug is already in use.');
    }
    return ok(patchRow(this.store.tables.campgrounds, id, patch, at));
  }

  async setOwnerIfUnowned(id: string, ownerId: string, at: Date): Promise<boolean> {
    const row = this.store.tables.campgrounds.get(id);
    if (!row || row.ownerId !== null) return false;
    this.store.tables.campgrounds.set(id, { ...row, ownerId, updatedAt: at });
    return true;
  }

  async findSettings(campgroundId: string): Promise<CampgroundSettingsRecord | null> {
    return found(this.store.tables.settings.get(campgroundId));
  }

  async updateSettings(
    campgroundId: string,
    patch: Partial<CampgroundSettingsFields>,
    at: Date,
  ): Promise<CampgroundSettingsRecord | null> {
    return patchRow(this.store.tables.settings, campgroundId, patch, at);
  }
}

export class InMemoryMembershipTypeRepository implements MembershipTypeRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, MembershipTypeRecord> {
    return this.store.tables.membershipTypes;
  }

  async create(type: NewMembershipType): Promise<MembershipTypeRecord> {
    if (!this.store.tables.campgrounds.has(type.campgroundId)) {
      throw new Error(`No campground ${type.campgroundId} for a membership type`);
    }
    const { createdAt, ...fields } = type;
    const record: MembershipTypeRecord = {
      ...fields,
      id: this.store.nextId(),
      createdAt,
      updatedAt: createdAt,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findById(id: string): Promise<MembershipTypeRecord | null> {
    return found(this.rows.get(id));
  }

  async listByCampground(
    campgroundId: string,
    options: { readonly activeOnly?: boolean } = {},
  ): Promise<MembershipTypeRecord[]> {
    const types = [...this.rows.values()].filter(
      (type) => type.campgroundId === campgroundId && (!options.activeOnly || type.isActive),
    );
    return copy(
      types.sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName)),
    );
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipTypeFields, 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipTypeRecord | null> {
    return patchRow(this.rows, id, patch, at, ['campgroundId']);
  }

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}

export class InMemoryMembershipRepository implements MembershipRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, MembershipRecord> {
    return this.store.tables.memberships;
  }

  async create(membership: NewMembership): Promise<Result<MembershipRecord, 'MEMBERSHIP_CODE_TAKEN'>> {
    const { tables } = this.store;
    if (!tables.campgrounds.has(membership.campgroundId)) throw new Error('No campground for a membership');
    if (!tables.users.has(membership.memberId)) throw new Error('No member for a membership');
    if (!tables.membershipTypes.has(membership.membershipTypeId)) throw new Error('No type for a membership');
    if (await this.findByCode(membership.campgroundId, membership.membershipCode)) {
      return err('MEMBERSHIP_CODE_TAKEN', 'This membership code is already in use at the campground.');
    }
    const { createdAt, ...fields } = membership;
    const record: MembershipRecord = { ...fields, id: this.store.nextId(), createdAt, updatedAt: createdAt };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<MembershipRecord | null> {
    return found(this.rows.get(id));
  }

  async findByCode(campgroundId: string, membershipCode: string): Promise<MembershipRecord | null> {
    return findIn(
      this.rows,
      (membership) =>
        membership.campgroundId === campgroundId && membership.membershipCode === membershipCode,
    );
  }

  async listByMember(memberId: string): Promise<MembershipRecord[]> {
    return copy(
      newestFirst([...this.rows.values()].filter((membership) => membership.memberId === memberId)),
    );
  }

  async update(
    id: string,
    patch: Partial<Omit<MembershipFields, 'membershipCode' | 'memberId' | 'campgroundId'>>,
    at: Date,
  ): Promise<MembershipRecord | null> {
    return patchRow(this.rows, id, patch, at, ['membershipCode', 'memberId', 'campgroundId']);
  }
}

export class InMemoryPaymentRepository implements PaymentRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, PaymentRecord> {
    return this.store.tables.payments;
  }

  async create(payment: NewPayment): Promise<Result<PaymentRecord, 'PAYMENT_ALREADY_RECORDED'>> {
    if (await this.findByGatewayPaymentId(payment.gatewayPaymentId)) {
      return err('PAYMENT_ALREADY_RECORDED', 'This payment has already been recorded.');
    }
    const { createdAt, ...fields } = payment;
    const record: PaymentRecord = { ...fields, id: this.store.nextId(), createdAt, updatedAt: createdAt };
    this.rows.set(record.id, copy(record));
    return ok(copy(record));
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return found(this.rows.get(id));
  }

  async findByGatewayPaymentId(gatewayPaymentId: string): Promise<PaymentRecord | null> {
    return findIn(this.rows, (payment) => payment.gatewayPaymentId === gatewayPaymentId);
  }

  async listByUser(userId: string): Promise<PaymentRecord[]> {
    return copy(newestFirst([...this.rows.values()].filter((payment) => payment.userId === userId)));
  }

  async update(
    id: string,
    patch: Partial<Omit<PaymentFields, 'gatewayPaymentId'>>,
    at: Date,
  ): Promise<PaymentRecord | null> {
    return patchRow(this.rows, id, patch, at, ['gatewayPaymentId']);
  }
}

export class InMemoryOutboxRepository implements OutboxRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, OutboxMessageRecord> {
    return this.store.tables.outbox;
  }

  async add(message: NewOutboxMessage): Promise<OutboxMessageRecord> {
    const record: OutboxMessageRecord = {
      ...message,
      tags: { ...(message.tags ?? {}) },
      id: this.store.nextId(),
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    };
    this.rows.set(record.id, copy(record));
    return copy(record);
  }

  async findById(id: string): Promise<OutboxMessageRecord | null> {
    return found(this.rows.get(id));
  }

  async list(page: { readonly limit: number; readonly offset: number }): Promise<OutboxPage> {
    const all = newestFirst(this.rows.values());
    return { items: copy(all.slice(page.offset, page.offset + page.limit)), totalCount: all.length };
  }

  async listUnsent(limit: number): Promise<OutboxMessageRecord[]> {
    return copy(oldestFirst([...this.rows.values()].filter((message) => !message.sentAt)).slice(0, limit));
  }

  async listDue(now: Date, maxAttempts: number, limit: number): Promise<OutboxMessageRecord[]> {
    const due = [...this.rows.values()].filter(
      (message) =>
        !message.sentAt &&
        message.attempts < maxAttempts &&
        (message.nextAttemptAt === null || message.nextAttemptAt <= now),
    );
    return copy(oldestFirst(due).slice(0, limit));
  }

  async markSent(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, sentAt: at });
  }

  async markFailed(id: string, error: string, _at: Date, retryAt: Date | null = null): Promise<void> {
    const row = this.rows.get(id);
    if (row)
      this.rows.set(id, { ...row, attempts: row.attempts + 1, lastError: error, nextAttemptAt: retryAt });
  }
}

/** Every in-memory repository over one store. */
export const inMemoryRepositories = (store: InMemoryStore): Repositories => ({
  users: new InMemoryUserRepository(store),
  roles: new InMemoryRoleRepository(store),
  sessions: new InMemorySessionRepository(store),
  passwordResets: new InMemoryPasswordResetRepository(store),
  invitations: new InMemoryInvitationRepository(store),
  campgrounds: new InMemoryCampgroundRepository(store),
  membershipTypes: new InMemoryMembershipTypeRepository(store),
  memberships: new InMemoryMembershipRepository(store),
  payments: new InMemoryPaymentRepository(store),
  outbox: new InMemoryOutboxRepository(store),
  checkouts: new InMemoryCheckoutRepository(store),
  identityDocuments: new InMemoryIdentityDocumentRepository(store),
  webhookEvents: new InMemoryWebhookEventRepository(store),
  publicPage: new InMemoryPublicPageRepository(store),
  uploads: new InMemoryUploadRepository(store),
  expirationReminders: new InMemoryExpirationReminderRepository(store),
  retention: new InMemoryRetentionRepository(store),
});
