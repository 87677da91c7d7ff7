import 'server-only';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { questionPageTag } from '@/lib/http/cache-invalidation';
import { cachedPagesChanging } from '@/lib/change-feed/cached-pages';
import { questionPagePaths } from '@/lib/routes/pages';

/*
 * Pages cached and served to everyone (`rendering: 'cached'` in lib/routes/pages.ts) are rendered anew only when a
 * server action says that what they show has changed. Called from the actions, after the change is stored: the
 * next request for any of the page's languages and orders renders it again, so a new answer or vote is visible at
 * once to everyone (the action's own refresh() included).
 */

/**
 * Every cached home feed (app/[lang]/home/[feed]) shows something that changed: a new question, an answer or a vote
 * (the cards' counts and the orders), an edited title. All views at once: which of them show the question is not
 * worth knowing, and a feed is rendered again only when asked for.
 */
export function feedPagesChanged(): void {
  revalidatePath('/[lang]/home/[feed]', 'page');
}

/**
 * A question's cached pages (every language, every answer order) show something that changed: its text, an answer, a
 * score. The site's own response cache (server/response-cache.ts) keeps them too: it forgets them now and keeps none until
 * the action has answered, when Next.js has forgotten its own copies (it does so as the action ends).
 */
export function questionPageChanged(slug: string): void {
  const done = cachedPagesChanging([questionPageTag(slug)]);
  for (const path of questionPagePaths(slug)) revalidatePath(path);
  after(done);
}
