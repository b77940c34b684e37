import { CAMERA_ERROR } from '@camppass/domain';
import { Banner, Button, Modal } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';
import { DIALOG_COPY } from './copy';

/** The camera the selfie asks for (04 §9): front-facing, ideally 1280 x 720, no sound. */
const SELFIE_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};
const SELFIE_JPEG_QUALITY = 0.8;

const stopStream = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * Takes the selfie with the device camera. The stream starts when the dialog opens and stops when
 * it closes or unmounts; the photo is a JPEG at quality 0.8.
 */
export function SelfieCameraDialog({
  onCapture,
  onClose,
}: {
  onCapture: (photo: File) => void;
  onClose: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera');
        const stream = await navigator.mediaDevices.getUserMedia(SELFIE_CONSTRAINTS);
        if (cancelled) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
      } catch {
        if (!cancelled) setError(CAMERA_ERROR);
      }
    };
    void start();
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const capture = () => {
    const video = videoRef.current;
    if (!video || !streamRef.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 1280;
    canvas.height = video.videoHeight || 720;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (blob) setPhoto({ blob, url: URL.createObjectURL(blob) });
      },
      'image/jpeg',
      SELFIE_JPEG_QUALITY,
    );
  };

  const use = () => {
    if (!photo) return;
    stopStream(streamRef.current);
    streamRef.current = null;
    onCapture(new File([photo.blob], 'selfie.jpg', { type: 'image/jpeg' }));
  };

  return (
    <Modal
      title={DIALOG_COPY.cameraTitle}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            {DIALOG_COPY.cancel}
          </Button>
          {photo ? (
            <>
              <Button variant="outline" onPress={() => setPhoto(null)}>
                {DIALOG_COPY.retake}
              </Button>
              <Button onPress={use}>{DIALOG_COPY.usePhoto}</Button>
            </>
          ) : (
            <Button onPress={capture} isDisabled={error !== null}>
              {DIALOG_COPY.capture}
            </Button>
          )}
        </>
      }
    >
      {error ? (
        <Banner variant="error">{error}</Banner>
      ) : (
        <>
          <p>{DIALOG_COPY.cameraText}</p>
          <video
            ref={videoRef}
            className="pp-camera__video"
            hidden={photo !== null}
            playsInline
            muted
            aria-label={DIALOG_COPY.cameraTitle}
          />
          {photo && <img className="pp-camera__video" src={photo.url} alt={DIALOG_COPY.cameraTitle} />}
        </>
      )}
    </Modal>
  );
}
