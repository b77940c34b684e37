import type { Migration } from './migration';

/**
 * Expiration reminders on one or more chosen days before the end
 * (docs/decisions/email.md#expiration-reminders-on-the-chosen-days): the campground's single number
 * of days becomes a list (kept, at least 1), and each reminder sent is one row per membership, end
 * date and day, so two workers cannot both send it.
 */
export const reminderDays: Migration = {
  version: 28,
  name: 'reminder-days',
  sql: /* sql */ `
alter table campground_settings drop constraint if exists campground_settings_expiration_reminder_days_check;
alter table campground_settings alter column expiration_reminder_days drop default;
alter table campground_settings
  alter column expiration_reminder_days type integer[]
  using array[greatest(expiration_reminder_days, 1)];
alter table campground_settings alter column expiration_reminder_days set default '{30}';
alter table campground_settings
  add constraint campground_settings_reminder_days_check check (
    cardinality(expiration_reminder_days) between 1 and 5
    and 1 <= all (expiration_reminder_days)
    and 365 >= all (expiration_reminder_days)
  );

alter table expiration_reminders add column days_before integer;
update expiration_reminders r
   set days_before = coalesce(
     (select s.expiration_reminder_days[1]
        from memberships m join campground_settings s on s.campground_id = m.campground_id
       where m.id = r.membership_id),
     30);
alter table expiration_reminders alter column days_before set not null;
alter table expiration_reminders drop constraint expiration_reminders_pkey;
alter table expiration_reminders add primary key (membership_id, end_date, days_before);
`,
};
