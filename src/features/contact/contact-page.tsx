import { withoutHiddenCharacters } from '@contract/hidden-characters';
import { useId, useState } from 'react';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import { MessageText } from '@/components/message-icon/message-icon';
import { PageMeta } from '@/components/page-meta/page-meta';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { DraftRestoredNote } from '@/components/review-kit/draft-restored-note';
import { useSessionUid } from '@/components/session/use-session';
import { sendContactMessage } from '@/features/contact/api/send-message';
import { useDraft } from '@/lib/offline/use-draft';
import { useAttemptKey } from '@/lib/use-attempt-key';
import {
  CONTACT_PAGE,
  type ContactField,
  contactFieldErrors,
} from '../../../functions/src/domain/text/contact-form.ts';
import './contact.css';

type Field = ContactField;
const IDS: Record<Field, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};
const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' };
const RESULT_ID = 'contact-result';

/** /contact: a message to the team; all four fields required. */
export function ContactPage() {
  const titleId = useId();
  const focusAfterRender = useFocusAfterRender();
  // A long message survives a reload, a closed tab or a tap elsewhere, as review drafts do (per account).
  const draft = useDraft('contact', EMPTY, { uid: useSessionUid() });
  const values = draft.value;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per message: a retry of the same message after a failure reuses it, after a reload too.
  const attempt = useAttemptKey('POST /contact');

  const set = (field: Field) => (value: string) => {
    draft.setValue((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async () => {
    if (busy) return;
    const found = contactFieldErrors(values);
    setErrors(found);
    const first = (Object.keys(IDS) as Field[]).find((field) => found[field]);
    if (first) {
      focusAfterRender(IDS[first]);
      return;
    }
    const message = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    setBusy(true);
    setResult(null);
    try {
      await sendContactMessage(message, attempt.keyFor(message));
      attempt.settle();
      draft.clear();
      setResult('sent');
    } catch (error) {
      console.warn('Contact message failed:', error);
      setResult('failed');
    } finally {
      setBusy(false);
      focusAfterRender(RESULT_ID);
    }
  };

  return (
    <section className="contact-page" aria-labelledby={titleId}>
      <PageMeta
        title="Contact us"
        description="Questions, feedback or a problem with a review? Send the Rate My Interviewer team a message."
        canonicalPath="/contact"
      />
      <header className="contact-header">
        <div className="container contact-container">
          <p className="eyebrow contact-eyebrow">{CONTACT_PAGE.eyebrow}</p>
          <h1 id={titleId}>{CONTACT_PAGE.title}</h1>
          <p className="contact-lead">{CONTACT_PAGE.lead}</p>
        </div>
      </header>
      <div className="container contact-container contact-body">
        {/* method and action: the server's rendering of this page posts it without JavaScript. */}
        <form
          className="card form-stack"
          method="post"
          action="/contact"
          noValidate
          aria-label="Contact form"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <DraftRestoredNote draft={draft} disabled={busy} />
          <TextField
            id={IDS.name}
            name="name"
            label="Name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            error={errors.name}
            disabled={busy}
          />
          <TextField
            id={IDS.email}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
            error={errors.email}
            disabled={busy}
          />
          <TextField
            id={IDS.subject}
            name="subject"
            label="Subject"
            autoComplete="off"
            required
            value={values.subject}
            onChange={(event) => set('subject')(event.target.value)}
            error={errors.subject}
            disabled={busy}
          />
          <div className="field">
            <label htmlFor={IDS.message} className="field-label">
              Message
            </label>
            <textarea
              id={IDS.message}
              name="message"
              className="field-input contact-textarea"
              rows={5}
              required
              maxLength={5000}
              value={values.message}
              onChange={(event) => set('message')(withoutHiddenCharacters(event.target.value, 'prose'))}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${IDS.message}-error` : undefined}
              disabled={busy}
            />
            {errors.message ? (
              <p id={`${IDS.message}-error`} className="field-error">
                {errors.message}
              </p>
            ) : null}
          </div>
          <DraftNotKept notKept={draft.notKept} />
          {result === 'sent' ? (
            <FormAlert id={RESULT_ID} tone="success">
              <p>
                <MessageText text={CONTACT_PAGE.sent} />
              </p>
            </FormAlert>
          ) : null}
          {result === 'failed' ? (
            <FormAlert id={RESULT_ID}>
              <p>
                <MessageText text={CONTACT_PAGE.failed} />
              </p>
            </FormAlert>
          ) : null}
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Sending...' : 'Send Message'}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
