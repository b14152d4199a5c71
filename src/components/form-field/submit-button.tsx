import type { ReactNode } from 'react';

/**
 * A form's submit button for a form that stays on screen after it is sent: while busy it is announced
 * unavailable (aria-disabled) rather than `disabled`, which would drop the focus of the button just
 * pressed to the page. Its form's submit handler ignores a press while busy.
 */
export function SubmitButton({
  busy,
  className = 'btn btn-primary',
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}
