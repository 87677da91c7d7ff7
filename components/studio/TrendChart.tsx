/** One point of a trend chart: the bucket's label, and the value now and in the period before. */
export interface TrendChartPoint {
  label: string;
  current: number;
  previous: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };

/** Where a time label stands against its point: the first starts there, the last ends there, others are centred. */
function tickAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && index === 0) return 'start';
  if (count > 1 && index === count - 1) return 'end';
  return 'middle';
}

/**
 * A trend as lines: the current period solid, the period before dashed, on one scale from zero. Drawn on the server as
 * SVG (no chart library for two lines). Time runs left to right in every language, as the studio's timelines do; the
 * numbers come formatted in the page's language. The table beside it (the page's) holds every value, for reading and
 * for screen readers; the chart itself is one image with a title.
 */
export function TrendChart({
  points,
  title,
  format,
  legend,
}: {
  points: TrendChartPoint[];
  title: string;
  format: (value: number) => string;
  legend: { current: string; previous: string };
}) {
  const max = Math.max(1, ...points.map((point) => Math.max(point.current, point.previous)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const line = (pick: (point: TrendChartPoint) => number) =>
    points.map((point, i) => `${x(i).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(' ');
  const ticks = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (i, index, all) => i >= 0 && all.indexOf(i) === index,
  );
  return (
    <figure className="trend-chart" dir="ltr">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <line className="axis" x1={PAD.left} y1={y(0)} x2={WIDTH - PAD.right} y2={y(0)} />
        <line className="grid" x1={PAD.left} y1={y(max)} x2={WIDTH - PAD.right} y2={y(max)} />
        <text className="tick" x={PAD.left - 6} y={y(max) + 4} textAnchor="end">
          {format(max)}
        </text>
        <text className="tick" x={PAD.left - 6} y={y(0) + 4} textAnchor="end">
          {format(0)}
        </text>
        {ticks.map((i) => (
          // The first and last labels end at the plot's edges, so neither is cut off by the picture's frame.
          <text key={i} className="tick" x={x(i)} y={HEIGHT - 8} textAnchor={tickAnchor(i, points.length)}>
            {points[i]!.label}
          </text>
        ))}
        <polyline className="previous" points={line((point) => point.previous)} />
        <polyline className="current" points={line((point) => point.current)} />
      </svg>
      {/* The legend is text of the page's language: its own direction, not the chart's. */}
      <figcaption dir="auto">
        <span className="legend current">{legend.current}</span>{' '}
        <span className="legend previous">{legend.previous}</span>
      </figcaption>
    </figure>
  );
}
