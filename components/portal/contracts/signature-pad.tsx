"use client";

import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { Button } from "@/components/ui/button";

export type SignaturePadHandle = {
  /** A PNG data URL of the drawing, or null when nothing has been drawn. */
  toDataUrl: () => string | null;
  clear: () => void;
  /** Writes a typed name in a handwriting-like font (for keyboard and screen-reader users). */
  drawTyped: (name: string) => void;
};

const WIDTH = 480;
const HEIGHT = 160;

/** A drawn signature on a canvas (mouse, pen or touch), exported as a PNG data URL. */
export function SignaturePad({ ref, labelledBy, describedBy, invalid, onChange }: {
  ref?: Ref<SignaturePadHandle>;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange?: (hasSignature: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);

  const context = () => {
    const ctx = canvasRef.current?.getContext("2d");
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = "#0f172a";
    }
    return ctx ?? null;
  };

  const clear = () => {
    const ctx = context();
    if (!ctx) return;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    hasInk.current = false;
    onChange?.(false);
  };

  useEffect(clear, []); // eslint-disable-line react-hooks/exhaustive-deps

  useImperativeHandle(ref, () => ({
    toDataUrl: () => (hasInk.current && canvasRef.current ? canvasRef.current.toDataURL("image/png") : null),
    clear,
    drawTyped: (name: string) => {
      clear();
      const ctx = context();
      if (!ctx || !name.trim()) return;
      ctx.fillStyle = "#0f172a";
      ctx.font = "italic 44px 'Brush Script MT', 'Segoe Script', cursive";
      ctx.textBaseline = "middle";
      ctx.fillText(name.trim(), 20, HEIGHT / 2, WIDTH - 40);
      hasInk.current = true;
      onChange?.(true);
    },
  }));

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * WIDTH, y: ((e.clientY - rect.top) / rect.height) * HEIGHT };
  };

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-testid="signature-pad"
        className={`h-40 w-full touch-none rounded-md border bg-white ${invalid ? "border-destructive" : "border-input"}`}
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const { x, y } = point(e);
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x + 0.1, y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const { x, y } = point(e);
          ctx.lineTo(x, y);
          ctx.stroke();
          if (!hasInk.current) {
            hasInk.current = true;
            onChange?.(true);
          }
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerLeave={() => {
          drawing.current = false;
        }}
      />
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={clear}>
          Clear signature
        </Button>
      </div>
    </div>
  );
}
