import type { ReactNode } from 'react';
import '../auth.css';

type AuthLayoutProps = {
  /** Id of the h1, so the page's <section> is named by it. */
  titleId: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (e.g. "New here? Create an account"). */
  footer?: ReactNode;
};

/** The frame of the sign-in, register, verify and reset screens: one centred card. */
export function AuthLayout({ titleId, title, intro, children, footer }: AuthLayoutProps) {
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <div className="container">
        <div className="card auth-card">
          <h1 id={titleId} className="auth-title">
            {title}
          </h1>
          {intro ? <p className="auth-intro">{intro}</p> : null}
          {children}
          {footer ? <div className="auth-footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
