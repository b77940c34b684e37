import { GO_TO_HOME_LABEL, PATHS } from '@camppass/domain';
import { Button, Link } from '@camppass/ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { CONTACT_COPY, COPY, NOT_FOUND_COPY, PRIVACY_COPY, TERMS_COPY } from '../copy';
import { PageLayout } from '../layout/PageLayout';
import { useGoBack } from './useGoBack';

function Sections({ sections }: { sections: readonly { heading: string; text: string }[] }) {
  return sections.map((section) => (
    <section key={section.heading} className="portal-section">
      <h2>{section.heading}</h2>
      <p>{section.text}</p>
    </section>
  ));
}

/** /privacy (04 §2): static text with a Back button. */
export function PrivacyPage() {
  const goBack = useGoBack();
  return (
    <PageLayout title={PRIVACY_COPY.title} width="wide">
      <Sections sections={PRIVACY_COPY.sections} />
      <Button variant="secondary" onPress={goBack}>
        {COPY.back}
      </Button>
    </PageLayout>
  );
}

/** /terms (04 §2): static text, a Back button and a link to the privacy policy. */
export function TermsPage() {
  const goBack = useGoBack();
  return (
    <PageLayout title={TERMS_COPY.title} width="wide">
      <Sections sections={TERMS_COPY.sections} />
      <p>
        <Link href={PATHS.privacy}>{TERMS_COPY.privacyLink}</Link>
      </p>
      <Button variant="secondary" onPress={goBack}>
        {COPY.back}
      </Button>
    </PageLayout>
  );
}

/** /contact: the support address, reached from the owner login's Contact Support link. */
export function ContactPage() {
  const { supportEmail } = useRuntimeConfig();
  const goBack = useGoBack();
  return (
    <PageLayout title={CONTACT_COPY.title} intro={CONTACT_COPY.text}>
      <p>
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </p>
      <Button variant="secondary" onPress={goBack}>
        {COPY.back}
      </Button>
    </PageLayout>
  );
}

/** /404 and every unknown path (01 §2, 04 §2). */
export function NotFoundPage() {
  const { supportEmail } = useRuntimeConfig();
  const goBack = useGoBack();
  return (
    <PageLayout title={NOT_FOUND_COPY.title} intro={NOT_FOUND_COPY.text}>
      <div className="portal-actions">
        <Link href={PATHS.home} variant="standalone" className="portal-button-link">
          {GO_TO_HOME_LABEL}
        </Link>
        <Button variant="secondary" onPress={goBack}>
          {COPY.goBack}
        </Button>
      </div>
      <p>
        {NOT_FOUND_COPY.contact} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </p>
    </PageLayout>
  );
}
