import { GATE_WORDS as WORDS } from '@camppass/domain';
import { AlertDialog, Banner, Button } from '@camppass/ui';
import { useId, useState } from 'react';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { useOwnerArea } from '../owner-area';

/**
 * 'Rotate card signing key' (docs/decisions/card-at-the-gate.md#rotating-the-signing-key): after a
 * confirmation, a new key signs the campground's cards; those signed before stay valid until they
 * expire. The owner's (and a super admin's) only; staff do not see it.
 */
export function RotateCardKey() {
  const area = useOwnerArea();
  const { api } = useAuth();
  const titleId = useId();
  const campground =
    area.campgrounds.find((c) => c.id === area.selectedCampgroundId) ?? area.campgrounds[0] ?? null;
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  if (!campground || !area.canManage(campground.id)) return null;

  const rotate = async () => {
    const answer = await api.call('rotate-card-signing-key', { campgroundId: campground.id });
    setOutcome(answer.ok ? 'done' : 'failed');
    setConfirming(false);
  };

  return (
    <section className="gate-log" aria-labelledby={titleId}>
      <h3 id={titleId}>{WORDS.rotateTitle}</h3>
      <p>{WORDS.rotateIntro}</p>
      <div>
        <Button
          variant="outline"
          onPress={() => {
            setOutcome(null);
            setConfirming(true);
          }}
        >
          {WORDS.rotate}
        </Button>
      </div>
      {outcome === 'done' ? <Banner variant="success">{WORDS.rotateDone}</Banner> : null}
      {outcome === 'failed' ? <Banner variant="error">{WORDS.rotateFailed}</Banner> : null}
      {confirming ? (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setConfirming(false)}
          title={WORDS.rotateConfirmTitle}
          variant="destructive"
          confirmLabel={WORDS.rotate}
          onConfirm={rotate}
        >
          {WORDS.rotateConfirm}
        </AlertDialog>
      ) : null}
    </section>
  );
}
