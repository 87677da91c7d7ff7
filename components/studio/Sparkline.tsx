/**
 * A row's small trend: one bar per value, on the row's own scale from zero, as one image with a label (the numbers
 * themselves are in the row). Time runs left to right in every language.
 */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const max = Math.max(1, ...values);
  const width = values.length * 4;
  return (
    <svg className="sparkline" viewBox={`0 0 ${width} 20`} width={width} height={20} role="img" aria-label={label}>
      {values.map((value, i) => {
        const height = value === 0 ? 0 : Math.max(1, (value / max) * 20);
        return <rect key={i} x={i * 4} y={20 - height} width={3} height={height} />;
      })}
    </svg>
  );
}
