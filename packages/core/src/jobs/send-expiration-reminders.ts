import { addDays, daysFrom, reminderNextStep } from '@camppass/domain';
import { campgroundToday } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import { campgroundBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { memberDashboardLink } from '../shared/emails/links';
import { expirationReminderEmail } from '../shared/emails/membership-emails';

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
    private readonly ports: Pick<CorePorts, 'repos' | 'mailer' | 'emailRenderer' | 'clock' | 'config'>,
  ) {}

  async execute(input: { readonly limitPerCampground?: number } = {}): Promise<ReminderReport> {
    const campgrounds = await this.ports.repos.expirationReminders.listReminderCampgrounds();
    const report = { campgrounds: campgrounds.length, sent: 0, failed: 0 };
    for (const { campground, reminderDays } of campgrounds) {
      const today = campgroundToday(campground, this.ports.clock);
      const nextStep = reminderNextStep(
        (await this.ports.repos.campgrounds.findSettings(campground.id)) ?? {},
      );
      const brand = campgroundBrand(this.ports.config, campground);
      const due = await this.ports.repos.expirationReminders.listDue({
        campgroundId: campground.id,
        endDateFrom: today,
        endDateTo: addDays(today, reminderDays),
        reminderDays,
        limit: input.limitPerCampground ?? 500,
      });
      for (const reminder of due) {
        if (
          !(await this.ports.repos.expirationReminders.claim(
            reminder.membershipId,
            reminder.endDate,
            this.ports.clock.now(),
          ))
        )
          continue;
        try {
          await sendEmail(
            this.ports,
            reminder.email,
            expirationReminderEmail({
              brand,
              firstName: reminder.firstName,
              membership: {
                membershipCode: reminder.membershipCode,
                typeName: reminder.membershipTypeName,
                startDate: reminder.startDate,
                endDate: reminder.endDate,
              },
              daysLeft: daysFrom(today, reminder.endDate),
              nextStep,
              dashboardUrl: memberDashboardLink(this.ports.config),
            }),
            'expiration-reminder',
          );
          report.sent += 1;
        } catch {
          await this.ports.repos.expirationReminders.release(reminder.membershipId, reminder.endDate);
          report.failed += 1;
        }
      }
    }
    return report;
  }
}
