// The sitemap protocol's XML (sitemaps.org/protocol.html): a <urlset> per page, a <sitemapindex>
// naming the pages. Every value is entity-escaped (a URL's & must be &amp;).

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapUrl = { loc: string; lastmod?: string };

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

function entry(tag: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(url.loc)}</loc>${lastmod}</${tag}>`;
}

export function urlSet(urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => entry('url', u)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps.map((u) => entry('sitemap', u)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${body}\n</sitemapindex>\n`;
}
