import type { MemberMembership } from '@camppass/client';
import {
  MEMBERSHIP_CHANGE_WORDS as CHANGE,
  dollarsToCents,
  extensionTargets,
  formatUsd,
  MEMBERSHIP_TYPES_LOAD_ERROR,
  memberDurationLabel,
  NO_EXTENSION_TARGETS_MESSAGE,
} from '@camppass/domain';
import { Banner, DateInput, Radio, RadioGroup } from '@camppass/ui';
import { LoadFailed, Loading } from './LoadState';
import { useCampgroundTypes } from './member-queries';
import { currentDurationDays } from './membership-change';

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
          {CHANGE.typeOption(
            type.display_name || type.name,
            memberDurationLabel(type.duration_days),
            formatUsd(dollarsToCents(type.price)),
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Renew, step 1: the start date, today or later (02 §5). */
export function RenewalChoice({
  value,
  today,
  onChange,
  errorMessage,
}: {
  value: string;
  today: string;
  onChange: (date: string) => void;
  errorMessage: string | null;
}) {
  return (
    <DateInput
      label={CHANGE.startDate}
      value={value}
      min={today}
      onChange={onChange}
      errorMessage={errorMessage}
      isRequired
    />
  );
}
