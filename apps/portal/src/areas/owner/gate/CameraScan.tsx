import { GATE_WORDS as WORDS } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { decodeQr, decodeQrFile, pixelsOf } from './qr-decode';

interface Detector {
  detect(source: HTMLVideoElement): Promise<readonly { readonly rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's own QR reader where it has one (Chrome on Android, Edge, Safari 17+ behind a flag). */
const barcodeDetector = (): DetectorClass | null =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/** Reads one video frame: with `BarcodeDetector` where it exists, else with the lazily loaded `jsqr`. */
const frameReader = (): ((video: HTMLVideoElement) => Promise<string | null>) => {
  const Detector = barcodeDetector();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  return async (video) => {
    const pixels = pixelsOf(video, video.videoWidth, video.videoHeight);
    return pixels ? decodeQr(pixels) : null;
  };
};

const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * Scans a QR code with the device camera, or reads it from a picture staff pick; the browser's
 * `BarcodeDetector` reads it where it has one, `jsqr` (loaded on first use) elsewhere
 * (docs/decisions/card-at-the-gate.md#the-scanner-offline).
 */
export function CameraScan({ onScan }: { readonly onScan: (text: string) => void }) {
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const fileId = useId();

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = frameReader();
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current) return;
          const text = await read(video.current);
          if (text) {
            setOn(false);
            onScan(text);
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

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await decodeQrFile(file);
    setUnreadable(text === null);
    if (text) onScan(text);
  };

  return (
    <div className="gate__camera">
      {hasCamera() ? (
        <Button variant="outline" onPress={() => setOn(!on)}>
          {on ? WORDS.stopScan : WORDS.scan}
        </Button>
      ) : null}
      <label htmlFor={fileId} className="gate__pick">
        {WORDS.pickImage}
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/*"
        className="gate__file"
        onChange={(event) => void picked(event)}
      />
      {on ? <video ref={video} muted playsInline className="gate__video" /> : null}
      {failed ? <p role="alert">{WORDS.cameraUnavailable}</p> : null}
      {unreadable ? <p role="alert">{WORDS.imageUnreadable}</p> : null}
    </div>
  );
}
