import type { MetadataRoute } from 'next';
import { getLibrary } from '@/lib/content/load';
import { sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(getLibrary());
}
