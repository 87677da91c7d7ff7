/**
 * Structured data for search engines (schema.org JSON-LD). `json` comes from lib/seo/json-ld.ts, which escapes `<` so
 * the script element cannot be closed from inside the data.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
