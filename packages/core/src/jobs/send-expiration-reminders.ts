import { AUTO_RENEWAL_DAYS_BEFORE, addDays, daysFrom, PATHS } from '@camppass/domain';
import { autoRenewalView } from '../checkout/auto-renewal';
import { expirationReminderEmail } from '../checkout/emails';
import { campgroundToday } from '../checkout/support';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';

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
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'mailer' | 'clock' | 'config'>) {}

  async execute(input: { readonly limitPerCampground?: number } = {}): Promise<ReminderReport> {
    const campgrounds = await this.ports.repos.expirationReminders.listReminderCampgrounds();
    const report = { campgrounds: campgrounds.length, sent: 0, failed: 0 };
    for (const { campground, reminderDays } of campgrounds) {
      const today = campgroundToday(campground, this.ports.clock);
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
          await this.ports.mailer.send({
            to: reminder.email,
            ...expirationReminderEmail({
              product: this.ports.config.productName,
              firstName: reminder.firstName,
              campgroundName: campground.name,
              membership: {
                membershipCode: reminder.membershipCode,
                typeName: reminder.membershipTypeName,
                startDate: reminder.startDate,
                endDate: reminder.endDate,
              },
              daysLeft: daysFrom(today, reminder.endDate),
              dashboardUrl: portalLink(this.ports.config, PATHS.memberDashboard, {}),
              autoRenewsOn: await this.autoRenewsOn(reminder.membershipId),
            }),
            tags: { kind: 'expiration-reminder' },
          });
          report.sent += 1;
        } catch {
          await this.ports.repos.expirationReminders.release(reminder.membershipId, reminder.endDate);
          report.failed += 1;
        }
      }
    }
    return report;
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
