import { GATE_WORDS as WORDS } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<readonly { readonly rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's own QR reader where it has one (Chrome on Android, Edge, Safari 17+ behind a flag). */
const barcodeDetector = (): DetectorClass | null =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/**
 * Scans a QR code with the device camera and the browser's `BarcodeDetector`; where the browser has
 * none the button is not offered and the pass is pasted or typed
 * (docs/decisions/card-at-the-gate.md#the-scanner-offline).
 */
export function CameraScan({ onScan }: { readonly onScan: (text: string) => void }) {
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!on || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current) return;
          const [code] = await detector.detect(video.current);
          if (code) {
            setOn(false);
            onScan(code.rawValue);
          }
        }, 300);
      } catch {
        setFailed(true);
        setOn(false);
      }
    })();
    return () => {
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, onScan]);

  if (!barcodeDetector()) return null;
  return (
    <div className="gate__camera">
      <Button variant="outline" onPress={() => setOn(!on)}>
        {on ? WORDS.stopScan : WORDS.scan}
      </Button>
      {on ? <video ref={video} muted playsInline className="gate__video" /> : null}
      {failed ? <p role="alert">{WORDS.cameraUnavailable}</p> : null}
    </div>
  );
}
