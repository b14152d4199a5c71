import { Link } from 'react-router-dom';
import './anonymity-note.css';

/**
 * The note review forms show above their submit button (issue 9): reviews
 * are anonymous, but details and style can still give a writer away in a
 * small team; the guidelines say what is allowed and how moderation works.
 *   <AnonymityNote />
 */
export function AnonymityNote({ className }: { className?: string }) {
  return (
    <aside
      className={className ? `anonymity-note ${className}` : 'anonymity-note'}
      aria-label="About anonymity"
    >
      <p>
        <strong>Your review is anonymous.</strong> Your name is never shown, but small teams may recognise you
        by details and style. Leave out things only you would know. No email addresses, phone numbers or
        links: see the <Link to="/guidelines">review guidelines</Link>.
      </p>
    </aside>
  );
}
