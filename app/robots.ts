import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/urls';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ingest/', '/studio'] }],
    sitemap: [`${siteUrl()}/sitemap.xml`, `${siteUrl()}/questions-sitemap.xml`],
  };
}
