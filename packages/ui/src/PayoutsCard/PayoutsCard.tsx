import {
  PAYOUT_STATE_WORDS,
  PAYOUTS_WORDS,
  type PayoutAccountState,
  payoutRequirementsList,
} from '@camppass/domain';
import { type ReactNode, useId } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Skeleton } from '../Skeleton';

/** What the gateway reports of the campground's payouts account. */
export interface PayoutsAccountView {
  readonly state: PayoutAccountState;
  readonly detailsSubmitted: boolean;
  readonly chargesEnabled: boolean;
  readonly payoutsEnabled: boolean;
  /** The gateway's names of what it still needs (`individual.dob.day`); read in the owner's words. */
  readonly requirementsDue: readonly string[];
}

/** The card's three actions: the one under way shows a spinner, the others wait. */
export type PayoutsAction = 'connect' | 'finish' | 'dashboard';

export interface PayoutsCardProps {
  /** The account, once read; absent while loading or after a failed read. */
  account?: PayoutsAccountView | undefined;
  isLoading?: boolean;
  /** Why the account could not be read; offers Try Again when `onRetry` is given. */
  loadError?: ReactNode;
  onRetry?: () => void;
  /** The owner may act; staff only see the state. */
  canManage: boolean;
  /** The action under way. */
  busy?: PayoutsAction | null;
  /** Why the last action failed. */
  actionError?: ReactNode;
  /** A word on arrival (back from the gateway's form, or its link expired). */
  notice?: ReactNode;
  onConnect?: () => void;
  onFinish?: () => void;
  onOpenDashboard?: () => void;
  headingLevel?: 2 | 3 | 4;
}

const TONES: Readonly<Record<PayoutAccountState, BadgeTone>> = {
  not_connected: 'neutral',
  onboarding: 'warning',
  restricted: 'danger',
  enabled: 'success',
};

/** A payouts account's state in a word, coloured by how far it is from taking payments. */
export function PayoutStateBadge({ state }: { readonly state: PayoutAccountState }) {
  return <Badge tone={TONES[state]}>{PAYOUT_STATE_WORDS[state].label}</Badge>;
}

/**
 * Settings → Payouts: the campground's Stripe account as the gateway reports it (its state, what is
 * on, what Stripe still needs) and the owner's next step: connect, finish the setup, or open the
 * Stripe dashboard. Staff see the same facts without the buttons.
 */
export function PayoutsCard({
  account,
  isLoading = false,
  loadError,
  onRetry,
  canManage,
  busy = null,
  actionError,
  notice,
  onConnect,
  onFinish,
  onOpenDashboard,
  headingLevel = 2,
}: PayoutsCardProps) {
  return (
    <Card
      title={PAYOUTS_WORDS.title}
      headingLevel={headingLevel}
      description={PAYOUTS_WORDS.intro}
      aria-busy={isLoading || undefined}
      className="cp-payouts"
    >
      {notice != null && <Banner variant="info">{notice}</Banner>}
      {isLoading ? (
        <div className="cp-payouts__loading">
          <Skeleton width="9rem" height="1.5rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      ) : account ? (
        <AccountFacts account={account} />
      ) : (
        <Banner variant="error" action={onRetry && <Button onPress={onRetry}>Try Again</Button>}>
          {loadError ?? 'The payouts account could not be read.'}
        </Banner>
      )}
      {actionError != null && <Banner variant="error">{actionError}</Banner>}
      {account &&
        !isLoading &&
        (canManage ? (
          <Actions
            account={account}
            busy={busy}
            onConnect={onConnect}
            onFinish={onFinish}
            onOpenDashboard={onOpenDashboard}
          />
        ) : (
          <p className="cp-payouts__note">{PAYOUTS_WORDS.staffNote}</p>
        ))}
    </Card>
  );
}

function AccountFacts({ account }: { readonly account: PayoutsAccountView }) {
  const needsId = useId();
  const words = PAYOUT_STATE_WORDS[account.state];
  const needs = payoutRequirementsList(account.requirementsDue);
  const facts = [
    [PAYOUTS_WORDS.detailsSubmitted, account.detailsSubmitted],
    [PAYOUTS_WORDS.chargesEnabled, account.chargesEnabled],
    [PAYOUTS_WORDS.payoutsEnabled, account.payoutsEnabled],
  ] as const;
  return (
    <>
      <p className="cp-payouts__state">
        <PayoutStateBadge state={account.state} />
        <span>{words.description}</span>
      </p>
      {account.state !== 'not_connected' && (
        <dl className="cp-payouts__facts">
          {facts.map(([label, on]) => (
            <div key={label} className="cp-payouts__fact">
              <dt>{label}</dt>
              <dd>
                <Badge tone={on ? 'success' : 'neutral'}>{on ? PAYOUTS_WORDS.on : PAYOUTS_WORDS.off}</Badge>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {needs.length > 0 && (
        <div className="cp-payouts__needs">
          <p id={needsId} className="cp-payouts__needs-title">
            {PAYOUTS_WORDS.requirementsDue}
          </p>
          <ul aria-labelledby={needsId}>
            {needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

interface ActionsProps {
  readonly account: PayoutsAccountView;
  readonly busy: PayoutsAction | null;
  readonly onConnect?: (() => void) | undefined;
  readonly onFinish?: (() => void) | undefined;
  readonly onOpenDashboard?: (() => void) | undefined;
}

/** Not connected: Connect. Setup not finished or restricted: Finish (and, once the form is in, the dashboard). Active: the dashboard. */
function Actions({ account, busy, onConnect, onFinish, onOpenDashboard }: ActionsProps) {
  const waiting = busy !== null;
  const button = (
    action: PayoutsAction,
    label: string,
    onPress: (() => void) | undefined,
    outline = false,
  ) => (
    <Button
      key={action}
      variant={outline ? 'outline' : 'primary'}
      isPending={busy === action}
      pendingLabel={label}
      isDisabled={waiting && busy !== action}
      onPress={() => onPress?.()}
    >
      {label}
    </Button>
  );
  const { state } = account;
  return (
    <div className="cp-payouts__actions">
      {state === 'not_connected' && button('connect', PAYOUTS_WORDS.connect, onConnect)}
      {(state === 'onboarding' || state === 'restricted') && button('finish', PAYOUTS_WORDS.finish, onFinish)}
      {(state === 'enabled' || (state === 'restricted' && account.detailsSubmitted)) &&
        button('dashboard', PAYOUTS_WORDS.dashboard, onOpenDashboard, state !== 'enabled')}
    </div>
  );
}
