import type { PublicCampground } from '@camppass/client';
import { VERIFICATION_FAILED_TITLE, VERIFICATION_SUCCESS_TITLE, validateVerifyForm } from '@camppass/domain';
import { Banner, Button, DateInput, TextField } from '@camppass/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useHydrated } from '../../../shared/use-hydrated';
import { useTypedBeforeHydration } from '../../../shared/use-typed-before-hydration';
import { bookingUrl } from '../campground-view';
import { PUBLIC_COPY } from '../copy';
import { usePublicServices } from '../PublicServices';
import {
  EMPTY_VERIFY_FORM,
  type Outcome,
  postedVerificationKey,
  type VerificationState,
  verifyMembership,
} from './verification';

/**
 * Verify Your Membership (04 §2, §5, §8): code, e-mail and stay dates against validate-membership.
 * Without scripts the form posts to the page, which the server answers with the outcome
 * (apps/server/src/routes/page-verify.ts); the panel then starts from that answer.
 */
export function VerifyPanel({
  campground,
  productName,
}: {
  campground: PublicCampground;
  productName: string;
}) {
  const { api, today } = usePublicServices();
  const queryClient = useQueryClient();
  const [posted] = useState(() =>
    queryClient.getQueryData<VerificationState>(postedVerificationKey(campground.slug)),
  );
  const [form, setForm] = useState(posted?.form ?? EMPTY_VERIFY_FORM);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(posted?.outcome ?? null);
  const todayDate = today();
  const complete = Object.values(form).every((value) => value.trim() !== '');
  // In the server's HTML the button is enabled: without scripts the form is posted as it is.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const setField = (field: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [field]: field === 'membershipCode' ? value.toUpperCase() : value }));
  useTypedBeforeHydration(formRef, {
    membershipCode: setField('membershipCode'),
    email: setField('email'),
    checkInDate: setField('checkInDate'),
    checkOutDate: setField('checkOutDate'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateVerifyForm(form);
    if (!checked.ok) {
      setOutcome({ kind: 'invalid', message: checked.message });
      return;
    }
    setPending(true);
    setOutcome(null);
    const answer = await verifyMembership(api, campground.slug, form);
    setPending(false);
    setOutcome(answer);
  };

  const checkOutMin = form.checkInDate && form.checkInDate > todayDate ? form.checkInDate : todayDate;

  return (
    <section className="pp-section pp-verify" aria-labelledby="pp-verify-title">
      <h2 id="pp-verify-title">{PUBLIC_COPY.verifyTitle}</h2>
      <p className="pp-muted">{PUBLIC_COPY.verifyIntro}</p>
      <form
        ref={formRef}
        className="pp-verify__form"
        method="post"
        action={`/campground/${encodeURIComponent(campground.slug)}`}
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={PUBLIC_COPY.membershipCode}
          name="membershipCode"
          value={form.membershipCode}
          onChange={setField('membershipCode')}
          isRequired
          autoComplete="off"
        />
        <TextField
          label={PUBLIC_COPY.emailAddress}
          name="email"
          type="email"
          value={form.email}
          onChange={setField('email')}
          isRequired
          autoComplete="email"
        />
        <DateInput
          label={PUBLIC_COPY.checkIn}
          name="checkInDate"
          value={form.checkInDate}
          min={todayDate}
          isRequired
          onChange={setField('checkInDate')}
        />
        <DateInput
          label={PUBLIC_COPY.checkOut}
          name="checkOutDate"
          value={form.checkOutDate}
          min={checkOutMin}
          isRequired
          onChange={setField('checkOutDate')}
        />
        <div className="pp-verify__actions">
          <Button
            type="submit"
            isDisabled={hydrated && !complete}
            isPending={pending}
            pendingLabel={PUBLIC_COPY.verifying}
          >
            {PUBLIC_COPY.verify}
          </Button>
          <a
            className="cp-link pp-verify__booking"
            href={bookingUrl(campground, productName)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {PUBLIC_COPY.goBooking}
            <span className="pp-visually-hidden"> {PUBLIC_COPY.opensNewTab}</span>
          </a>
        </div>
      </form>
      {outcome?.kind === 'valid' && (
        <Banner variant="success" title={VERIFICATION_SUCCESS_TITLE}>
          <p>{outcome.message}</p>
          {outcome.status && (
            <p>
              {PUBLIC_COPY.status}: {outcome.status}
            </p>
          )}
          {outcome.dates && (
            <p>
              {PUBLIC_COPY.validFrom}: {outcome.dates}
            </p>
          )}
        </Banner>
      )}
      {outcome?.kind === 'invalid' && (
        <Banner variant="error" title={VERIFICATION_FAILED_TITLE}>
          <p>{outcome.message}</p>
          <p>{PUBLIC_COPY.verifyAdvice}</p>
        </Banner>
      )}
    </section>
  );
}
