import {
  asCallFailure,
  type CallError,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type PublicCampground,
  type PublicMembershipType,
} from '@camppass/client';
import {
  autoRenewalOffered,
  COPIED_INDICATOR_MS,
  EMAIL_CHECK_NETWORK_ERROR,
  emailCheckMessage,
  NO_CLIENT_SECRET,
  normalizeEmail,
  purchaseFailureOutcome,
  purchaseFees,
  purchaseSuccessMessage,
  validatePurchaseStepOne,
} from '@camppass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkBilling } from '../../../shared/payments/billing-form';
import { checkChosenFile } from '../../../shared/uploads/check-chosen-file';
import { planName, planPriceCents } from '../campground-view';
import { usePublicServices } from '../PublicServices';
import { usePublicConfig } from '../public-queries';
import type { EmailIssue } from './EmailDialogs';
import {
  type BillingForm,
  type ChosenFile,
  dataUrlToBlob,
  emptyBillingForm,
  emptyPersonalForm,
  type PersonalForm,
  type PurchaseFormBody,
  purchaseFormBody,
  readAsDataUrl,
} from './purchase-form';
import { usePurchaseUploads } from './usePurchaseUploads';

/** Steps of reading A (04 §2), from 0. */
export const STEP = { personal: 0, review: 1, payment: 2, verification: 3, complete: 4 } as const;

const intentFailureMessage = (error: CallError): string => {
  const failure = asCallFailure(error);
  return failure.kind === 'network' ? EMAIL_CHECK_NETWORK_ERROR : failure.error?.trim() || NO_CLIENT_SECRET;
};

export type Purchase =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly code: string | null; readonly message: string };

export interface PurchaseWizardInput {
  readonly campground: PublicCampground;
  readonly plan: PublicMembershipType;
  /** The military prompt's answer. */
  readonly initialMilitary: boolean;
  readonly militaryOffered: boolean;
  /** The campground offers "Renew automatically"; the plan's length decides the rest. */
  readonly autoRenewalOffered?: boolean;
  readonly onClose: () => void;
}

/**
 * The state of the five-step purchase of 04 §4 and what moves it: the checks of step 1, the e-mail
 * check, the uploads, the server's price, the card's outcome and the membership code.
 */
export function usePurchaseWizard({
  campground,
  plan,
  initialMilitary,
  militaryOffered,
  autoRenewalOffered: campgroundOffersAutoRenewal = false,
}: PurchaseWizardInput) {
  const { api, today, stripePublishableKey: buildKey } = usePublicServices();
  // The server's public-config names the card gateway; the build's key is the fallback.
  const stripePublishableKey = usePublicConfig().data?.stripePublishableKey ?? buildKey;
  const todayDate = today();
  const uploads = usePurchaseUploads(api);

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
  const [busy, setBusy] = useState<'email' | 'uploads' | 'intent' | null>(null);
  const busyRef = useRef(false);
  const [personal, setPersonal] = useState<PurchaseFormBody | null>(null);
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  // The request that made the intent: "Renew automatically" sends it again with the choice.
  const [intentRequest, setIntentRequest] = useState<CreatePaymentIntentRequest | null>(null);
  const [autoRenew, setAutoRenew] = useState(false);
  const [billing, setBilling] = useState<BillingForm>(emptyBillingForm);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [purchase, setPurchase] = useState<Purchase>({ status: 'idle' });
  const purchaseRef = useRef(false);
  const [emailIssue, setEmailIssue] = useState<EmailIssue | null>(null);
  const [activeMessage, setActiveMessage] = useState<string | null>(null);
  const [reminderEmail, setReminderEmail] = useState<string | null>(null);
  // Whether the last copy of the code worked; the indicator clears after COPIED_INDICATOR_MS.
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const setField = useCallback(<K extends keyof PersonalForm>(field: K, value: PersonalForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const chooseFile = async (kind: 'selfie' | 'military-document', file: File) => {
    const key = kind === 'selfie' ? 'selfieWithId' : 'militaryDocument';
    const checked = await checkChosenFile(kind, file);
    if (!checked.ok) {
      setErrors((current) => ({ ...current, [key]: checked.message }));
      return;
    }
    const preview = file.type.startsWith('image/') ? await readAsDataUrl(file) : null;
    setErrors(({ [key]: _, ...rest }) => rest);
    (kind === 'selfie' ? setSelfie : setMilitaryDocument)({ file, preview });
  };

  /** The e-mail check of 04 §4 step 1; false when a dialog now speaks for it. */
  const emailMayBuy = async (email: string): Promise<boolean> => {
    const check = await api.call('check-email', {
      email,
      membershipTypeId: plan.id,
      campgroundId: campground.id,
    });
    if (!check.ok) {
      setEmailIssue({ code: '', message: emailCheckMessage(asCallFailure(check)) });
      return false;
    }
    if (check.value.canProceed) return true;
    const message = emailCheckMessage({ kind: 'refused', message: check.value.message });
    if (check.value.code === 'ACTIVE_MEMBERSHIP') setActiveMessage(message);
    else setEmailIssue({ code: check.value.code, message, loginUrl: check.value.loginUrl ?? null });
    return false;
  };

  /** Each file once, in order; the first failure's message stops the rest. */
  const uploadFiles = async (withMilitary: boolean) => {
    const upload = async (...args: Parameters<typeof uploads.upload>) => {
      const outcome = await uploads.upload(...args);
      if (!outcome.ok) setStepError(outcome.message);
      return outcome.ok ? outcome.id : null;
    };
    const idPhotoUrl = selfie ? await upload('selfie', selfie.file, selfie.file) : null;
    if (!idPhotoUrl) return null;
    let militaryDocumentUrl: string | null = null;
    if (withMilitary && militaryDocument) {
      militaryDocumentUrl = await upload('military-document', militaryDocument.file, militaryDocument.file);
      if (!militaryDocumentUrl) return null;
    }
    const signatureDataUrl = signature
      ? await upload('signature', signature, dataUrlToBlob(signature))
      : null;
    if (!signatureDataUrl) return null;
    return { idPhotoUrl, militaryDocumentUrl, signatureDataUrl };
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
      if (!(await emailMayBuy(email))) return;
      setBusy('uploads');
      const ids = await uploadFiles(checked.value.isMilitary);
      if (!ids) return;
      const isMilitary = checked.value.isMilitary && militaryOffered;
      const body = purchaseFormBody(checked.value, form, email, isMilitary, ids);
      // The page's estimate travels only to be compared; the server answers the amount charged.
      const estimate = purchaseFees(planPriceCents(plan), {
        applies: isMilitary,
        campgroundPercentage: campground.military_discount_percentage ?? null,
      });
      const memberName = `${body.firstName} ${body.lastName}`;
      const request: CreatePaymentIntentRequest = {
        amount: estimate.total,
        currency: 'usd',
        metadata: {
          campgroundId: campground.id,
          membershipTypeId: plan.id,
          memberEmail: body.email,
          memberName,
        },
        customerName: memberName,
        membershipName: planName(plan),
        purchase: body,
        createPaymentIntent: true,
        apiVersion: 'v1',
      };
      const created = await api.call('create-payment-intent', request);
      if (!created.ok) {
        // The files belong to another purchase: the next try sends them again.
        const failure = asCallFailure(created);
        if (failure.kind === 'response' && failure.code === 'UPLOAD_ALREADY_USED') uploads.forget();
        setStepError(intentFailureMessage(created));
        return;
      }
      // Nothing due (the server priced it at 0): no card, so no client secret either.
      if (!created.value.clientSecret && created.value.breakdown.total > 0) {
        setStepError(NO_CLIENT_SECRET);
        return;
      }
      setPersonal(body);
      setIntentRequest(request);
      setAutoRenew(false);
      setIntent(created.value);
      setStep(STEP.review);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  // Step 1's personal data as billing reads it, when billing is the same (04 §5).
  const ownBilling = personal;

  /** Billing is checked before the card; its failure is shown by the Pay button, its fields' at them. */
  const beforePay = (): string | null => {
    const checked = checkBilling(billing, ownBilling);
    setErrors(checked.ok ? {} : (checked.fieldErrors ?? {}));
    setStepError(null);
    return checked.ok ? null : checked.message;
  };

  const onPaid = (id: string) => {
    setPaymentId(id || intent?.paymentIntentId || null);
    setStep(STEP.verification);
  };

  // "Renew automatically" (issue 25): offered here, the plan a month or longer, something to pay.
  const renewalOffered =
    intent !== null &&
    intent.breakdown.total > 0 &&
    autoRenewalOffered(
      {
        allowMemberRenewals: true,
        requirePaymentForRenewals: true,
        offerAutoRenewal: campgroundOffersAutoRenewal,
      },
      plan.duration_days,
    );

  /** The choice is the intent's: a new one is made with it (the earlier one expires on the server). */
  const chooseAutoRenew = async (on: boolean) => {
    if (busyRef.current || !intentRequest || paymentId !== null) return;
    busyRef.current = true;
    setBusy('intent');
    setStepError(null);
    try {
      const created = await api.call('create-payment-intent', { ...intentRequest, autoRenew: on });
      if (!created.ok) {
        setStepError(intentFailureMessage(created));
        return;
      }
      setAutoRenew(on);
      setIntent(created.value);
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  // A plan the server priced at 0 is completed from Review, without the card step.
  const free = intent !== null && intent.breakdown.total === 0;

  const complete = async () => {
    const id = paymentId ?? (free ? intent.paymentIntentId : null);
    if (purchaseRef.current || !id || !personal) return;
    purchaseRef.current = true;
    setStepError(null);
    setStep(STEP.complete);
    setPurchase({ status: 'loading' });
    const answer = await api.call('purchase-membership', { paymentIntentId: id });
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
    if (outcome.kind === 'start-again') {
      // Not paid in time: nothing was charged; the buyer starts over from step 1 with files sent anew.
      uploads.forget();
      setIntent(null);
      setPaymentId(null);
      setStep(STEP.personal);
      setStepError(outcome.message);
      return;
    }
    setStep(free ? STEP.review : STEP.payment);
    if (outcome.kind === 'open-reminder') setReminderEmail(personal.email);
    else setStepError(outcome.message);
  };

  const copyCode = async (code: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      // Without clipboard access the code stays selectable on screen.
      setCopied('failed');
    }
  };

  const back = (to: number) => {
    setStepError(null);
    setErrors({});
    setStep(to);
  };

  const paid = paymentId !== null;
  return {
    step,
    form,
    setField,
    errors,
    stepError,
    selfie,
    militaryDocument,
    setSignature,
    chooseFile,
    removeSelfie: () => setSelfie(null),
    removeMilitary: () => setMilitaryDocument(null),
    busy,
    progress: uploads.progress,
    personal,
    intent,
    renewalOffered,
    autoRenew,
    chooseAutoRenew,
    billing,
    ownBilling,
    setBilling,
    stripePublishableKey,
    paid,
    free,
    purchase,
    working: busy !== null || purchase.status === 'loading',
    copied,
    todayDate,
    nextFromPersonal,
    toPayment: () => setStep(paid ? STEP.verification : STEP.payment),
    back,
    beforePay,
    onPaid,
    complete,
    copyCode,
    emailIssue,
    /** Change Email Instead: the issue's message goes to the e-mail field. */
    changeEmail: () => {
      setEmailIssue(null);
      if (emailIssue) setErrors((current) => ({ ...current, email: emailIssue.message }));
    },
    activeMessage,
    closeActive: () => setActiveMessage(null),
    sendReminderForActive: () => {
      setActiveMessage(null);
      setReminderEmail(normalizeEmail(form.email));
    },
    reminderEmail,
    closeReminder: () => setReminderEmail(null),
  };
}

export type PurchaseWizardState = ReturnType<typeof usePurchaseWizard>;
