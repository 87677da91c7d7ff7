'use client';

import type { ReactNode } from 'react';
import { useSelectedLayoutSegment } from 'next/navigation';
import { STUDIO_PATH } from '@/lib/routes/pages';

/**
 * The public site's chrome (its bar, its footer), left out of the studio's pages: the studio is a tool with a header
 * of its own (components/studio/StudioHeader.tsx). The root layout cannot know the path, but its segment below
 * `[lang]` is the same on the server and in the browser, prerendered or not. Its name says nothing of the studio: a
 * client component's name is in every page's payload, the not-found screens of studio addresses included, which must
 * not tell strangers that a studio is there.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return useSelectedLayoutSegment() === STUDIO_PATH.slice(1) ? null : children;
}
