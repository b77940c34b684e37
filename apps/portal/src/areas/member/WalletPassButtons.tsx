import { WALLET_PASS_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useId, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { saveFile } from '../../shared/save-file';
import { useGoogleWalletPass } from './member-queries';

/** Saves the pass as its own type, which Safari on iPhone offers to Wallet. */
const savePass = (blob: Blob, fileName: string) =>
  saveFile(blob.slice(0, blob.size, 'application/vnd.apple.pkpass'), fileName, 60_000);

/** "Add to Apple Wallet" and "Save to Google Wallet" for one membership's card, with the development note. */
export function WalletPassButtons({ membershipId, code }: { membershipId: string; code: string }) {
  const { api } = useAuth();
  const google = useGoogleWalletPass(membershipId);
  const [apple, setApple] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const payloadId = useId();

  const addToApple = async () => {
    setApple('preparing');
    const pass = await api.image('get-membership-apple-pass', { membershipId });
    if (!pass.ok) {
      setApple('failed');
      return;
    }
    savePass(pass.value, `membership-card-${code}.pkpass`);
    setApple('idle');
  };

  const save = google.data?.data;
  return (
    <section className="pm-wallet" aria-label={`${WORDS.addToAppleWallet}, ${WORDS.saveToGoogleWallet}`}>
      <div className="pm-wallet__buttons">
        <Button
          variant="secondary"
          onPress={addToApple}
          isPending={apple === 'preparing'}
          pendingLabel={WORDS.preparing}
        >
          {WORDS.addToAppleWallet}
        </Button>
        {save?.saveUrl ? (
          <a
            className="cp-button"
            data-variant="secondary"
            href={save.saveUrl}
            target="_blank"
            rel="noreferrer"
          >
            {WORDS.saveToGoogleWallet}
          </a>
        ) : (
          <Button
            variant="secondary"
            isDisabled={!save}
            isPending={google.loading}
            pendingLabel={WORDS.preparing}
            onPress={() => document.getElementById(payloadId)?.setAttribute('open', '')}
          >
            {WORDS.saveToGoogleWallet}
          </Button>
        )}
      </div>
      {apple === 'failed' && <Banner variant="error">{WORDS.appleFailed}</Banner>}
      {google.error && (
        <Banner variant="error" action={<Button onPress={google.retry}>{WORDS.tryAgain}</Button>}>
          {WORDS.googleFailed}
        </Banner>
      )}
      {save?.development && (
        <>
          <p className="pm-wallet__note">{WORDS.developmentNote}</p>
          <details id={payloadId} className="pm-wallet__payload">
            <summary>{WORDS.googlePayloadTitle}</summary>
            <pre>{JSON.stringify(save.payload, null, 2)}</pre>
          </details>
        </>
      )}
    </section>
  );
}
