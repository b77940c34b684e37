import { Button } from '@camppass/ui';
import { WIZARD_COPY } from './copy';
import { type PurchaseWizardState, STEP } from './usePurchaseWizard';

/** The wizard's buttons for the step it is on (04 §4). */
export function WizardFooter({ wizard, onClose }: { wizard: PurchaseWizardState; onClose: () => void }) {
  const { step, paid, free, busy, working, purchase } = wizard;
  return (
    <div className="pp-wizard__buttons">
      {/* Once paid, the membership is being made: the wizard only goes forward to the code. */}
      {step < STEP.complete && !paid && (
        <Button variant="ghost" onPress={onClose} isDisabled={working}>
          {WIZARD_COPY.cancel}
        </Button>
      )}
      {step === STEP.personal && (
        <Button
          onPress={wizard.nextFromPersonal}
          isPending={busy !== null}
          pendingLabel={busy === 'email' ? WIZARD_COPY.checkingEmail : WIZARD_COPY.uploading}
        >
          {WIZARD_COPY.nextReview}
        </Button>
      )}
      {step === STEP.review && (
        <>
          {!paid && (
            <Button variant="outline" onPress={() => wizard.back(STEP.personal)}>
              {WIZARD_COPY.backPersonal}
            </Button>
          )}
          {free ? (
            <Button onPress={wizard.complete} isDisabled={working}>
              {WIZARD_COPY.complete}
            </Button>
          ) : (
            <Button onPress={wizard.toPayment}>{WIZARD_COPY.nextPayment}</Button>
          )}
        </>
      )}
      {step === STEP.payment && (
        <>
          {!paid && (
            <Button variant="outline" onPress={() => wizard.back(STEP.review)}>
              {WIZARD_COPY.backReview}
            </Button>
          )}
          {paid && (
            <Button onPress={wizard.complete} isDisabled={working}>
              {WIZARD_COPY.complete}
            </Button>
          )}
        </>
      )}
      {step === STEP.verification && (
        <>
          {!paid && (
            <Button variant="outline" onPress={() => wizard.back(STEP.payment)}>
              {WIZARD_COPY.backPayment}
            </Button>
          )}
          <Button onPress={wizard.complete} isDisabled={working || !paid}>
            {WIZARD_COPY.complete}
          </Button>
        </>
      )}
      {step === STEP.complete && purchase.status === 'done' && (
        <Button onPress={onClose}>{WIZARD_COPY.done}</Button>
      )}
    </div>
  );
}
