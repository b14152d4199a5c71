import type { ReactNode } from 'react';
import './review-kit.css';

type PageBandProps = {
  titleId: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Below the lead: actions, facts. */
  children?: ReactNode;
  /** The page's content is the narrow column (rk-narrow): the title starts where that content starts. */
  narrow?: boolean;
};

/** The title band at the top of the review areas' pages. */
export function PageBand({ titleId, eyebrow, title, lead, children, narrow = false }: PageBandProps) {
  return (
    <header className="rk-band">
      <div className={narrow ? 'container rk-narrow' : 'container'}>
        {eyebrow ? <p className="eyebrow rk-eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId}>{title}</h1>
        {lead ? <p className="rk-lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
