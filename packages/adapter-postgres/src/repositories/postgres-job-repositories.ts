import type {
  DueReminder,
  DueRemindersQuery,
  ExpirationReminderRepository,
  ReminderCampground,
  RetentionRepository,
  UploadRecord,
  UploadRepository,
} from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { fromDateColumn, isUuid } from './columns';
import { type CampgroundRow, toCampground } from './postgres-campground-repository';

interface UploadRow {
  key: string;
  kind: string;
  created_at: Date;
}

const toUpload = (row: UploadRow): UploadRecord => ({
  key: row.key,
  kind: row.kind,
  createdAt: row.created_at,
});

/** `uploads`: purchase files by storage key; claimed when a document or a paid checkout names the key. */
export class PostgresUploadRepository implements UploadRepository {
  constructor(private readonly sql: SqlClient) {}

  async record(upload: UploadRecord): Promise<void> {
    await this.sql.query(
      'insert into uploads (key, kind, created_at) values ($1, $2, $3) on conflict (key) do nothing',
      [upload.key, upload.kind, upload.createdAt],
    );
  }

  async listUnclaimed(
    createdBefore: Date,
    limit: number,
    unnamedBefore: Date = createdBefore,
  ): Promise<UploadRecord[]> {
    const rows = await this.sql.query<UploadRow>(
      `select u.key, u.kind, u.created_at from uploads u
       where (u.created_at < $1
              or (u.created_at < $3 and not exists (
                select 1 from checkouts c
                where c.status = 'pending'
                  and u.key in (c.uploads ->> 'selfie', c.uploads ->> 'signature', c.uploads ->> 'militaryDocument'))))
         and not exists (select 1 from identity_documents d where d.storage_key = u.key)
         and not exists (
           select 1 from checkouts c
           where c.status in ('fulfilled', 'refused')
             and u.key in (c.uploads ->> 'selfie', c.uploads ->> 'signature', c.uploads ->> 'militaryDocument'))
       order by u.created_at, u.seq limit $2`,
      [createdBefore, limit, unnamedBefore],
    );
    return rows.map(toUpload);
  }

  async remove(key: string): Promise<void> {
    await this.sql.query('delete from uploads where key = $1', [key]);
  }
}

interface DueRow {
  membership_id: string;
  membership_code: string;
  display_name: string;
  start_date: string;
  end_date: string;
  email: string;
  first_name: string | null;
}

/** `expiration_reminders`: one row per membership, end date and day before it reminded. */
export class PostgresExpirationReminderRepository implements ExpirationReminderRepository {
  constructor(private readonly sql: SqlClient) {}

  async listReminderCampgrounds(): Promise<ReminderCampground[]> {
    const rows = await this.sql.query<CampgroundRow & { reminder_days: readonly (number | string)[] }>(
      `select c.*, s.expiration_reminder_days as reminder_days
       from campgrounds c join campground_settings s on s.campground_id = c.id
       where c.status = 'active' and c.deleted_at is null and s.send_expiration_reminders
       order by c.id`,
    );
    return rows.map((row) => ({
      campground: toCampground(row),
      reminderDays: row.reminder_days.map(Number),
    }));
  }

  async listDue(input: DueRemindersQuery): Promise<DueReminder[]> {
    if (!isUuid(input.campgroundId)) return [];
    const rows = await this.sql.query<DueRow>(
      `select m.id as membership_id, m.membership_code, t.display_name, m.start_date, m.end_date,
              u.email, p.first_name
       from memberships m
       join membership_types t on t.id = m.membership_type_id
       join users u on u.id = m.user_id
       left join profiles p on p.user_id = m.user_id
       where m.campground_id = $1 and m.status = 'active'
         and m.end_date = $2::date
         and m.start_date < m.end_date - $3::integer
         and not exists (
           select 1 from expiration_reminders r
            where r.membership_id = m.id and r.end_date = m.end_date and r.days_before = $3::integer)
       order by m.id limit $4`,
      [input.campgroundId, input.endDate, input.daysBefore, input.limit],
    );
    return rows.map((row) => ({
      membershipId: row.membership_id,
      membershipCode: row.membership_code,
      membershipTypeName: row.display_name,
      startDate: fromDateColumn(row.start_date),
      endDate: fromDateColumn(row.end_date),
      email: row.email,
      firstName: row.first_name,
    }));
  }

  async claim(membershipId: string, endDate: string, daysBefore: number, at: Date): Promise<boolean> {
    if (!isUuid(membershipId)) return false;
    const rows = await this.sql.query(
      `insert into expiration_reminders (membership_id, end_date, days_before, sent_at)
       values ($1, $2::date, $3::integer, $4)
       on conflict do nothing returning 1`,
      [membershipId, endDate, daysBefore, at],
    );
    return rows.length === 1;
  }

  async release(membershipId: string, endDate: string, daysBefore: number): Promise<void> {
    if (!isUuid(membershipId)) return;
    await this.sql.query(
      'delete from expiration_reminders where membership_id = $1 and end_date = $2::date and days_before = $3::integer',
      [membershipId, endDate, daysBefore],
    );
  }
}

/** Deletes expired sessions, reset codes and WebAuthn challenges. */
export class PostgresRetentionRepository implements RetentionRepository {
  constructor(private readonly sql: SqlClient) {}

  async deleteExpiredSessions(before: Date): Promise<number> {
    const rows = await this.sql.query('delete from sessions where refresh_expires_at < $1 returning 1', [
      before,
    ]);
    return rows.length;
  }

  async deleteExpiredPasswordResets(before: Date): Promise<number> {
    const rows = await this.sql.query('delete from password_resets where expires_at < $1 returning 1', [
      before,
    ]);
    return rows.length;
  }

  async deleteExpiredWebauthnChallenges(before: Date): Promise<number> {
    const rows = await this.sql.query('delete from webauthn_challenges where expires_at < $1 returning 1', [
      before,
    ]);
    return rows.length;
  }
}
