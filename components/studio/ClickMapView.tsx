'use client';

import '@rrweb/replay/dist/style.css';
import { useEffect, useRef, useState } from 'react';
import type { ClickTarget } from '@/lib/studio/click-map';
import { clickBadges, type Badge, type ClickedBox } from '@/lib/studio/click-map-badges';
import { useReplayStream } from './useReplayStream';
import { useStageFit } from './useStageFit';

export type ClickMapStrings = {
  frameTitle: string;
  loading: string;
  loadFailed: string;
  notOnSnapshot: string;
  clicks: string;
};

/**
 * A page's snapshot (the latest visit's replay, paused at its page change) with every recorded click on it drawn
 * over the element clicked: a badge per element, its size growing with its share of the clicks, elements too close
 * to draw apart sharing one (lib/studio/click-map-badges.ts). Elements are measured once the snapshot's fonts are in
 * (a Persian page's text moves when its font arrives), where the stage draws them. The table beside it (on the page)
 * is the same map as text; elements the snapshot does not have are marked there.
 */
export function ClickMapView({
  dataUrl,
  at,
  targets,
  strings,
  locale,
}: {
  dataUrl: string;
  at: number;
  targets: ClickTarget[];
  strings: ClickMapStrings;
  /** The page's language for numbers (Persian digits on Persian pages). */
  locale: string;
}) {
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const { stageRef, replayerRef, progress, index, painted, origin, recorded } = useReplayStream({
    dataUrl,
    tagNames: {},
    frameTitle: strings.frameTitle,
    speed: 1,
    skipInactive: false,
    onFinish: () => undefined,
  });
  const [boxes, setBoxes] = useState<ClickedBox[] | null>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const box = useStageFit({ stageRef, recorded, zoom: 'fit' });
  const scale = box?.scale;

  useEffect(() => {
    const replayer = replayerRef.current;
    if (!progress.done || !painted || !replayer || origin === null) return;
    const page = index.markers.filter((marker) => marker.kind === 'page' && marker.ts <= at + 1).at(-1);
    replayer.pause(Math.max(0, (page?.jumpTo ?? at) - origin + 1));
    let cancelled = false;
    let frame = 0;
    const measure = () => {
      const document = replayer.iframe.contentDocument;
      const dots = dotsRef.current;
      if (cancelled || !dots || scale === undefined) return;
      // The recorded page's frame as the stage draws it (scaled, centred), from the badges' own frame.
      const drawn = replayer.iframe.getBoundingClientRect();
      const origin = dots.getBoundingClientRect();
      const found: ClickedBox[] = [];
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
          x: drawn.left - origin.left + rect.left * scale,
          y: drawn.top - origin.top + rect.top * scale,
          width: rect.width * scale,
          height: rect.height * scale,
          clicks: target.clicks,
        });
      }
      setBoxes(found);
    };
    const fonts = replayer.iframe.contentDocument?.fonts?.ready ?? Promise.resolve();
    void fonts.then(() => {
      frame = requestAnimationFrame(measure);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [progress.done, painted, origin, index.markers, at, targets, replayerRef, scale]);

  const badges: Badge[] = boxes ? clickBadges(boxes) : [];
  return (
    <div className="clickmap">
      {!progress.done && !progress.failed ? (
        <p role="status">
          {strings.loading
            .replace(/\{loaded(?:, ?number)?\}/, count(progress.loaded))
            .replace(/\{total(?:, ?number)?\}/, count(progress.total))}
        </p>
      ) : null}
      {progress.failed ? (
        <p role="alert" className="form-error">
          {strings.loadFailed}
        </p>
      ) : null}
      <div className="clickmap-frame">
        <div className="replay-stage" ref={stageRef} />
        <div className="clickmap-dots" aria-hidden="true" ref={dotsRef}>
          {badges.map((badge) => (
            <span
              key={badge.targets[0]!.selector}
              className="clickmap-dot"
              data-selector={badge.targets[0]!.selector}
              data-targets={badge.targets.length}
              style={{
                insetInlineStart: `${badge.x - badge.size / 2}px`,
                insetBlockStart: `${badge.y - badge.size / 2}px`,
                inlineSize: `${badge.size}px`,
                blockSize: `${badge.size}px`,
              }}
              title={badge.targets
                .map((target) => `${target.selector}: ${count(target.clicks)} ${strings.clicks}`)
                .join('\n')}
            >
              {count(badge.clicks)}
            </span>
          ))}
        </div>
      </div>
      {boxes ? (
        <ul className="clickmap-missing" data-testid="clickmap-missing">
          {targets
            .filter((target) => !boxes.some((one) => one.selector === target.selector))
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
