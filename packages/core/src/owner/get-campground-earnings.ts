import {
  type CalendarDate,
  type EarningsPeriodName,
  earningsPeriod,
  ok,
  type Result,
  todayInZone,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { EarningsFigures } from '../ports/repositories/earnings-repository';
import type { Principal } from '../shared/principal';
import { campgroundForMoney, type MoneyRefusal } from './campground-money';

export interface CampgroundEarnings {
  readonly campgroundId: string;
  readonly period: EarningsPeriodName;
  /** First and last day counted, in `timeZone`. */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly timeZone: string;
  readonly currency: string;
  readonly figures: EarningsFigures;
}

/**
 * owner-earnings: what one campground earned over a period, summed by the store from our own payment
 * rows, the period's days judged in the campground's time zone. Its owner or a super admin only.
 */
export class GetCampgroundEarnings {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly period: EarningsPeriodName;
    readonly from?: string | null;
    readonly to?: string | null;
  }): Promise<Result<CampgroundEarnings, MoneyRefusal | 'VALIDATION_ERROR'>> {
    const campground = await campgroundForMoney(this.ports, input.actor, input.campgroundId);
    if (!campground.ok) return campground;
    const timeZone = campground.value.timeZone;
    const period = earningsPeriod(input.period, todayInZone(this.ports.clock.now(), timeZone), input);
    if (!period.ok) return period;
    const figures = await this.ports.repos.earnings.earnings({
      campgroundId: campground.value.id,
      ...period.value,
      timeZone,
    });
    return ok({
      campgroundId: campground.value.id,
      period: input.period,
      ...period.value,
      timeZone,
      currency: 'usd',
      figures,
    });
  }
}
