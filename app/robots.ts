import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/urls';

export const dynamic = 'force-static';

/**
 * The studio is not named: it is the not-found page for everyone but the product team, so crawlers find nothing there,
 * and a Disallow line would only tell the world where the product team works.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ingest/'] }],
    sitemap: [`${siteUrl()}/sitemap.xml`, `${siteUrl()}/questions-sitemap.xml`],
  };
}
