import { Button, Modal } from '@camppass/ui';
import { DIALOG_COPY, TERMS_SECTIONS } from './copy';

/** The terms and conditions with their fixed sections and a link to /terms (04 §2). */
export function TermsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      title={DIALOG_COPY.termsTitle}
      isOpen={isOpen}
      onClose={onClose}
      size="md"
      footer={<Button onPress={onClose}>{DIALOG_COPY.close}</Button>}
    >
      {TERMS_SECTIONS.map((section) => (
        <section key={section.heading}>
          <h3 className="pp-terms__heading">{section.heading}</h3>
          <p>{section.text}</p>
        </section>
      ))}
      <p>
        <a className="cp-link" href="/terms" target="_blank" rel="noopener noreferrer">
          {DIALOG_COPY.readFullTerms}
        </a>
      </p>
    </Modal>
  );
}
