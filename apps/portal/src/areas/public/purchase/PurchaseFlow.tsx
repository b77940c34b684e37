import './purchase.css';
import type { PublicCampground, PublicMembershipType } from '@camppass/client';
import { useState } from 'react';
import { militaryPercentage, offersMilitaryDiscount } from '../campground-view';
import { AgeDialog, MilitaryDialog, PlanDetailDialog } from './EntryDialogs';
import { PurchaseWizard } from './PurchaseWizard';

type Stage = 'details' | 'age' | 'military' | 'wizard';

/**
 * The way into a purchase (04 §4): plan details, the 21+ acknowledgement, the military question for
 * eligible plans, then the wizard. Closing any of them cancels the flow.
 */
export function PurchaseFlow({
  campground,
  plan,
  autoRenewalOffered,
  onClose,
}: {
  campground: PublicCampground;
  plan: PublicMembershipType;
  /** The campground offers "Renew automatically" (the public settings' offer_auto_renewal). */
  autoRenewalOffered: boolean;
  onClose: () => void;
}) {
  const [stage, setStage] = useState<Stage>('details');
  const [isMilitary, setIsMilitary] = useState(false);
  const military = offersMilitaryDiscount(campground, plan);

  if (stage === 'details')
    return <PlanDetailDialog plan={plan} onConfirm={() => setStage('age')} onCancel={onClose} />;
  if (stage === 'age') {
    return <AgeDialog onConfirm={() => setStage(military ? 'military' : 'wizard')} onCancel={onClose} />;
  }
  if (stage === 'military') {
    return (
      <MilitaryDialog
        percentage={militaryPercentage(campground)}
        onAnswer={(answer) => {
          setIsMilitary(answer);
          setStage('wizard');
        }}
        onCancel={onClose}
      />
    );
  }
  return (
    <PurchaseWizard
      campground={campground}
      plan={plan}
      initialMilitary={isMilitary}
      militaryOffered={military}
      autoRenewalOffered={autoRenewalOffered}
      onClose={onClose}
    />
  );
}
