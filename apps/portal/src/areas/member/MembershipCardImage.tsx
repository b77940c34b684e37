import {
  CARD_IMAGE_ERROR,
  membershipCardAlt,
  membershipCardFileName,
  MEMBER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { useEffect, useState } from 'react';
import { LoadFailed, Loading } from './LoadState';
import { useMembershipCard } from './member-queries';
import { WalletPassButtons } from './WalletPassButtons';

/** The digital card of a membership as the server draws it (800x1200 PNG), with Download PNG (02 §2). */
export function MembershipCardImage({ membershipId, code }: { membershipId: string; code: string }) {
  const card = useMembershipCard(membershipId);
  const url = useObjectUrl(card.data);
  if (card.loading) return <Loading label={WORDS.loadingCard} />;
  if (!url) return <LoadFailed message={CARD_IMAGE_ERROR} onRetry={card.retry} />;
  return (
    <div className="pm-card-image">
      <img src={url} alt={membershipCardAlt(code)} width={800} height={1200} />
      <a className="cp-link" data-variant="standalone" href={url} download={membershipCardFileName(code)}>
        {WORDS.downloadPng}
      </a>
      <WalletPassButtons membershipId={membershipId} code={code} />
    </div>
  );
}

/** An object URL for the blob while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
