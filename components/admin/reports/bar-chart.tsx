/**
 * A server-rendered SVG bar chart (no chart library, no client JavaScript). It is an image
 * with a title and a text description; the report card next to it carries the same numbers
 * as a table, the accessible alternative.
 */
export type Bar = { label: string; value: number };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

export function BarChart({ id, title, description, bars, format }: { id: string; title: string; description: string; bars: Bar[]; format: (value: number) => string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  // Label every bar when there is room, else every few.
  const every = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-testid={`${id}-chart`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="stroke-slate-300" />
      {bars.map((bar, i) => {
        const height = (bar.value / max) * innerHeight;
        const x = PAD.left + i * slot + (slot - barWidth) / 2;
        return (
          <g key={`${i}-${bar.label}`}>
            <rect x={x} y={HEIGHT - PAD.bottom - height} width={barWidth} height={height} rx={2} className="fill-primary">
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            {i % every === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
