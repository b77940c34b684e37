import type { PublicCampground } from '@camppass/client';
import { asCallFailure } from '@camppass/client/light/call-failure';
import {
  formatMMDDYYYY,
  isCalendarDate,
  VALIDITY_SUCCESS_MESSAGE,
  VERIFICATION_FAILED_TITLE,
  VERIFICATION_SUCCESS_TITLE,
  validateVerifyForm,
  validityMessage,
  verificationFailureMessage,
} from '@camppass/domain';
import { Banner, Button, DateInput, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { bookingUrl } from '../campground-view';
import { PUBLIC_COPY } from '../copy';
import { usePublicServices } from '../PublicServices';

type Outcome =
  | {
      readonly kind: 'valid';
      readonly message: string;
      readonly status: string | null;
      readonly dates: string | null;
    }
  | { readonly kind: 'invalid'; readonly message: string };

const dateText = (date: string | null): string | null =>
  date && isCalendarDate(date) ? formatMMDDYYYY(date) : null;

/** Verify Your Membership (04 §2, §5, §8): code, e-mail and stay dates against validate-membership. */
export function VerifyPanel({
  campground,
  productName,
}: {
  campground: PublicCampground;
  productName: string;
}) {
  const { api, today } = usePublicServices();
  const [form, setForm] = useState({ membershipCode: '', email: '', checkInDate: '', checkOutDate: '' });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const todayDate = today();
  const complete = Object.values(form).every((value) => value.trim() !== '');

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
    const { membershipCode, email, checkInDate, checkOutDate } = checked.value;
    const answer = await api.call('validate-membership', {
      membershipCode,
      email,
      campgroundSlug: campground.slug,
      dateRanges: [[checkInDate, checkOutDate]],
    });
    setPending(false);
    if (!answer.ok) {
      setOutcome({ kind: 'invalid', message: verificationFailureMessage(asCallFailure(answer)) });
      return;
    }
    const value = answer.value;
    if (!value.valid) {
      setOutcome({ kind: 'invalid', message: validityMessage(value.code) });
      return;
    }
    const start = dateText(value.data.startDate);
    const end = dateText(value.data.endDate);
    setOutcome({
      kind: 'valid',
      message: value.message ?? VALIDITY_SUCCESS_MESSAGE,
      status: value.status,
      dates: start && end ? `${start} – ${end}` : null,
    });
  };

  const checkOutMin = form.checkInDate && form.checkInDate > todayDate ? form.checkInDate : todayDate;

  return (
    <section className="pp-section pp-verify" aria-labelledby="pp-verify-title">
      <h2 id="pp-verify-title">{PUBLIC_COPY.verifyTitle}</h2>
      <p className="pp-muted">{PUBLIC_COPY.verifyIntro}</p>
      <form className="pp-verify__form" onSubmit={submit} noValidate>
        <TextField
          label={PUBLIC_COPY.membershipCode}
          value={form.membershipCode}
          onChange={(value) => setForm((f) => ({ ...f, membershipCode: value.toUpperCase() }))}
          isRequired
          autoComplete="off"
        />
        <TextField
          label={PUBLIC_COPY.emailAddress}
          type="email"
          value={form.email}
          onChange={(value) => setForm((f) => ({ ...f, email: value }))}
          isRequired
          autoComplete="email"
        />
        <DateInput
          label={PUBLIC_COPY.checkIn}
          value={form.checkInDate}
          min={todayDate}
          isRequired
          onChange={(value) => setForm((f) => ({ ...f, checkInDate: value }))}
        />
        <DateInput
          label={PUBLIC_COPY.checkOut}
          value={form.checkOutDate}
          min={checkOutMin}
          isRequired
          onChange={(value) => setForm((f) => ({ ...f, checkOutDate: value }))}
        />
        <div className="pp-verify__actions">
          <Button
            type="submit"
            isDisabled={!complete}
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
