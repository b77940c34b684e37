import type { CalendarDate } from '@camppass/domain';
import type { CampgroundRecord } from './campground-repository';

/** A campground whose settings turn expiration reminders on, with the days before the end (03 §3). */
export interface ReminderCampground {
  readonly campground: CampgroundRecord;
  readonly reminderDays: readonly number[];
}

/** An active membership whose reminder of this day before its end date has not gone out. */
export interface DueReminder {
  readonly membershipId: string;
  readonly membershipCode: string;
  readonly membershipTypeName: string;
  readonly startDate: CalendarDate;
  /** An extension moves it, and the new end date gets its own reminder. */
  readonly endDate: CalendarDate;
  readonly email: string;
  readonly firstName: string | null;
}

export interface DueRemindersQuery {
  readonly campgroundId: string;
  /** `YYYY-MM-DD`: the campground's today plus `daysBefore`. */
  readonly endDate: string;
  /** One of the campground's reminder days. */
  readonly daysBefore: number;
  readonly limit: number;
}

/**
 * Which memberships are due an expiration reminder, and which were reminded: one row per membership,
 * end date and day before it, so each reminder goes out once however many workers run.
 */
export interface ExpirationReminderRepository {
  /** Active campgrounds with `send_expiration_reminders` on. */
  listReminderCampgrounds(): Promise<ReminderCampground[]>;
  /**
   * Active memberships of the campground whose last day is `endDate`, that started more than
   * `daysBefore` days before it (a pass bought after the reminder's day is not reminded of what its
   * receipt just said), and that were not yet reminded on that day for that end date; by id.
   */
  listDue(query: DueRemindersQuery): Promise<DueReminder[]>;
  /** Marks the reminder as sent; `false` when another run already claimed it. */
  claim(membershipId: string, endDate: string, daysBefore: number, at: Date): Promise<boolean>;
  /** Undoes a claim whose e-mail could not be handed over, so the next run tries again. */
  release(membershipId: string, endDate: string, daysBefore: number): Promise<void>;
}
