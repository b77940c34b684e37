import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

/** The pad's size in CSS pixels (04 §5, §9). */
const SIGNATURE_WIDTH = 350;
const SIGNATURE_HEIGHT = 120;

export interface SignaturePadProps {
  label: string;
  description?: string;
  /** Shown under the pad and announced; marks the pad invalid. */
  errorMessage?: string | null;
  clearLabel: string;
  /** Label of the typed alternative for people who cannot draw. */
  typedLabel: string;
  /** The drawn signature as a PNG data URL, or null when cleared. */
  onChange: (dataUrl: string | null) => void;
}

/**
 * A 350 x 120 drawing pad whose ink becomes a PNG data URL. A typed name is drawn into the pad as
 * an alternative for keyboard and switch users.
 */
export function SignaturePad({
  label,
  description,
  errorMessage,
  clearLabel,
  typedLabel,
  onChange,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);
  const [typed, setTyped] = useState('');
  const id = useId();

  const context = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 2;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#0f172a';
      ctx.fillStyle = '#0f172a';
    }
    return ctx;
  }, []);

  const clearCanvas = useCallback(() => {
    context()?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    hasInk.current = false;
  }, [context]);

  const emit = useCallback(() => {
    const canvas = canvasRef.current;
    onChange(canvas && hasInk.current ? canvas.toDataURL('image/png') : null);
  }, [onChange]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width > 0 ? SIGNATURE_WIDTH / rect.width : 1;
    const scaleY = rect.height > 0 ? SIGNATURE_HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    if (typed !== '') {
      setTyped('');
      clearCanvas();
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
    hasInk.current = true;
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = false;
    emit();
  };

  useEffect(() => {
    if (typed === '') return;
    const ctx = context();
    if (!ctx) return;
    ctx.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    ctx.font = 'italic 32px "Brush Script MT", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(typed, 16, SIGNATURE_HEIGHT / 2, SIGNATURE_WIDTH - 32);
    hasInk.current = true;
    emit();
  }, [typed, context, emit]);

  const invalid = Boolean(errorMessage);
  return (
    <div className="pp-signature" data-invalid={invalid || undefined}>
      <span className="cp-field__label" aria-hidden="true">
        {label}
      </span>
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        className="pp-signature__pad"
        role="img"
        aria-label={label}
        aria-describedby={
          [description ? `${id}-help` : '', invalid ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        data-testid="signature-pad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={onPointerUp}
      />
      {description && (
        <span id={`${id}-help`} className="cp-field__description">
          {description}
        </span>
      )}
      <div className="pp-signature__typed">
        <label htmlFor={`${id}-typed`} className="cp-field__label">
          {typedLabel}
        </label>
        <input
          id={`${id}-typed`}
          className="cp-input"
          value={typed}
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            if (value === '') {
              clearCanvas();
              emit();
            }
          }}
        />
      </div>
      <Button
        className="pp-link-button"
        onPress={() => {
          setTyped('');
          clearCanvas();
          emit();
        }}
      >
        {clearLabel}
      </Button>
      {invalid && (
        <span id={`${id}-error`} className="cp-field__error" role="alert">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
