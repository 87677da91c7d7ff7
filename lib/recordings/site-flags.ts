/**
 * The feature flags the site's own code reads (components/tracking/feature-flags.ts useFeatureFlag), by key: the demo
 * seed creates each in the site's project (off), and the studio turns them on.
 */
export const SITE_FLAGS = {
  /** The footer's "Back to top" link (components/nav/BackToTop.tsx). */
  backToTop: 'footer-back-to-top',
} as const;
