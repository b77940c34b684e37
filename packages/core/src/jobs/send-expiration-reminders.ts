import { addDays, daysFrom, PATHS } from '@camppass/domain';
import { expirationReminderEmail } from '../checkout/emails';
import { campgroundToday } from '../checkout/support';
import { type CoreConfig, portalLink } from '../config';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { ExpirationReminderRepository } from '../ports/repositories/expiration-reminder-repository';

export interface ReminderReport {
  readonly campgrounds: number;
  readonly sent: number;
  readonly failed: number;
}

/**
 * send-expiration-reminders: for every campground whose settings turn reminders on (03 §3
 * send_expiration_reminders, expiration_reminder_days), e-mails each active membership whose last day
 * is within that many days of the campground's today, once per end date. The reminder is claimed
 * before it is sent and released when the e-mail cannot be handed over, so runs may overlap or
 * repeat without a member hearing twice.
 */
export class SendExpirationReminders {
  constructor(
    private readonly reminders: ExpirationReminderRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: CoreConfig,
  ) {}

  async execute(input: { readonly limitPerCampground?: number } = {}): Promise<ReminderReport> {
    const campgrounds = await this.reminders.listReminderCampgrounds();
    const report = { campgrounds: campgrounds.length, sent: 0, failed: 0 };
    for (const { campground, reminderDays } of campgrounds) {
      const today = campgroundToday(campground, this.clock);
      const due = await this.reminders.listDue({
        campgroundId: campground.id,
        endDateFrom: today,
        endDateTo: addDays(today, reminderDays),
        reminderDays,
        limit: input.limitPerCampground ?? 500,
      });
      for (const reminder of due) {
        if (!(await this.reminders.claim(reminder.membershipId, reminder.endDate, this.clock.now())))
          continue;
        try {
          await this.mailer.send({
            to: reminder.email,
            ...expirationReminderEmail({
              product: this.config.productName,
              firstName: reminder.firstName,
              campgroundName: campground.name,
              membership: {
                membershipCode: reminder.membershipCode,
                typeName: reminder.membershipTypeName,
                startDate: reminder.startDate,
                endDate: reminder.endDate,
              },
              daysLeft: daysFrom(today, reminder.endDate),
              dashboardUrl: portalLink(this.config, PATHS.memberDashboard, {}),
            }),
            tags: { kind: 'expiration-reminder' },
          });
          report.sent += 1;
        } catch {
          await this.reminders.release(reminder.membershipId, reminder.endDate);
          report.failed += 1;
        }
      }
    }
    return report;
  }
}
