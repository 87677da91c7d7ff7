'use client';

import '@rrweb/replay/dist/style.css';
import { useEffect, useState } from 'react';
import type { ClickTarget } from '@/lib/studio/click-map';
import { useReplayStream } from './useReplayStream';

export type ClickMapStrings = {
  frameTitle: string;
  loading: string;
  loadFailed: string;
  notOnSnapshot: string;
  clicks: string;
};

interface Dot {
  selector: string;
  x: number;
  y: number;
  width: number;
  height: number;
  clicks: number;
}

/**
 * A page's snapshot (the latest visit's replay, paused at its page change) with every recorded click on it drawn
 * over the element clicked: a badge per element, its size growing with its share of the clicks. The table beside it
 * (on the page) is the same map as text; elements the snapshot does not have are marked there.
 */
export function ClickMapView({
  dataUrl,
  at,
  targets,
  strings,
}: {
  dataUrl: string;
  at: number;
  targets: ClickTarget[];
  strings: ClickMapStrings;
}) {
  const { stageRef, replayerRef, progress, index, painted, origin } = useReplayStream({
    dataUrl,
    tagNames: {},
    frameTitle: strings.frameTitle,
    speed: 1,
    skipInactive: false,
    onFinish: () => undefined,
  });
  const [dots, setDots] = useState<Dot[] | null>(null);

  useEffect(() => {
    const replayer = replayerRef.current;
    if (!progress.done || !painted || !replayer || origin === null) return;
    const page = index.markers.filter((marker) => marker.kind === 'page' && marker.ts <= at + 1).at(-1);
    replayer.pause(Math.max(0, (page?.jumpTo ?? at) - origin + 1));
    const frame = requestAnimationFrame(() => {
      const document = replayer.iframe.contentDocument;
      const scale = Number(/scale\(([\d.]+)\)/.exec(replayer.wrapper.style.transform)?.[1] ?? 1);
      const found: Dot[] = [];
      for (const target of targets) {
        let element: Element | null = null;
        try {
          element = document?.querySelector(target.selector) ?? null;
        } catch {
          // A selector the recorded page cannot parse: listed, not drawn.
        }
        if (!element) continue;
        const rect = element.getBoundingClientRect();
        found.push({
          selector: target.selector,
          x: rect.left * scale,
          y: rect.top * scale,
          width: rect.width * scale,
          height: rect.height * scale,
          clicks: target.clicks,
        });
      }
      setDots(found);
    });
    return () => cancelAnimationFrame(frame);
  }, [progress.done, painted, origin, index.markers, at, targets, replayerRef]);

  const most = Math.max(1, ...targets.map((target) => target.clicks));
  return (
    <div className="clickmap">
      {!progress.done && !progress.failed ? (
        <p role="status">
          {strings.loading.replace('{loaded}', String(progress.loaded)).replace('{total}', String(progress.total))}
        </p>
      ) : null}
      {progress.failed ? (
        <p role="alert" className="form-error">
          {strings.loadFailed}
        </p>
      ) : null}
      <div className="clickmap-frame">
        <div className="replay-stage" ref={stageRef} />
        <div className="clickmap-dots" aria-hidden="true">
          {(dots ?? []).map((dot) => {
            const size = 18 + Math.round(22 * (dot.clicks / most));
            return (
              <span
                key={dot.selector}
                className="clickmap-dot"
                data-selector={dot.selector}
                style={{
                  insetInlineStart: `${dot.x + dot.width / 2 - size / 2}px`,
                  insetBlockStart: `${dot.y + dot.height / 2 - size / 2}px`,
                  inlineSize: `${size}px`,
                  blockSize: `${size}px`,
                }}
                title={`${dot.selector}: ${dot.clicks} ${strings.clicks}`}
              >
                {dot.clicks}
              </span>
            );
          })}
        </div>
      </div>
      {dots ? (
        <ul className="clickmap-missing" data-testid="clickmap-missing">
          {targets
            .filter((target) => !dots.some((dot) => dot.selector === target.selector))
            .map((target) => (
              <li key={target.selector} dir="ltr">
                <code>{target.selector}</code> — {strings.notOnSnapshot}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
