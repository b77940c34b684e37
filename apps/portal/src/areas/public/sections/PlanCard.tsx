import type { PublicMembershipType } from '@camppass/client';
import {
  formatPlanPrice,
  MEMBERSHIPS_NOT_ON_SALE,
  PURCHASE_NEEDS_SCRIPTS,
  purchaseDurationLabel,
} from '@camppass/domain';
import { Badge, Button } from '@camppass/ui';
import { useHydrated } from '../../../shared/use-hydrated';
import { planBenefits, planName, planPriceCents } from '../campground-view';
import { PUBLIC_COPY } from '../copy';

/**
 * One plan: name, description, price per duration, benefits, MOST POPULAR and Purchase (04 §2); while
 * the campground cannot take card payments (no `onPurchase`), the words saying so instead of Purchase.
 */
export function PlanCard({
  plan,
  onPurchase,
}: {
  plan: PublicMembershipType;
  onPurchase?: ((plan: PublicMembershipType) => void) | undefined;
}) {
  const name = planName(plan);
  const benefits = planBenefits(plan);
  // Purchase works only with the page's script: disabled in the server's HTML until it hydrates, so
  // a press before then is not lost.
  const hydrated = useHydrated();
  return (
    <article className="pp-plan" data-featured={plan.is_featured || undefined} aria-label={name}>
      {plan.is_featured && (
        <Badge tone="brand" className="pp-plan__badge">
          {PUBLIC_COPY.mostPopular}
        </Badge>
      )}
      <h3 className="pp-plan__name">{name}</h3>
      {plan.description && <p className="pp-plan__description">{plan.description}</p>}
      <p className="pp-plan__price">
        <span className="pp-plan__amount">{formatPlanPrice(planPriceCents(plan))}</span>{' '}
        <span className="pp-plan__duration">/ {purchaseDurationLabel(plan.duration_days)}</span>
      </p>
      {benefits.length > 0 && (
        <ul className="pp-plan__benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>
              <span className="pp-plan__check" aria-hidden="true">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      )}
      {onPurchase ? (
        <>
          <Button
            className="pp-plan__buy"
            fullWidth
            isDisabled={!hydrated}
            onPress={() => onPurchase(plan)}
            aria-label={PUBLIC_COPY.purchasePlan(name)}
          >
            {PUBLIC_COPY.purchase}
          </Button>
          <noscript>
            <p className="pp-plan__no-script">{PURCHASE_NEEDS_SCRIPTS}</p>
          </noscript>
        </>
      ) : (
        <p className="pp-plan__not-on-sale">{MEMBERSHIPS_NOT_ON_SALE}</p>
      )}
    </article>
  );
}
