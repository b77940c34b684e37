import type { PublicMembershipType } from '@camppass/client';
import { NO_MEMBERSHIPS_AVAILABLE } from '@camppass/domain';
import { EmptyState } from '@camppass/ui';
import { Carousel } from '../components/Carousel';
import { PUBLIC_COPY } from '../copy';
import { PlanCard } from './PlanCard';

/** Up to three plans make a grid; more make a looping carousel (04 §2). */
const CAROUSEL_THRESHOLD = 3;

export function PlanList({
  plans,
  onPurchase,
}: {
  plans: readonly PublicMembershipType[];
  /** Absent while memberships are not on sale: the plans show without Purchase. */
  onPurchase?: ((plan: PublicMembershipType) => void) | undefined;
}) {
  if (plans.length === 0) {
    return <EmptyState title={NO_MEMBERSHIPS_AVAILABLE} description={PUBLIC_COPY.noMembershipsText} />;
  }
  if (plans.length > CAROUSEL_THRESHOLD) {
    return (
      <Carousel
        items={plans}
        itemKey={(plan) => plan.id}
        renderItem={(plan) => <PlanCard plan={plan} onPurchase={onPurchase} />}
        label={PUBLIC_COPY.plansLabel}
        previousLabel={PUBLIC_COPY.previous}
        nextLabel={PUBLIC_COPY.next}
      />
    );
  }
  return (
    <ul className="pp-plan-grid" aria-label={PUBLIC_COPY.plansLabel} data-count={plans.length}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} onPurchase={onPurchase} />
        </li>
      ))}
    </ul>
  );
}
