/** One variant as the chart draws it: its label, its conversion rate and the rate's interval (shares of 1). */
export interface ExperimentChartRow {
  label: string;
  rate: number;
  low: number | null;
  high: number | null;
}

const WIDTH = 720;
const ROW = 36;
const PAD = { top: 8, bottom: 24, left: 120, right: 24 };

/**
 * Each variant's conversion rate as a dot on one 0–100 % scale with its confidence interval as a line through it:
 * where the lines overlap much, the difference may be chance. Server-drawn SVG (no chart library for dots and lines);
 * the scale runs left to right in every language, as the other studio charts do. The table beside it holds every
 * figure; the chart is one image with a title.
 */
export function ExperimentChart({
  rows,
  title,
  format,
}: {
  rows: ExperimentChartRow[];
  title: string;
  format: (share: number) => string;
}) {
  const height = PAD.top + PAD.bottom + ROW * rows.length;
  const plot = WIDTH - PAD.left - PAD.right;
  const x = (share: number) => PAD.left + share * plot;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <figure className="experiment-chart" dir="ltr">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={x(tick)} y1={PAD.top} x2={x(tick)} y2={height - PAD.bottom} />
            <text className="tick" x={x(tick)} y={height - 6} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const y = PAD.top + ROW * i + ROW / 2;
          return (
            <g key={i}>
              <text className="label" x={PAD.left - 8} y={y + 4} textAnchor="end">
                {row.label}
              </text>
              {row.low !== null && row.high !== null ? (
                <line className="interval" x1={x(row.low)} y1={y} x2={x(row.high)} y2={y} />
              ) : null}
              <circle className="rate" cx={x(row.rate)} cy={y} r={5} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
