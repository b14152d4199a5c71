import './review-kit.css';

/**
 * What a form says when its draft could not be saved (useDraft's `notKept`: storage full, or none in
 * private browsing). Without it the form looked as safe as any other, and closing it lost the words.
 */
export const DRAFT_NOT_KEPT_MESSAGE =
  'This browser is not keeping a draft of what you write here (private browsing or a full disk can stop it). ' +
  'Your words stay while this page is open: copy them somewhere before you leave it.';

/**
 * The note, shown while the form's latest save was refused. The status region is there from the start
 * (empty, unstyled), so a screen reader says the note when it appears.
 */
export function DraftNotKept({ notKept }: { notKept: boolean }) {
  return (
    <div role="status" className="rk-draft-status">
      {notKept ? <p className="rk-draft-note">{DRAFT_NOT_KEPT_MESSAGE}</p> : null}
    </div>
  );
}
