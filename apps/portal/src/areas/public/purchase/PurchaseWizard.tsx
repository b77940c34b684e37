import {
  asCallFailure,
  type CreatePaymentIntentResponse,
  type PublicCampground,
  type PublicMembershipType,
  type UploadKind,
} from '@camppass/client';
import {
  type CallFailure,
  CODE_COPIED,
  COPIED_INDICATOR_MS,
  EMAIL_CHECK_NETWORK_ERROR,
  emailCheckMessage,
  formatMMDDYYYY,
  isDayPass,
  NO_CLIENT_SECRET,
  normalizeEmail,
  PURCHASE_CODE_MISSING,
  PURCHASE_PROCESSING,
  purchaseDurationLabel,
  purchaseFailureOutcome,
  purchaseFees,
  purchaseSuccessMessage,
  SAME_DAY_NOTE,
  validateBilling,
  validatePurchaseStepOne,
  validateUpload,
} from '@camppass/domain';
import { Banner, Button, ProgressBar, Spinner, Stepper } from '@camppass/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { planName, planPriceCents } from '../campground-view';
import { Modal } from '../components/Modal';
import { FORM_COPY, STEP_LABELS, WIZARD_COPY } from '../copy';
import { usePublicServices } from '../PublicServices';
import { usePublicConfig } from '../public-queries';
import { BillingFields } from './BillingFields';
import { CardForm } from './CardForm';
import { ActiveMembershipDialog, type EmailIssue, EmailIssueDialog, ReminderModal } from './EmailDialogs';
import { PersonalInfoStep } from './PersonalInfoStep';
import { formatDollars, PriceBreakdown } from './PriceBreakdown';
import {
  type BillingForm,
  type ChosenFile,
  dataUrlToBlob,
  emptyBillingForm,
  emptyPersonalForm,
  type PersonalForm,
  type PurchaseFormBody,
  readAsDataUrl,
} from './purchase-form';
import { SelfieCameraDialog } from './SelfieCameraDialog';
import { TermsDialog } from './TermsDialog';

/** Steps of reading A (04 §2), from 0. */
export const STEP = { personal: 0, review: 1, payment: 2, verification: 3, complete: 4 } as const;

const uploadFailureMessage = (failure: CallFailure): string =>
  failure.kind === 'network' ? EMAIL_CHECK_NETWORK_ERROR : failure.error?.trim() || WIZARD_COPY.uploadFailed;

const intentFailureMessage = (failure: CallFailure): string =>
  failure.kind === 'network' ? EMAIL_CHECK_NETWORK_ERROR : failure.error?.trim() || NO_CLIENT_SECRET;

type Purchase =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly code: string | null; readonly message: string };

export interface PurchaseWizardProps {
  campground: PublicCampground;
  plan: PublicMembershipType;
  /** The military prompt's answer. */
  initialMilitary: boolean;
  militaryOffered: boolean;
  onClose: () => void;
}

/** The five-step purchase of 04 §4, with the server's price, the card and the membership code. */
export function PurchaseWizard({
  campground,
  plan,
  initialMilitary,
  militaryOffered,
  onClose,
}: PurchaseWizardProps) {
  const { api, today, stripePublishableKey: buildKey } = usePublicServices();
  // The server's public-config names the card gateway; the build's key is the fallback.
  const stripePublishableKey = usePublicConfig().data?.stripePublishableKey ?? buildKey;
  const todayDate = today();
  const name = planName(plan);

  const [step, setStep] = useState<number>(STEP.personal);
  // The plan dialog accepted the terms and the 21+ dialog confirmed the age (04 §2).
  const [form, setForm] = useState<PersonalForm>(() =>
    emptyPersonalForm({ isMilitary: initialMilitary, agreeToTerms: true, ageConfirmed: true }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [selfie, setSelfie] = useState<ChosenFile | null>(null);
  const [militaryDocument, setMilitaryDocument] = useState<ChosenFile | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [busy, setBusy] = useState<'email' | 'uploads' | null>(null);
  const busyRef = useRef(false);
  const [progress, setProgress] = useState<Partial<Record<UploadKind, number>>>({});
  const uploadCache = useRef(new Map<Blob | string, string>());
  const [personal, setPersonal] = useState<PurchaseFormBody | null>(null);
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const [billing, setBilling] = useState<BillingForm>(emptyBillingForm);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<Purchase>({ status: 'idle' });
  const purchaseRef = useRef(false);
  const [emailIssue, setEmailIssue] = useState<EmailIssue | null>(null);
  const [activeMessage, setActiveMessage] = useState<string | null>(null);
  const [reminderEmail, setReminderEmail] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading on every step change.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const setField = useCallback(<K extends keyof PersonalForm>(field: K, value: PersonalForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const chooseFile = async (kind: 'selfie' | 'military-document', file: File) => {
    const key = kind === 'selfie' ? 'selfieWithId' : 'militaryDocument';
    const checked = validateUpload(kind, { type: file.type, size: file.size });
    if (!checked.ok) {
      setErrors((current) => ({ ...current, [key]: checked.message }));
      return;
    }
    const preview = file.type.startsWith('image/') ? await readAsDataUrl(file) : null;
    setErrors(({ [key]: _, ...rest }) => rest);
    (kind === 'selfie' ? setSelfie : setMilitaryDocument)({ file, preview });
  };

  const upload = async (kind: UploadKind, key: Blob | string, blob: Blob): Promise<string | null> => {
    const cached = uploadCache.current.get(key);
    if (cached) {
      setProgress((current) => ({ ...current, [kind]: 1 }));
      return cached;
    }
    setProgress((current) => ({ ...current, [kind]: 0 }));
    const answer = await api.upload(kind, blob, {
      onProgress: (sent, total) => setProgress((current) => ({ ...current, [kind]: sent / total })),
    });
    if (!answer.ok) {
      setStepError(uploadFailureMessage(asCallFailure(answer)));
      return null;
    }
    uploadCache.current.set(key, answer.value.data.uploadId);
    return answer.value.data.uploadId;
  };

  const nextFromPersonal = async () => {
    if (busyRef.current) return;
    const checked = validatePurchaseStepOne(
      { ...form, selfieWithId: selfie, militaryDocument, signature },
      { today: todayDate, durationDays: plan.duration_days },
    );
    if (!checked.ok) {
      setErrors(checked.fieldErrors ?? {});
      setStepError(checked.message);
      return;
    }
    setErrors({});
    setStepError(null);
    busyRef.current = true;
    try {
      setBusy('email');
      const email = normalizeEmail(checked.value.email);
      const check = await api.call('check-email', {
        email,
        membershipTypeId: plan.id,
        campgroundId: campground.id,
      });
      if (!check.ok) {
        setEmailIssue({ code: '', message: emailCheckMessage(asCallFailure(check)) });
        return;
      }
      if (!check.value.canProceed) {
        const message = emailCheckMessage({ kind: 'refused', message: check.value.message });
        if (check.value.code === 'ACTIVE_MEMBERSHIP') setActiveMessage(message);
        else setEmailIssue({ code: check.value.code, message, loginUrl: check.value.loginUrl ?? null });
        return;
      }

      setBusy('uploads');
      const selfieId = selfie ? await upload('selfie', selfie.file, selfie.file) : null;
      if (!selfieId) return;
      let militaryId: string | null = null;
      if (checked.value.isMilitary && militaryDocument) {
        militaryId = await upload('military-document', militaryDocument.file, militaryDocument.file);
        if (!militaryId) return;
      }
      const signatureId = signature ? await upload('signature', signature, dataUrlToBlob(signature)) : null;
      if (!signatureId) return;

      const isMilitary = checked.value.isMilitary && militaryOffered;
      const body: PurchaseFormBody = {
        title: checked.value.title,
        firstName: checked.value.firstName,
        lastName: checked.value.lastName,
        numid: checked.value.idNumber,
        email,
        phone: checked.value.phone,
        dateOfBirth: checked.value.dateOfBirth,
        startDate: checked.value.startDate,
        endDate: checked.value.endDate,
        streetAddress: checked.value.streetAddress,
        city: checked.value.city,
        stateProvince: checked.value.state,
        postalCode: checked.value.postalCode,
        country: checked.value.country,
        specialRequests: checked.value.specialRequests,
        isMilitary,
        idPhotoUrl: selfieId,
        militaryDocumentUrl: militaryId,
        signatureDataUrl: signatureId,
        agreeToTerms: form.agreeToTerms,
        agreeToDataUsage: form.agreeToDataUsage,
        ageConfirmed: form.ageConfirmed,
      };
      // The page's estimate travels only to be compared; the server answers the amount charged.
      const estimate = purchaseFees(planPriceCents(plan), {
        applies: isMilitary,
        campgroundPercentage: campground.military_discount_percentage ?? null,
      });
      const memberName = `${body.firstName} ${body.lastName}`;
      const created = await api.call('create-payment-intent', {
        amount: estimate.total,
        currency: 'usd',
        metadata: {
          campgroundId: campground.id,
          membershipTypeId: plan.id,
          memberEmail: body.email,
          memberName,
        },
        customerName: memberName,
        membershipName: name,
        purchase: body,
        createPaymentIntent: true,
        apiVersion: 'v1',
      });
      if (!created.ok) {
        setStepError(intentFailureMessage(asCallFailure(created)));
        return;
      }
      if (!created.value.clientSecret) {
        setStepError(NO_CLIENT_SECRET);
        return;
      }
      setPersonal(body);
      setIntent(created.value);
      setStep(STEP.review);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const beforePay = (): boolean => {
    const checked = validateBilling({
      cardholderName: billing.cardholderName,
      sameAsProfile: billing.useSameAsBilling,
      profile: personal && { ...personal, state: personal.stateProvince },
      billing: billing.billing,
    });
    if (!checked.ok) {
      setErrors(checked.fieldErrors ?? {});
      setStepError(checked.message);
      return false;
    }
    setErrors({});
    setStepError(null);
    return true;
  };

  const complete = async () => {
    if (purchaseRef.current || !paymentId || !personal) return;
    purchaseRef.current = true;
    setStepError(null);
    setStep(STEP.complete);
    setPurchase({ status: 'loading' });
    const answer = await api.call('purchase-membership', {
      ...personal,
      paymentIntentId: paymentId,
      campgroundId: campground.id,
      campgroundSlug: campground.slug,
      membershipTypeId: plan.id,
      paymentMethod: 'stripe',
    });
    purchaseRef.current = false;
    if (answer.ok) {
      const { message, data } = answer.value;
      setPurchase({
        status: 'done',
        code: data.membership.membership_code || null,
        message: message || purchaseSuccessMessage(data.logicalDelete.deletedCount),
      });
      return;
    }
    const failure = asCallFailure(answer);
    const outcome = purchaseFailureOutcome(
      failure.kind === 'response' ? { code: failure.code ?? null, error: failure.error ?? null } : {},
    );
    setPurchase({ status: 'idle' });
    setStep(STEP.payment);
    if (outcome.kind === 'open-reminder') setReminderEmail(personal.email);
    else setStepError(outcome.message);
  };

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Without clipboard access the code stays selectable on screen.
    }
    setCopied(true);
  };

  const back = (to: number) => {
    setStepError(null);
    setErrors({});
    setStep(to);
  };

  const working = busy !== null || purchase.status === 'loading';
  const paid = paymentId !== null;
  const amountLabel = intent ? formatDollars(intent.breakdown.total) : '';
  const endLabel = personal?.endDate
    ? `${formatMMDDYYYY(personal.endDate as never)}${isDayPass(plan.duration_days) ? ` (${SAME_DAY_NOTE})` : ''}`
    : '';

  const footer = (
    <div className="pp-wizard__buttons">
      {step < STEP.complete && (
        <Button variant="ghost" onPress={onClose} isDisabled={working}>
          {WIZARD_COPY.cancel}
        </Button>
      )}
      {step === STEP.personal && (
        <Button
          onPress={nextFromPersonal}
          isPending={busy !== null}
          pendingLabel={busy === 'email' ? WIZARD_COPY.checkingEmail : WIZARD_COPY.uploading}
        >
          {WIZARD_COPY.nextReview}
        </Button>
      )}
      {step === STEP.review && (
        <>
          {!paid && (
            <Button variant="outline" onPress={() => back(STEP.personal)}>
              {WIZARD_COPY.backPersonal}
            </Button>
          )}
          <Button onPress={() => setStep(paid ? STEP.verification : STEP.payment)}>
            {WIZARD_COPY.nextPayment}
          </Button>
        </>
      )}
      {step === STEP.payment && (
        <>
          <Button variant="outline" onPress={() => back(STEP.review)}>
            {WIZARD_COPY.backReview}
          </Button>
          {paid && (
            <Button onPress={complete} isDisabled={working}>
              {WIZARD_COPY.complete}
            </Button>
          )}
        </>
      )}
      {step === STEP.verification && (
        <>
          <Button variant="outline" onPress={() => back(STEP.payment)}>
            {WIZARD_COPY.backPayment}
          </Button>
          <Button onPress={complete} isDisabled={working || !paid}>
            {WIZARD_COPY.complete}
          </Button>
        </>
      )}
      {step === STEP.complete && purchase.status === 'done' && (
        <Button onPress={onClose}>{WIZARD_COPY.done}</Button>
      )}
    </div>
  );

  return (
    <>
      <Modal
        title={WIZARD_COPY.dialogTitle(name)}
        isOpen
        onClose={onClose}
        isDismissable={!working && !paid}
        size="lg"
        footer={footer}
      >
        <Stepper
          steps={STEP_LABELS.map((label, index) => ({ id: String(index), label }))}
          currentIndex={step}
          aria-label={WIZARD_COPY.progress}
        />
        <h3 ref={headingRef} tabIndex={-1} className="pp-wizard__heading">
          {`${step + 1}. ${STEP_LABELS[step]}`}
        </h3>
        {stepError && (
          <Banner variant="error" className="pp-wizard__error">
            {stepError}
          </Banner>
        )}

        {step === STEP.personal && (
          <>
            <PersonalInfoStep
              form={form}
              setField={setField}
              errors={errors}
              today={todayDate}
              durationDays={plan.duration_days}
              militaryOffered={militaryOffered}
              selfie={selfie}
              militaryDocument={militaryDocument}
              onSelfieFile={(file) => void chooseFile('selfie', file)}
              onRemoveSelfie={() => setSelfie(null)}
              onMilitaryFile={(file) => void chooseFile('military-document', file)}
              onRemoveMilitary={() => setMilitaryDocument(null)}
              onOpenCamera={() => setCameraOpen(true)}
              onOpenTerms={() => setTermsOpen(true)}
              onSignature={setSignature}
            />
            {busy === 'uploads' && (
              <div className="pp-uploads">
                <ProgressBar label={WIZARD_COPY.uploadSelfie} value={(progress.selfie ?? 0) * 100} />
                {form.isMilitary && (
                  <ProgressBar
                    label={WIZARD_COPY.uploadMilitary}
                    value={(progress['military-document'] ?? 0) * 100}
                  />
                )}
                <ProgressBar label={WIZARD_COPY.uploadSignature} value={(progress.signature ?? 0) * 100} />
              </div>
            )}
          </>
        )}

        {step === STEP.review && personal && intent && (
          <div className="pp-step">
            <dl className="pp-summary">
              <div>
                <dt>{FORM_COPY.membership}</dt>
                <dd>
                  {name} — {purchaseDurationLabel(plan.duration_days)}
                </dd>
              </div>
              <div>
                <dt>{FORM_COPY.dates}</dt>
                <dd>
                  {formatMMDDYYYY(personal.startDate as never)} – {endLabel}
                </dd>
              </div>
              <div>
                <dt>{FORM_COPY.personalTitle}</dt>
                <dd>
                  {personal.firstName} {personal.lastName}, {personal.email}
                </dd>
              </div>
            </dl>
            <PriceBreakdown breakdown={intent.breakdown} />
          </div>
        )}

        {step === STEP.payment && personal && intent && (
          <div className="pp-step">
            {paid ? (
              <Banner variant="success" title={WIZARD_COPY.paymentReceived}>
                {WIZARD_COPY.paymentReceivedText}
              </Banner>
            ) : (
              <>
                <p className="pp-total">
                  {FORM_COPY.total}: <strong>{amountLabel}</strong>
                </p>
                <BillingFields billing={billing} onChange={setBilling} errors={errors} />
                <CardForm
                  publishableKey={intent.publishableKey ?? stripePublishableKey}
                  request={{
                    clientSecret: intent.clientSecret,
                    amountLabel,
                    billingName: billing.cardholderName.trim(),
                    billingEmail: billing.useSameAsBilling ? personal.email : billing.billing.email.trim(),
                  }}
                  beforePay={beforePay}
                  onPaid={(id) => {
                    setPaymentId(id || intent.paymentIntentId);
                    setStep(STEP.verification);
                  }}
                  onError={setStepError}
                  isDisabled={paid}
                />
              </>
            )}
          </div>
        )}

        {step === STEP.verification && intent && (
          <div className="pp-step">
            <Banner variant="success" title={WIZARD_COPY.paymentReceived}>
              {WIZARD_COPY.paymentReceivedText}
            </Banner>
            <PriceBreakdown breakdown={intent.breakdown} />
          </div>
        )}

        {step === STEP.complete && (
          <div className="pp-step pp-complete" aria-live="polite">
            {purchase.status !== 'done' ? (
              <div className="pp-complete__loading">
                <Spinner size="lg" aria-label={PURCHASE_PROCESSING} />
                <p>{PURCHASE_PROCESSING}</p>
              </div>
            ) : purchase.code ? (
              <>
                <h4 className="pp-complete__title">{WIZARD_COPY.congratulations}</h4>
                <p>{purchase.message}</p>
                <p>{WIZARD_COPY.codeIntro}</p>
                <Button
                  variant="outline"
                  className="pp-complete__code"
                  onPress={() => copyCode(purchase.code as string)}
                  aria-label={`${WIZARD_COPY.copyCode} ${purchase.code}`}
                >
                  <span data-testid="membership-code">{purchase.code}</span>
                </Button>
                <p role="status" className="pp-complete__copied">
                  {copied ? CODE_COPIED : ''}
                </p>
              </>
            ) : (
              <>
                <h4 className="pp-complete__title">{WIZARD_COPY.checkEmail}</h4>
                <p>{purchase.message}</p>
                <p>{PURCHASE_CODE_MISSING}</p>
              </>
            )}
          </div>
        )}
      </Modal>

      {cameraOpen && (
        <SelfieCameraDialog
          onClose={() => setCameraOpen(false)}
          onCapture={(photo) => {
            setCameraOpen(false);
            void chooseFile('selfie', photo);
          }}
        />
      )}
      <TermsDialog isOpen={termsOpen} onClose={() => setTermsOpen(false)} />
      {emailIssue && (
        <EmailIssueDialog
          issue={emailIssue}
          onChangeEmail={() => {
            setEmailIssue(null);
            setErrors((current) => ({ ...current, email: emailIssue.message }));
          }}
        />
      )}
      {activeMessage && (
        <ActiveMembershipDialog
          message={activeMessage}
          onSendReminder={() => {
            setActiveMessage(null);
            setReminderEmail(normalizeEmail(form.email));
          }}
          onClose={() => setActiveMessage(null)}
          onCancelPurchase={() => {
            setActiveMessage(null);
            onClose();
          }}
        />
      )}
      {reminderEmail !== null && (
        <ReminderModal
          initialEmail={reminderEmail}
          campgroundSlug={campground.slug}
          onClose={() => setReminderEmail(null)}
        />
      )}
    </>
  );
}
