import type { ReactNode } from 'react';

/** Title band of the account screens. */
export function AccountHeader({ titleId, title, lead }: { titleId: string; title: string; lead: ReactNode }) {
  return (
    <header className="account-header">
      <div className="container account-container">
        <p className="eyebrow account-eyebrow">Your account</p>
        <h1 id={titleId}>{title}</h1>
        <p className="account-lead">{lead}</p>
      </div>
    </header>
  );
}
