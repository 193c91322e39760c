import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { cn } from '@/lib/utils';

/** What the sign dialog asks of the pad. */
export interface SignatureHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** The strokes as a PNG data URL. */
  toPng: () => string;
}

/**
 * A box to sign in with a finger, a pen or the mouse (signature_pad). The canvas is drawn at its
 * CSS size times the screen's pixel ratio, and redrawn when that size changes (a tablet turned),
 * so strokes stay sharp and under the finger.
 */
export function SignatureCanvas({
  ref,
  onBegin,
  invalid,
  describedBy,
  className,
  label = 'Signature pad',
}: {
  ref?: Ref<SignatureHandle>;
  /** Told when a stroke begins (to take back a "please sign" message). */
  onBegin?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  className?: string;
  /** The pad's accessible name, in the page's language. */
  label?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onBeginRef = useRef(onBegin);
  onBeginRef.current = onBegin;

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    clear: () => padRef.current?.clear(),
    toPng: () => padRef.current?.toDataURL('image/png') ?? '',
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1e293b', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const begin = () => onBeginRef.current?.();
    pad.addEventListener('beginStroke', begin);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === canvas.width && height === canvas.height) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('beginStroke', begin);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(
        'block h-48 w-full touch-none rounded-md border-2 border-dashed bg-white data-invalid:border-destructive sm:h-56',
        className,
      )}
    />
  );
}
