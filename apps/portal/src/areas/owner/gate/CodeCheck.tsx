import type { CheckMembershipCodeResponse } from '@camppass/client';
import { GATE_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button, TextField } from '@camppass/ui';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { rememberMember } from './gate-store';
import { mayArriveLater } from './gate-sync';

type Found = CheckMembershipCodeResponse['data'];
type CodeState =
  | { readonly kind: 'idle' | 'busy' | 'offline' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'found'; readonly found: Found };

const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * A member at the gate without their card: staff type the membership code and e-mail, and the
 * server answers the verdict the scanner would show, with the name and type. It needs the
 * connection (the scanner keeps no member list offline), and says so when there is none.
 */
export function CodeCheck({
  campgroundId,
  onCheckIn,
}: {
  readonly campgroundId: string;
  /** Records the visit of the membership found, as a scanned card's "Check in" does. */
  readonly onCheckIn: (membershipId: string) => void;
}) {
  const { api } = useAuth();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<CodeState>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline()) {
      setState({ kind: 'offline' });
      return;
    }
    setState({ kind: 'busy' });
    const answer = await api.call('check-membership-code', { campgroundId, membershipCode: code, email });
    if (answer.ok) {
      const found = answer.value.data;
      setState({ kind: 'found', found });
      const { memberName, membershipTypeName } = found;
      await rememberMember(campgroundId, found.membershipId, { memberName, membershipTypeName });
    } else if (mayArriveLater(answer.code)) setState({ kind: 'offline' });
    else setState({ kind: 'failed', message: answer.message || WORDS.codeFailed });
  };

  const found = state.kind === 'found' ? state.found : null;
  return (
    <section className="gate__code" aria-labelledby={titleId}>
      <h3 id={titleId}>{WORDS.codeTitle}</h3>
      <form className="gate__form" onSubmit={(event) => void submit(event)}>
        <TextField label={WORDS.codeLabel} value={code} onChange={setCode} isRequired autoComplete="off" />
        <TextField label={WORDS.emailLabel} type="email" value={email} onChange={setEmail} isRequired />
        <Button type="submit" isPending={state.kind === 'busy'} pendingLabel={WORDS.codeChecking}>
          {WORDS.checkCode}
        </Button>
      </form>
      {state.kind === 'offline' ? <Banner variant="info">{WORDS.codeOffline}</Banner> : null}
      {state.kind === 'failed' ? <Banner variant="error">{state.message}</Banner> : null}
      {found ? (
        <div
          className={`gate__verdict gate__verdict--${found.verdict === 'valid' ? 'valid' : 'invalid'}`}
          role="status"
        >
          <p className="gate__verdict-text">{WORDS.verdicts[found.verdict]}</p>
          <p>{WORDS.memberOf(found.memberName, found.membershipTypeName)}</p>
          <p>{WORDS.validDates(found.startDate, found.endDate)}</p>
          {found.verdict === 'valid' ? (
            <Button onPress={() => onCheckIn(found.membershipId)}>{WORDS.checkIn}</Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
