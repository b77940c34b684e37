import { Banner, Modal, ProgressBar, Stepper } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';
import { planName } from '../campground-view';
import { CompleteStep } from './CompleteStep';
import { STEP_LABELS, WIZARD_COPY } from './copy';
import { ActiveMembershipDialog, EmailIssueDialog, ReminderModal } from './EmailDialogs';
import { PaymentStep } from './PaymentStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import { ReviewStep } from './ReviewStep';
import { SelfieCameraDialog } from './SelfieCameraDialog';
import { TermsDialog } from './TermsDialog';
import { type PurchaseWizardInput, STEP, usePurchaseWizard } from './usePurchaseWizard';
import { VerificationStep } from './VerificationStep';
import { WizardFooter } from './WizardFooter';

export type PurchaseWizardProps = PurchaseWizardInput;

/** The five-step purchase of 04 §4, with the server's price, the card and the membership code. */
export function PurchaseWizard(props: PurchaseWizardProps) {
  const { campground, plan, militaryOffered, onClose } = props;
  const wizard = usePurchaseWizard(props);
  const { step, form, personal, intent } = wizard;
  const [cameraOpen, setCameraOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading on every step change.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  return (
    <>
      <Modal
        title={WIZARD_COPY.dialogTitle(planName(plan))}
        isOpen
        onClose={onClose}
        isDismissable={!wizard.working && !wizard.paid}
        size="lg"
        footer={<WizardFooter wizard={wizard} onClose={onClose} />}
      >
        <Stepper
          steps={STEP_LABELS.map((label, index) => ({ id: String(index), label }))}
          currentIndex={step}
          aria-label={WIZARD_COPY.progress}
        />
        <h3 ref={headingRef} tabIndex={-1} className="pp-wizard__heading">
          {`${step + 1}. ${STEP_LABELS[step]}`}
        </h3>
        {wizard.stepError && (
          <Banner variant="error" className="pp-wizard__error">
            {wizard.stepError}
          </Banner>
        )}

        {step === STEP.personal && (
          <>
            <PersonalInfoStep
              form={form}
              setField={wizard.setField}
              errors={wizard.errors}
              today={wizard.todayDate}
              durationDays={plan.duration_days}
              militaryOffered={militaryOffered}
              selfie={wizard.selfie}
              militaryDocument={wizard.militaryDocument}
              onSelfieFile={(file) => void wizard.chooseFile('selfie', file)}
              onRemoveSelfie={wizard.removeSelfie}
              onMilitaryFile={(file) => void wizard.chooseFile('military-document', file)}
              onRemoveMilitary={wizard.removeMilitary}
              onOpenCamera={() => setCameraOpen(true)}
              onOpenTerms={() => setTermsOpen(true)}
              onSignature={wizard.setSignature}
            />
            {wizard.busy === 'uploads' && (
              <div className="pp-uploads">
                <ProgressBar label={WIZARD_COPY.uploadSelfie} value={(wizard.progress.selfie ?? 0) * 100} />
                {form.isMilitary && (
                  <ProgressBar
                    label={WIZARD_COPY.uploadMilitary}
                    value={(wizard.progress['military-document'] ?? 0) * 100}
                  />
                )}
                <ProgressBar
                  label={WIZARD_COPY.uploadSignature}
                  value={(wizard.progress.signature ?? 0) * 100}
                />
              </div>
            )}
          </>
        )}
        {step === STEP.review && personal && intent && (
          <ReviewStep plan={plan} personal={personal} intent={intent} />
        )}
        {step === STEP.payment && personal && intent && (
          <PaymentStep
            personal={personal}
            intent={intent}
            paid={wizard.paid}
            billing={wizard.billing}
            own={wizard.ownBilling}
            onBilling={wizard.setBilling}
            errors={wizard.errors}
            publishableKey={wizard.stripePublishableKey}
            beforePay={wizard.beforePay}
            onPaid={wizard.onPaid}
            renewal={{
              offered: wizard.renewalOffered,
              on: wizard.autoRenew,
              pending: wizard.busy === 'intent',
              onChange: (on) => void wizard.chooseAutoRenew(on),
            }}
          />
        )}
        {step === STEP.verification && intent && <VerificationStep breakdown={intent.breakdown} />}
        {step === STEP.complete && (
          <CompleteStep purchase={wizard.purchase} copied={wizard.copied} onCopy={wizard.copyCode} />
        )}
      </Modal>

      {cameraOpen && (
        <SelfieCameraDialog
          onClose={() => setCameraOpen(false)}
          onCapture={(photo) => {
            setCameraOpen(false);
            void wizard.chooseFile('selfie', photo);
          }}
        />
      )}
      <TermsDialog isOpen={termsOpen} onClose={() => setTermsOpen(false)} />
      {wizard.emailIssue && <EmailIssueDialog issue={wizard.emailIssue} onChangeEmail={wizard.changeEmail} />}
      {wizard.activeMessage && (
        <ActiveMembershipDialog
          message={wizard.activeMessage}
          onSendReminder={wizard.sendReminderForActive}
          onClose={wizard.closeActive}
          onCancelPurchase={() => {
            wizard.closeActive();
            onClose();
          }}
        />
      )}
      {wizard.reminderEmail !== null && (
        <ReminderModal
          initialEmail={wizard.reminderEmail}
          campgroundSlug={campground.slug}
          onClose={wizard.closeReminder}
        />
      )}
    </>
  );
}
