'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '@/lib/routes/deferred-hydration';

/**
 * Says the page is hydrated: `<html data-hydrated>` and the window event HYDRATED_EVENT, on which a reader page's
 * loader clicks again a button clicked before then (lib/routes/deferred-hydration.ts). The layout renders it last, in
 * the consent banner's boundary, so its effect runs once the banner (which "Privacy settings" opens) is hydrated too.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
