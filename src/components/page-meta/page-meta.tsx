import { useLocation } from 'react-router-dom';
import { absoluteUrl, SITE_NAME } from '@/config/site';

export type PageMetaProps = {
  /** Page title without the site name; the site name is appended (the landing page passes SITE_NAME). */
  title: string;
  /** One or two sentences, ideally 70-160 characters. */
  description: string;
  /** Canonical path such as '/team'. Defaults to the current pathname. */
  canonicalPath?: string;
  /** For error and private pages: adds robots noindex and omits the canonical link. */
  noIndex?: boolean;
  /** Structured data (schema.org), serialised into a JSON-LD script. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/** Builds the document title: "Team | Rate My Interviewer", or just the site name. */
export function formatTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Head metadata for a page. React 19 hoists <title>, <meta> and <link> into <head> and removes
 * them when the page unmounts, so render exactly one <PageMeta> per page.
 */
export function PageMeta({ title, description, canonicalPath, noIndex = false, jsonLd }: PageMetaProps) {
  const { pathname } = useLocation();
  const canonical = absoluteUrl(canonicalPath ?? pathname);
  return (
    <>
      <title>{formatTitle(title)}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
    </>
  );
}
