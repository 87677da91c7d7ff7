'use client';

import type { ErrorRow, NetworkRow } from '@/lib/studio/replay-index';
import type { ReplayMeta } from '@/lib/studio/replay-wire';

export type PanelStrings = {
  network: string;
  errors: string;
  canvas: string;
  noNetwork: string;
  noErrors: string;
  noCanvas: string;
  method: string;
  url: string;
  status: string;
  durationMs: string;
  at: string;
  stack: string;
};

/** A moment of the recording as the panels show it and jump to: ms since the timeline's origin. */
type Moment = { clock: (offset: number) => string; origin: number; jump: (offset: number) => void };

/** The requests the page made, each jumping to its moment. */
export function NetworkPanel({ rows, strings, moment }: { rows: readonly NetworkRow[]; strings: PanelStrings; moment: Moment }) {
  return (
    <section className="replay-panel" aria-labelledby="replay-network">
      <h2 id="replay-network">{strings.network}</h2>
      {rows.length === 0 ? (
        <p>{strings.noNetwork}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{strings.at}</th>
              <th scope="col">{strings.method}</th>
              <th scope="col">{strings.url}</th>
              <th scope="col">{strings.status}</th>
              <th scope="col">{strings.durationMs}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} dir="ltr">
                <td>
                  <button type="button" className="link-button" onClick={() => moment.jump(row.ts - moment.origin)}>
                    {moment.clock(row.ts - moment.origin)}
                  </button>
                </td>
                <td>{row.method}</td>
                <td>{row.url}</td>
                <td>{row.status}</td>
                <td>{Math.round(row.duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The page's uncaught errors, each jumping to its moment. */
export function ErrorsPanel({ rows, strings, moment }: { rows: readonly ErrorRow[]; strings: PanelStrings; moment: Moment }) {
  return (
    <section className="replay-panel" aria-labelledby="replay-errors">
      <h2 id="replay-errors">{strings.errors}</h2>
      {rows.length === 0 ? (
        <p>{strings.noErrors}</p>
      ) : (
        <ul>
          {rows.map((row, index) => (
            <li key={index} dir="ltr">
              <button type="button" className="link-button" onClick={() => moment.jump(row.ts - moment.origin)}>
                {moment.clock(row.ts - moment.origin)}
              </button>{' '}
              <strong>{row.name}</strong>: {row.message}
              {row.stack ? (
                <details>
                  <summary>{strings.stack}</summary>
                  <pre className="replay-stack">{row.stack}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest snapshot of each recorded canvas at the moment shown. */
export function CanvasPanel({
  snapshots,
  now,
  canvasUrl,
  strings,
  moment,
}: {
  snapshots: ReplayMeta['images'];
  now: number;
  canvasUrl: string;
  strings: PanelStrings;
  moment: Moment;
}) {
  const shown = [...new Map(snapshots.filter((s) => s.ts <= now).map((s) => [s.nodeId, s])).values()];
  return (
    <section className="replay-panel replay-canvas" aria-labelledby="replay-canvas">
      <h2 id="replay-canvas">{strings.canvas}</h2>
      {shown.length === 0 ? (
        <p>{strings.noCanvas}</p>
      ) : (
        shown.map((snapshot) => (
          // Snapshots are webp files the ingest stored; next/image would only add a resize step here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={snapshot.nodeId}
            src={`${canvasUrl}/${encodeURIComponent(snapshot.name)}`}
            alt={`${strings.canvas} ${moment.clock(snapshot.ts - moment.origin)}`}
          />
        ))
      )}
    </section>
  );
}
