import type { ReactNode } from 'react';

/** The title band at the top of the interviewer-area pages. */
export function PageHeader({
  titleId,
  eyebrow,
  title,
  lead,
  children,
}: {
  titleId: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="iv-header">
      <div className="container">
        {eyebrow ? <p className="eyebrow iv-eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId}>{title}</h1>
        {lead ? <p className="iv-lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
