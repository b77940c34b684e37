import { ADMIN_CANCEL } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';

/** What an admin action answered: shown until dismissed or the next action. */
export type Feedback = { readonly variant: 'success' | 'error'; readonly text: string } | null;

/** The action's feedback as a banner (status for success, alert for failure), dismissable. */
export function FeedbackBanner({
  feedback,
  onDismiss,
}: {
  readonly feedback: Feedback;
  readonly onDismiss: () => void;
}) {
  return feedback ? (
    <Banner variant={feedback.variant} onDismiss={onDismiss}>
      {feedback.text}
    </Banner>
  ) : null;
}

/** A form modal's Cancel and submit (the submit belongs to the form `formId` in the modal). */
export function FormModalFooter({
  formId,
  submitLabel,
  isPending,
  onCancel,
}: {
  readonly formId: string;
  readonly submitLabel: string;
  readonly isPending: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {ADMIN_CANCEL}
      </Button>
      <Button type="submit" form={formId} isPending={isPending}>
        {submitLabel}
      </Button>
    </>
  );
}
