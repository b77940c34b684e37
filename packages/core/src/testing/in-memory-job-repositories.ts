import type {
  DueReminder,
  DueRemindersQuery,
  ExpirationReminderRepository,
  ReminderCampground,
} from '../ports/repositories/expiration-reminder-repository';
import type { RetentionRepository } from '../ports/repositories/retention-repository';
import type { UploadRecord, UploadRepository } from '../ports/repositories/upload-repository';
import { copy, type InMemoryStore, oldestFirst } from './in-memory-store';

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export class InMemoryUploadRepository implements UploadRepository {
  constructor(private readonly store: InMemoryStore) {}

  async record(upload: UploadRecord): Promise<void> {
    if (!this.store.tables.uploads.has(upload.key)) this.store.tables.uploads.set(upload.key, copy(upload));
  }

  async listUnclaimed(
    createdBefore: Date,
    limit: number,
    unnamedBefore: Date = createdBefore,
  ): Promise<UploadRecord[]> {
    const { identityDocuments, checkouts } = this.store.tables;
    const claimed = new Set<string>();
    const named = new Set<string>();
    for (const document of identityDocuments.values()) claimed.add(document.storageKey);
    for (const checkout of checkouts.values()) {
      for (const key of Object.values(checkout.uploads ?? {})) {
        if (!key) continue;
        // An expired checkout names its files no more: they go as if no checkout had named them.
        if (checkout.status === 'pending') named.add(key);
        else if (checkout.status !== 'expired') claimed.add(key);
      }
    }
    const unclaimed = [...this.store.tables.uploads.values()].filter(
      (upload) =>
        (upload.createdAt < createdBefore || (upload.createdAt < unnamedBefore && !named.has(upload.key))) &&
        !claimed.has(upload.key),
    );
    return copy(oldestFirst(unclaimed).slice(0, limit));
  }

  async remove(key: string): Promise<void> {
    this.store.tables.uploads.delete(key);
  }
}

/** The primary key of `expiration_reminders`: membership, end date and day before it. */
const reminderKey = (membershipId: string, endDate: string, daysBefore: number): string =>
  `${membershipId}|${endDate}|${daysBefore}`;

export class InMemoryExpirationReminderRepository implements ExpirationReminderRepository {
  constructor(private readonly store: InMemoryStore) {}

  async listReminderCampgrounds(): Promise<ReminderCampground[]> {
    const { campgrounds, settings } = this.store.tables;
    return [...campgrounds.values()]
      .filter(
        (campground) =>
          campground.status === 'active' && !this.store.tables.removedCampgrounds.has(campground.id),
      )
      .flatMap((campground) => {
        const found = settings.get(campground.id);
        return found?.sendExpirationReminders
          ? [{ campground: copy(campground), reminderDays: [...found.expirationReminderDays] }]
          : [];
      })
      .sort((a, b) => (a.campground.id < b.campground.id ? -1 : 1));
  }

  async listDue(input: DueRemindersQuery): Promise<DueReminder[]> {
    const { memberships, membershipTypes, users, profiles, expirationReminders } = this.store.tables;
    const due: DueReminder[] = [];
    for (const membership of memberships.values()) {
      if (
        membership.campgroundId !== input.campgroundId ||
        membership.status !== 'active' ||
        membership.endDate !== input.endDate ||
        dayNumber(membership.startDate) >= dayNumber(membership.endDate) - input.daysBefore ||
        expirationReminders.has(reminderKey(membership.id, membership.endDate, input.daysBefore))
      ) {
        continue;
      }
      const user = users.get(membership.memberId);
      if (!user) continue;
      due.push({
        membershipId: membership.id,
        membershipCode: membership.membershipCode,
        membershipTypeName: membershipTypes.get(membership.membershipTypeId)?.displayName ?? '',
        startDate: membership.startDate,
        endDate: membership.endDate,
        email: user.email,
        firstName: profiles.get(user.id)?.firstName ?? null,
      });
    }
    return due.sort((a, b) => (a.membershipId < b.membershipId ? -1 : 1)).slice(0, input.limit);
  }

  async claim(membershipId: string, endDate: string, daysBefore: number, at: Date): Promise<boolean> {
    const key = reminderKey(membershipId, endDate, daysBefore);
    if (this.store.tables.expirationReminders.has(key)) return false;
    this.store.tables.expirationReminders.set(key, at);
    return true;
  }

  async release(membershipId: string, endDate: string, daysBefore: number): Promise<void> {
    this.store.tables.expirationReminders.delete(reminderKey(membershipId, endDate, daysBefore));
  }
}

export class InMemoryRetentionRepository implements RetentionRepository {
  constructor(private readonly store: InMemoryStore) {}

  async deleteExpiredSessions(before: Date): Promise<number> {
    return this.deleteWhere(this.store.tables.sessions, (session) => session.refreshExpiresAt < before);
  }

  async deleteExpiredPasswordResets(before: Date): Promise<number> {
    return this.deleteWhere(this.store.tables.passwordResets, (reset) => reset.expiresAt < before);
  }

  async deleteExpiredWebauthnChallenges(before: Date): Promise<number> {
    return this.deleteWhere(
      this.store.tables.webauthnChallenges,
      (challenge) => challenge.expiresAt < before,
    );
  }

  private deleteWhere<T>(rows: Map<string, T>, expired: (row: T) => boolean): number {
    let deleted = 0;
    for (const [id, row] of rows) {
      if (expired(row)) {
        rows.delete(id);
        deleted += 1;
      }
    }
    return deleted;
  }
}
