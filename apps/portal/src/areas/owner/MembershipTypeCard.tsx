import type { OwnerMembershipType } from '@camppass/client';
import { formatUsd, moreBenefitsLabel, MEMBERSHIP_TYPES_WORDS as WORDS } from '@camppass/domain';
import { Badge, Button, Switch } from '@camppass/ui';
import { durationLabel, keyedBenefits } from './membership-type-draft';

/** Benefits a card shows before '+N more' (03 §2.6). */
const SHOWN_BENEFITS = 3;

export interface MembershipTypeCardProps {
  readonly type: OwnerMembershipType;
  /** Owner or super admin: the switch, Edit and Delete work; staff see them read-only. */
  readonly canManage: boolean;
  /** While its active switch is being saved. */
  readonly switching: boolean;
  onToggleActive(type: OwnerMembershipType, isActive: boolean): void;
  onEdit(type: OwnerMembershipType): void;
  onDelete(type: OwnerMembershipType): void;
}

/** One membership type: price, duration, badges, up to three benefits, the active switch, Edit and Delete. */
export function MembershipTypeCard({
  type,
  canManage,
  switching,
  onToggleActive,
  onEdit,
  onDelete,
}: MembershipTypeCardProps) {
  const shown = type.benefits.slice(0, SHOWN_BENEFITS);
  const more = type.benefits.length - shown.length;
  const headingId = `mt-card-${type.id}`;
  return (
    <li className="mt-card" aria-labelledby={headingId}>
      <div className="mt-card__head">
        <h3 id={headingId}>{type.display_name}</h3>
        <div className="mt-card__badges">
          {type.is_featured && <Badge tone="brand">{WORDS.mostPopular}</Badge>}
          {!type.is_active && <Badge status="inactive">{WORDS.inactive}</Badge>}
          {type.military_discount_eligible && <Badge tone="info">{WORDS.militaryEligible}</Badge>}
        </div>
      </div>
      <p className="mt-card__price">
        <strong>{formatUsd(Math.round(type.price * 100))}</strong> · {durationLabel(type.duration_days)}
      </p>
      {type.description && <p className="mt-card__description">{type.description}</p>}
      {shown.length > 0 && (
        <ul className="mt-card__benefits" aria-label={WORDS.benefits}>
          {keyedBenefits(shown).map((benefit) => (
            <li key={benefit.key}>{benefit.text}</li>
          ))}
          {more > 0 && <li className="mt-card__more">{moreBenefitsLabel(more)}</li>}
        </ul>
      )}
      {type.max_members !== null && (
        <p className="mt-card__meta">
          {WORDS.maxMembers}: {type.max_members}
        </p>
      )}
      <div className="mt-card__actions">
        <Switch
          isSelected={type.is_active}
          isDisabled={!canManage || switching}
          onChange={(isActive) => onToggleActive(type, isActive)}
          aria-label={`${WORDS.active}: ${type.display_name}`}
        >
          {WORDS.active}
        </Switch>
        {canManage && (
          <>
            <Button
              variant="outline"
              aria-label={`${WORDS.edit} ${type.display_name}`}
              onPress={() => onEdit(type)}
            >
              {WORDS.edit}
            </Button>
            <Button
              variant="danger"
              aria-label={`${WORDS.delete} ${type.display_name}`}
              onPress={() => onDelete(type)}
            >
              {WORDS.delete}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
