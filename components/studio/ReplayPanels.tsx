'use client';

import { Fragment, useId, useState } from 'react';
import {
  CONSOLE_LEVELS,
  type ConsoleLevel,
  type ConsoleRow,
  type ErrorRow,
  type NetworkRow,
} from '@/lib/studio/replay-index';
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
  filterNetwork: string;
  details: string;
  requestKind: string;
  requestSize: string;
  responseSize: string;
  noAnswer: string;
  console: string;
  noConsole: string;
  consoleLevel: string;
  allLevels: string;
  filterConsole: string;
};

/** A moment of the recording as the panels show it and jump to: ms since the timeline's origin. */
type Moment = { clock: (offset: number) => string; origin: number; jump: (offset: number) => void };

/** The requests the page made, narrowed by what the team types (URL, method, status), each jumping to its moment and opening its details. */
export function NetworkPanel({
  rows,
  strings,
  moment,
}: {
  rows: readonly NetworkRow[];
  strings: PanelStrings;
  moment: Moment;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const filterId = useId();
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) =>
      words.every((word) => `${row.method} ${row.url} ${row.status} ${row.kind}`.toLocaleLowerCase().includes(word)),
    );
  return (
    <section className="replay-panel replay-network" aria-labelledby="replay-network">
      <h2 id="replay-network">{strings.network}</h2>
      {rows.length === 0 ? (
        <p>{strings.noNetwork}</p>
      ) : (
        <>
          <label htmlFor={filterId} className="visually-hidden">
            {strings.filterNetwork}
          </label>
          <input
            id={filterId}
            type="search"
            className="replay-search"
            placeholder={strings.filterNetwork}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <table>
            <thead>
              <tr>
                <th scope="col">{strings.at}</th>
                <th scope="col">{strings.method}</th>
                <th scope="col">{strings.url}</th>
                <th scope="col">{strings.status}</th>
                <th scope="col">{strings.durationMs}</th>
                <th scope="col">
                  <span className="visually-hidden">{strings.details}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ row, index }) => (
                <Fragment key={index}>
                  <tr dir="ltr" className={row.status === 0 || row.status >= 400 ? 'failed' : undefined}>
                    <td>
                      <button type="button" className="link-button" onClick={() => moment.jump(row.ts - moment.origin)}>
                        {moment.clock(row.ts - moment.origin)}
                      </button>
                    </td>
                    <td>{row.method}</td>
                    <td className="url" title={row.url}>
                      {row.url}
                    </td>
                    <td>{row.status}</td>
                    <td>{Math.round(row.duration)}</td>
                    <td>
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={open === index}
                        aria-controls={`${filterId}-${index}`}
                        onClick={() => setOpen(open === index ? null : index)}
                      >
                        {strings.details}
                      </button>
                    </td>
                  </tr>
                  {open === index ? (
                    <tr id={`${filterId}-${index}`} className="replay-request">
                      <td colSpan={6}>
                        <dl>
                          <dt>{strings.url}</dt>
                          <dd dir="ltr">{row.url}</dd>
                          <dt>{strings.requestKind}</dt>
                          <dd dir="ltr">{row.kind}</dd>
                          <dt>{strings.method}</dt>
                          <dd dir="ltr">{row.method}</dd>
                          <dt>{strings.status}</dt>
                          <dd dir="ltr">{row.status === 0 ? strings.noAnswer : row.status}</dd>
                          <dt>{strings.durationMs}</dt>
                          <dd dir="ltr">{row.duration.toFixed(1)}</dd>
                          <dt>{strings.requestSize}</dt>
                          <dd dir="ltr">{row.requestSize}</dd>
                          <dt>{strings.responseSize}</dt>
                          <dd dir="ltr">{row.responseSize}</dd>
                        </dl>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** What the page logged, by level and text, each jumping to its moment. */
export function ConsolePanel({
  rows,
  strings,
  moment,
}: {
  rows: readonly ConsoleRow[];
  strings: PanelStrings;
  moment: Moment;
}) {
  const [level, setLevel] = useState<ConsoleLevel | ''>('');
  const [query, setQuery] = useState('');
  const levelId = useId();
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows.filter(
    (row) => (!level || row.level === level) && words.every((word) => row.message.toLocaleLowerCase().includes(word)),
  );
  return (
    <section className="replay-panel replay-console" aria-labelledby="replay-console">
      <h2 id="replay-console">{strings.console}</h2>
      {rows.length === 0 ? (
        <p>{strings.noConsole}</p>
      ) : (
        <>
          <div className="replay-filters">
            <label htmlFor={levelId}>{strings.consoleLevel}</label>
            <select id={levelId} value={level} onChange={(event) => setLevel(event.target.value as ConsoleLevel | '')}>
              <option value="">{strings.allLevels}</option>
              {CONSOLE_LEVELS.map((one) => (
                <option key={one} value={one}>
                  {one}
                </option>
              ))}
            </select>
            <input
              type="search"
              className="replay-search"
              aria-label={strings.filterConsole}
              placeholder={strings.filterConsole}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <ol className="replay-console-list">
            {shown.map((row, index) => (
              <li key={index} data-level={row.level} dir="ltr">
                <button type="button" className="link-button" onClick={() => moment.jump(row.ts - moment.origin)}>
                  {moment.clock(row.ts - moment.origin)}
                </button>{' '}
                <span className="level">{row.level}</span> <pre>{row.message}</pre>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The page's uncaught errors, each jumping to its moment. */
export function ErrorsPanel({
  rows,
  strings,
  moment,
}: {
  rows: readonly ErrorRow[];
  strings: PanelStrings;
  moment: Moment;
}) {
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
