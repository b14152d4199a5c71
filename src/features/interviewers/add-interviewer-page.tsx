import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import { PageMeta } from '@/components/page-meta/page-meta';
import { optionalLabel, RequiredFieldsNote } from '@/components/review-kit/form-fields';
import { PageBand } from '@/components/review-kit/page-band';
import { RequireSignIn } from '@/components/session-actions/require-sign-in';
import { showToast } from '@/components/toast/toast-store';
import { createInterviewer, type NewInterviewer } from '@/features/interviewers/api/create-interviewer';
import { CompanyField, type CompanyValue } from '@/features/interviewers/components/company-field';
import {
  isEmail,
  linkedinAddressProblem,
  NOT_A_WEB_ADDRESS,
  splitTags,
} from '@/features/interviewers/field-rules';
import { ApiError } from '@/lib/api-client';
import { useAttemptKey } from '@/lib/use-attempt-key';
import './interviewers.css';

type Errors = Partial<Record<'name' | 'company' | 'linkedin' | 'email', string>>;

const IDS = {
  name: 'add-interviewer-name',
  company: 'add-interviewer-company',
  position: 'add-interviewer-position',
  linkedin: 'add-interviewer-linkedin',
  email: 'add-interviewer-email',
  tags: 'add-interviewer-tags',
} as const;

/** /add-interviewer (login required): a new interviewer, then their profile. */
export function AddInterviewerPage() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="Add an interviewer"
        description="Add an interviewer or hiring manager so candidates can review them."
        canonicalPath="/add-interviewer"
      />
      <PageBand
        titleId={titleId}
        eyebrow="Interviewers"
        title="Add an interviewer"
        lead="Can’t find who interviewed you? Add them, then share how it went."
        narrow
      />
      <div className="container rk-narrow rk-body">
        <RequireSignIn message="You need to be logged in to add an interviewer.">
          <AddInterviewerForm />
        </RequireSignIn>
      </div>
    </section>
  );
}

function AddInterviewerForm() {
  const navigate = useNavigate();
  const focusAfterRender = useFocusAfterRender();
  const attemptKey = useAttemptKey('POST /interviewers');
  const [name, setName] = useState('');
  const [company, setCompany] = useState<CompanyValue>({ name: '', id: null });
  const [position, setPosition] = useState('');
  const [linkedin, setLinkedin] = useState('');
  const [email, setEmail] = useState('');
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!name.trim()) found.name = 'Enter the interviewer’s name.';
    if (!company.name.trim()) found.company = 'Enter or choose a company.';
    const linkedinProblem = linkedin.trim() ? linkedinAddressProblem(linkedin.trim()) : null;
    if (linkedinProblem === NOT_A_WEB_ADDRESS) {
      found.linkedin = 'Enter a URL starting with https://, like https://www.linkedin.com/in/name.';
    } else if (linkedinProblem) {
      found.linkedin = `The LinkedIn URL ${linkedinProblem}.`;
    }
    if (email.trim() && !isEmail(email.trim()))
      found.email = 'Enter a valid email address, like name@example.com.';
    return found;
  };

  const onSubmit = async () => {
    if (busy) return;
    const found = validate();
    setErrors(found);
    const first = (Object.keys(IDS) as (keyof typeof IDS)[]).find((field) => field in found);
    if (first) {
      focusAfterRender(IDS[first]);
      return;
    }
    const payload = {
      name: name.trim(),
      company: company.id ? { _id: company.id } : { name: company.name.trim() },
      position: position.trim(),
      linkedin: linkedin.trim(),
      email: email.trim(),
      tags: splitTags(tags).join(', '),
    } satisfies NewInterviewer;
    setBusy(true);
    setFailure(null);
    try {
      const interviewer = await createInterviewer(payload, attemptKey.keyFor(payload));
      attemptKey.settle();
      showToast('Interviewer added successfully!');
      navigate(`/interviewers/${encodeURIComponent(interviewer._id)}`);
    } catch (error) {
      console.warn('Failed to add interviewer.', error);
      setBusy(false);
      const detail = error instanceof ApiError && error.status === 400 ? error.message : null;
      setFailure(detail ? `Failed to add interviewer. ${detail}` : 'Failed to add interviewer.');
      focusAfterRender('add-interviewer-failure');
    }
  };

  return (
    <form
      className="card form-stack"
      noValidate
      aria-label="Add an interviewer"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <RequiredFieldsNote />
      <TextField
        id={IDS.name}
        label="Name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
        disabled={busy}
      />
      <CompanyField
        id={IDS.company}
        value={company}
        onChange={setCompany}
        required
        hint="Choose from the suggestions, or type a new company."
        error={errors.company}
        disabled={busy}
      />
      <TextField
        id={IDS.position}
        label={optionalLabel('Position')}
        autoComplete="off"
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        placeholder="e.g. Engineering Manager"
        disabled={busy}
      />
      <TextField
        id={IDS.linkedin}
        label={optionalLabel('LinkedIn URL')}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={linkedin}
        onChange={(event) => setLinkedin(event.target.value)}
        placeholder="https://www.linkedin.com/in/…"
        error={errors.linkedin}
        disabled={busy}
      />
      <TextField
        id={IDS.email}
        label={optionalLabel('Email')}
        // Without it, people took this for their own address, which the interviewer's public profile answer carries.
        hint="The interviewer’s work email, if you know it. Not your own: it is public."
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        disabled={busy}
      />
      <TextField
        id={IDS.tags}
        label={optionalLabel('Tags')}
        hint="Separate tags with commas, e.g. system design, behavioural."
        autoComplete="off"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        disabled={busy}
      />
      {failure ? (
        <FormAlert id="add-interviewer-failure">
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <div className="rk-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Adding...' : 'Add Interviewer'}
        </button>
      </div>
    </form>
  );
}
