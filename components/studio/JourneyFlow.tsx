/** A node of the flow as the page names it: its key (for the links), its label, its sessions. */
export interface JourneyFlowNode {
  key: string;
  label: string;
  sessions: number;
  /** The end of a walk (left, or began): drawn apart. */
  end: boolean;
}

const WIDTH = 900;
const HEIGHT = 320;
const NODE = 12;
const GAP = 10;
const PAD = { top: 8, bottom: 8, side: 4 };
/** Labels longer than this are cut (the table beside holds them whole). */
const LABEL_MAX = 22;

const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

/**
 * Journeys as a flow: a column per step away from the page, a bar per page whose height is its sessions, and bands
 * between them as wide as the sessions that went that way (a Sankey drawing, server-drawn SVG: no chart library for
 * rectangles and curves). Forward journeys run left to right from the start page, backward ones end at the right with
 * the end page, in every language, as the studio's timelines do. The table beside it holds every figure; the chart is
 * one image with a title.
 */
export function JourneyFlow({
  columns,
  links,
  backward,
  title,
  format,
}: {
  columns: JourneyFlowNode[][];
  links: { step: number; from: string; to: string; sessions: number }[];
  backward: boolean;
  title: string;
  format: (value: number) => string;
}) {
  const total = Math.max(1, columns[0]?.reduce((sum, node) => sum + node.sessions, 0) ?? 0);
  const most = Math.max(1, ...columns.map((column) => column.length));
  const scale = (HEIGHT - PAD.top - PAD.bottom - GAP * (most - 1)) / total;
  const span = WIDTH - 2 * PAD.side - NODE;
  const x = (step: number) => {
    const at = columns.length > 1 ? (step / (columns.length - 1)) * span : 0;
    return PAD.side + (backward ? span - at : at);
  };
  // Each node's place, and how far down its outgoing and incoming bands have filled it.
  const boxes = columns.map((column, step) => {
    let y = PAD.top;
    return new Map(
      column.map((node) => {
        const height = Math.max(2, node.sessions * scale);
        const box = { node, x: x(step), y, height, out: 0, in: 0 };
        y += height + GAP;
        return [node.key, box] as const;
      }),
    );
  });
  // Bands leave a node in the order of their targets and enter one in the order of their sources: fewer crossings.
  const order = (step: number, key: string) => columns[step]?.findIndex((node) => node.key === key) ?? -1;
  const placed = links.flatMap((link) => {
    const source = boxes[link.step]?.get(link.from);
    const target = boxes[link.step + 1]?.get(link.to);
    if (!source || !target) return [];
    const rank = { from: order(link.step, link.from), to: order(link.step + 1, link.to) };
    return [{ link, source, target, rank, thickness: Math.max(1, link.sessions * scale), y1: 0, y2: 0 }];
  });
  for (const band of [...placed].sort(
    (a, b) => a.link.step - b.link.step || a.rank.from - b.rank.from || a.rank.to - b.rank.to,
  )) {
    band.y1 = band.source.y + band.source.out + band.thickness / 2;
    band.source.out += band.thickness;
  }
  for (const band of [...placed].sort(
    (a, b) => a.link.step - b.link.step || a.rank.to - b.rank.to || a.rank.from - b.rank.from,
  )) {
    band.y2 = band.target.y + band.target.in + band.thickness / 2;
    band.target.in += band.thickness;
  }
  const bands = placed.map(({ link, source, target, thickness, y1, y2 }) => {
    // From the source's edge that faces the target to the target's edge that faces the source.
    const x1 = backward ? source.x : source.x + NODE;
    const x2 = backward ? target.x + NODE : target.x;
    const middle = (x1 + x2) / 2;
    return {
      key: `${link.step}-${link.from}-${link.to}`,
      d: `M${x1.toFixed(1)},${y1.toFixed(1)} C${middle.toFixed(1)},${y1.toFixed(1)} ${middle.toFixed(1)},${y2.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`,
      thickness,
      end: target.node.end,
    };
  });
  return (
    <figure className="journey-flow" dir="ltr">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        {bands.map((band) => (
          <path
            key={band.key}
            className={band.end ? 'band end' : 'band'}
            d={band.d}
            strokeWidth={band.thickness.toFixed(1)}
          />
        ))}
        {boxes.flatMap((column, step) =>
          [...column.values()].map((box) => {
            // Labels sit on the side away from the anchor, but the last column's turn inward.
            const inward = step === columns.length - 1 && columns.length > 1;
            const right = backward ? inward : !inward;
            return (
              <g key={`${step}-${box.node.key}`} className={box.node.end ? 'node end' : 'node'}>
                <rect x={box.x} y={box.y} width={NODE} height={box.height} rx={2} />
                <text
                  x={right ? box.x + NODE + 4 : box.x - 4}
                  y={box.y + Math.min(box.height / 2, 12) + 4}
                  textAnchor={right ? 'start' : 'end'}
                >
                  {`${cut(box.node.label)} · ${format(box.node.sessions)}`}
                </text>
              </g>
            );
          }),
        )}
      </svg>
    </figure>
  );
}
