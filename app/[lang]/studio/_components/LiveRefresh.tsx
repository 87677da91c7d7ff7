'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Reloads the page's server-rendered data every `everyMs` (the Live page's list), while the tab is visible. */
export function LiveRefresh({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
