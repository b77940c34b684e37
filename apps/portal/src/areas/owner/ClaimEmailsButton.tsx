import { IMPORT_CLAIM_WORDS as WORDS } from '@camppass/domain';
import { Button, toasts } from '@camppass/ui';
import { useId, useState } from 'react';
import { useMembersActions } from './members-queries';

/**
 * Send Claim E-mails (issue 27, Import): e-mails each imported member of the campground who has no
 * password a link to set one; the answer says how many ("E-mails on their way to 47 members.").
 * A member gets at most one a day, so pressing again is harmless.
 */
export function ClaimEmailsButton({ campgroundId }: { readonly campgroundId: string }) {
  const { api } = useMembersActions();
  const [sending, setSending] = useState(false);
  const help = useId();

  const send = async () => {
    setSending(true);
    const answer = await api.call('send-import-claim-emails', { campground_id: campgroundId });
    setSending(false);
    if (answer.ok) toasts.success(answer.value.message);
    else toasts.error(answer.message || WORDS.failed);
  };

  return (
    <>
      <Button variant="outline" onPress={() => void send()} isPending={sending} aria-describedby={help}>
        {WORDS.send}
      </Button>
      <span id={help} className="cp-visually-hidden">
        {WORDS.sendHelp}
      </span>
    </>
  );
}
