'use client';

import { SITE_FLAGS } from '@/lib/recordings/site-flags';
import { useFeatureFlag } from '@/components/tracking/feature-flags';

/**
 * The footer's "Back to top" link, shown while its feature flag is on for the visitor. Its place is always taken, the
 * link only hidden, so the flags' arrival after the page painted moves nothing. A signed-in member's flags are known
 * before that: the pre-paint script marks `<html data-flags>` and app/globals.css shows the link in the first frame
 * (docs/decisions/0110-flags-at-render.md). `#top` is the document's top by HTML's own rule, with no element to name.
 */
export function BackToTop({ label }: { label: string }) {
  const on = useFeatureFlag(SITE_FLAGS.backToTop, false) !== false;
  return (
    <a
      href="#top"
      className="back-to-top"
      data-flag={SITE_FLAGS.backToTop}
      data-on={on}
      style={on ? undefined : { visibility: 'hidden' }}
      tabIndex={on ? undefined : -1}
      aria-hidden={on ? undefined : true}
    >
      {label}
    </a>
  );
}
