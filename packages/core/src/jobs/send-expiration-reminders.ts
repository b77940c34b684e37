import {
  AUTO_RENEWAL_DAYS_BEFORE,
  addDays,
  type CalendarDate,
  daysFrom,
  reminderNextStep,
} from '@camppass/domain';
import { autoRenewalView } from '../checkout/auto-renewal';
import { campgroundToday } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import type { DueReminder } from '../ports/repositories/expiration-reminder-repository';
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
 * is exactly one of the chosen days after the campground's today, once per membership, end date and
 * day (docs/decisions/email.md#expiration-reminders-on-the-chosen-days). The reminder is claimed
 * before it is sent and released when the e-mail cannot be handed over, so runs may overlap or
 * repeat, on several workers, without a member hearing twice.
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
      const due = await this.dueOn(campground.id, today, reminderDays, input.limitPerCampground ?? 500);
      for (const { daysBefore, ...reminder } of due) {
        if (
          !(await this.ports.repos.expirationReminders.claim(
            reminder.membershipId,
            reminder.endDate,
            daysBefore,
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
              autoRenewsOn: await this.autoRenewsOn(reminder.membershipId),
            }),
            'expiration-reminder',
          );
          report.sent += 1;
        } catch {
          await this.ports.repos.expirationReminders.release(
            reminder.membershipId,
            reminder.endDate,
            daysBefore,
          );
          report.failed += 1;
        }
      }
    }
    return report;
  }

  /** The reminders of each chosen day: memberships whose last day is that many days after today. */
  private async dueOn(campgroundId: string, today: CalendarDate, days: readonly number[], limit: number) {
    const due: (DueReminder & { readonly daysBefore: number })[] = [];
    for (const daysBefore of days) {
      const endDate = addDays(today, daysBefore);
      const listed = await this.ports.repos.expirationReminders.listDue({
        campgroundId,
        endDate,
        daysBefore,
        limit,
      });
      due.push(...listed.map((reminder) => ({ ...reminder, daysBefore })));
    }
    return due;
  }

  /** The next charge date when the membership renews itself, else `null`. */
  private async autoRenewsOn(membershipId: string) {
    const { repos } = this.ports;
    const membership = await repos.memberships.findById(membershipId);
    if (!membership?.autoRenewal) return null;
    const view = await autoRenewalView(
      repos,
      membership,
      this.ports.config.autoRenewal?.daysBefore ?? AUTO_RENEWAL_DAYS_BEFORE,
    );
    return view.nextChargeDate;
  }
}
