import type { MemberMembership, MembershipChangeQuoteRequest } from '@camppass/client';
import {
  type CalendarDate,
  MEMBERSHIP_CHANGE_WORDS as CHANGE,
  extensionTargets,
  MEMBERSHIP_TYPES_LOAD_ERROR,
  memberDurationLabel,
  NO_EXTENSION_TARGETS_MESSAGE,
  renewalPeriod,
} from '@camppass/domain';
import { Banner, DateInput, Radio, RadioGroup } from '@camppass/ui';
import { formatDollars } from '../../shared/payments/PriceBreakdown';
import { LoadFailed, Loading } from './LoadState';
import { useCampgroundTypes, useChangeQuote } from './member-queries';
import { currentDurationDays, paymentIntentRequest } from './membership-change';
import { showDate } from './membership-format';

/**
 * What a choice costs and where it ends, as the server prices it (quote-membership-change) before
 * any payment; nothing while it is asked or when it cannot be had (the payment step shows the price).
 */
function ChoiceOutcome({ choice }: { choice: MembershipChangeQuoteRequest['metadata'] }) {
  const quote = useChangeQuote(choice);
  if (quote.loading) return <span className="pm-line__meta">{CHANGE.quoting}</span>;
  if (!quote.data) return null;
  const { breakdown, data } = quote.data;
  const endDate = showDate(data.newEndDate);
  return (
    <span className="pm-line__meta">
      {breakdown.total === 0
        ? CHANGE.choiceFreeOutcome(endDate)
        : CHANGE.choiceOutcome(
            formatDollars(breakdown.total),
            formatDollars(breakdown.subtotalAfterDiscount),
            endDate,
          )}
    </span>
  );
}

/** Extend, step 1: the active, longer types of the campground other than the current one (02 §5). */
export function ExtensionChoice({
  membership,
  value,
  onChange,
  errorMessage,
}: {
  membership: MemberMembership;
  value: string;
  onChange: (typeId: string) => void;
  errorMessage: string | null;
}) {
  const types = useCampgroundTypes(membership.campgroundId);
  if (types.loading) return <Loading label={CHANGE.loadingTypes} />;
  if (!types.data) return <LoadFailed message={MEMBERSHIP_TYPES_LOAD_ERROR} onRetry={types.retry} />;
  const candidates = types.data.data.membershipTypes.map((type) => ({
    ...type,
    isActive: type.is_active,
    durationDays: type.duration_days,
  }));
  const targets = extensionTargets(
    { membershipTypeId: membership.membershipTypeId, durationDays: currentDurationDays(membership) },
    candidates,
  );
  if (targets.length === 0) return <Banner variant="info">{NO_EXTENSION_TARGETS_MESSAGE}</Banner>;
  return (
    <RadioGroup
      label={CHANGE.chooseType}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage ?? undefined}
      isRequired
    >
      {targets.map((type) => (
        <Radio key={type.id} value={type.id}>
          <span className="pm-choice">
            <span>
              {CHANGE.typeOption(type.display_name || type.name, memberDurationLabel(type.duration_days))}
            </span>
            <ChoiceOutcome
              choice={
                paymentIntentRequest('extension', membership, { newMembershipTypeId: type.id }).metadata
              }
            />
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Renew, step 1: the start date, today or later (02 §5), and what the renewal from it costs. */
export function RenewalChoice({
  membership,
  value,
  today,
  onChange,
  errorMessage,
}: {
  membership: MemberMembership;
  value: string;
  today: CalendarDate;
  onChange: (date: string) => void;
  errorMessage: string | null;
}) {
  const valid = renewalPeriod(value, currentDurationDays(membership), today).ok;
  return (
    <>
      <DateInput
        label={CHANGE.startDate}
        value={value}
        min={today}
        onChange={onChange}
        errorMessage={errorMessage}
        isRequired
      />
      <div role="status">
        {valid && (
          <ChoiceOutcome
            choice={paymentIntentRequest('renewal', membership, { newStartDate: value }).metadata}
          />
        )}
      </div>
    </>
  );
}
