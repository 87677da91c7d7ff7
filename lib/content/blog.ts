import type { BlogPost, Library } from './library';

/** How many of the newest posts /blog shows; the rest are on /more-blogs. */
export const BLOG_INDEX_SIZE = 6;

export function newestPosts(library: Library): BlogPost[] {
  return library.blog.slice(0, BLOG_INDEX_SIZE);
}

export function olderPosts(library: Library): BlogPost[] {
  return library.blog.slice(BLOG_INDEX_SIZE);
}
