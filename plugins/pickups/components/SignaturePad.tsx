import { useRef, type PointerEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';

/**
 * A signature drawn with a finger or a pointer on a canvas. `onChange` gets the drawing as a
 * PNG data URL after each stroke, or null once cleared.
 */
export function SignaturePad({
  label,
  error,
  onChange,
}: {
  label: string;
  error?: string | undefined;
  onChange(png: string | null): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };
  return (
    <div className="min-w-0">
      <p className="mb-1 text-sm font-medium text-slate-700" id="signature-label">
        {label}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-labelledby="signature-label"
        aria-invalid={error ? true : undefined}
        className="block h-32 w-full touch-none rounded-md border border-slate-300 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      <Button variant="secondary" className="mt-2" onClick={clear}>
        Clear Signature
      </Button>
    </div>
  );
}
