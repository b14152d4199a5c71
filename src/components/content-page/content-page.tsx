import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import './content-page.css';

type ContentPageProps = {
  /** Small label above the title, e.g. "Legal". */
  eyebrow?: string;
  title: string;
  /** Introductory paragraph under the title. */
  lead?: ReactNode;
  /** Extra line under the lead, e.g. the effective date. */
  meta?: ReactNode;
  children: ReactNode;
  /** Render the body full width instead of at reading width (e.g. grids of cards). */
  wide?: boolean;
  /**
   * An article read from top to bottom: its title band and text are one column at reading width, centred
   * on the page (left-aligned in the page's width, a laptop's right third was empty beside the text).
   */
  article?: boolean;
};

/** The id a fragment names; a malformed escape (a hand-typed or cut-off link) names none, instead of throwing. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Layout for text-heavy pages: a title band and a readable body (styles under `.prose`). */
export function ContentPage({
  eyebrow,
  title,
  lead,
  meta,
  children,
  wide = false,
  article = false,
}: ContentPageProps) {
  const { hash } = useLocation();
  // Pages load lazily, so on a direct visit to /page#section the browser looked for the anchor too early.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (hash.length > 1) document.getElementById(fragmentId(hash))?.scrollIntoView();
  }, []);

  return (
    <article className={article ? 'content-page content-page-article' : 'content-page'}>
      <header className="content-page-header">
        <div className="container">
          {eyebrow ? <p className="content-page-eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <p className="content-page-lead">{lead}</p> : null}
          {meta ? <p className="content-page-meta">{meta}</p> : null}
        </div>
      </header>
      <div className="container">
        <div className={wide ? 'content-page-body' : 'content-page-body prose'}>{children}</div>
      </div>
    </article>
  );
}
