import type { CalendarDate } from '@camppass/domain';
import type { CampgroundRecord } from './campground-repository';

/** A campground whose settings turn expiration reminders on, with how many days ahead (03 §3). */
export interface ReminderCampground {
  readonly campground: CampgroundRecord;
  readonly reminderDays: number;
}

/** An active membership ending in the reminder window that has not been reminded for this end date. */
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
  /** `YYYY-MM-DD`, the campground's today. */
  readonly endDateFrom: string;
  /** `YYYY-MM-DD`, today plus the reminder days. */
  readonly endDateTo: string;
  readonly reminderDays: number;
  readonly limit: number;
}

/** Which memberships are due an expiration reminder, and which were reminded (once per end date). */
export interface ExpirationReminderRepository {
  /** Active campgrounds with `send_expiration_reminders` on. */
  listReminderCampgrounds(): Promise<ReminderCampground[]>;
  /**
   * Active memberships of the campground whose last day is within `endDateFrom`..`endDateTo`
   * (inclusive), that started more than `reminderDays` before that last day (a pass bought inside
   * the window is not reminded of what its receipt just said), and that were not yet reminded for
   * that day; soonest first.
   */
  listDue(query: DueRemindersQuery): Promise<DueReminder[]>;
  /** Marks the reminder as sent; `false` when another run already claimed it. */
  claim(membershipId: string, endDate: string, at: Date): Promise<boolean>;
  /** Undoes a claim whose e-mail could not be handed over, so the next run tries again. */
  release(membershipId: string, endDate: string): Promise<void>;
}
