import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@/components/combobox/combobox';
import { FormAlert, TextField } from '@/components/form-field/form-field';
import { MessageText } from '@/components/message-icon/message-icon';
import { PageMeta } from '@/components/page-meta/page-meta';
import { optionalLabel, RequiredFieldsNote } from '@/components/review-kit/form-fields';
import { PageBand } from '@/components/review-kit/page-band';
import { useSuggestions } from '@/components/review-kit/use-suggestions';
import { useSessionUid } from '@/components/session/use-session';
import { RequireSignIn } from '@/components/session-actions/require-sign-in';
import { showToast } from '@/components/toast/toast-store';
import { type RateManagerBody, rateManager } from '@/features/managers/api/rate-manager';
import { suggestBranches, suggestCompanies, suggestDepartments } from '@/features/managers/api/suggestions';
import {
  draftFrom,
  type ManagerReviewDraft,
  ManagerReviewFields,
} from '@/features/managers/components/manager-review-fields';
import type { BranchSuggestion, CompanySuggestion, Department } from '@/features/managers/types';
import { failureDetail } from '@/lib/failure-message';
import { managerHref } from '@/lib/manager-area-links';
import { queuedMessage } from '@/lib/offline/outbox/queued-message';
import { MY_REVIEWS_PATH } from '@/lib/offline/outbox/sent-destination';
import { useDraft } from '@/lib/offline/use-draft';
import './managers.css';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { DraftRestoredNote } from '@/components/review-kit/draft-restored-note';
import { useFocusNextFrame } from '@/lib/use-focus-next-frame';

/** Company, branch and department suggestions wait this long after typing (SPEC.md section 9). */
export const FORM_AUTOCOMPLETE_DEBOUNCE_MS = 300;

export const REQUIRED_MESSAGE = 'Please complete all required fields and provide a rating.';
export const FAILED_MESSAGE = '❌ Submission failed. Try again.';
export const SUCCESS_MESSAGE = '✅ Submitted successfully!';
export const SIGN_IN_MESSAGE = 'You must be logged in to submit.';

export type RateManagerDraft = ManagerReviewDraft & {
  companyName: string;
  /** Set when the company was picked from the suggestions; editing the text clears it. */
  companyId: string;
  city: string;
  location: string;
  departmentName: string;
  departmentId: string;
  managerName: string;
  position: string;
};

const EMPTY: RateManagerDraft = {
  ...draftFrom(null),
  companyName: '',
  companyId: '',
  city: '',
  location: '',
  departmentName: '',
  departmentId: '',
  managerName: '',
  position: '',
};

type RequiredField = 'companyName' | 'city' | 'managerName' | 'position' | 'reviewText' | 'rating';

/** The fields SPEC.md section 5 requires that are missing. */
export function missingFields(v: RateManagerDraft): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!v.companyName.trim()) missing.push('companyName');
  if (!v.city.trim()) missing.push('city');
  if (!v.managerName.trim()) missing.push('managerName');
  if (!v.position.trim()) missing.push('position');
  if (v.rating < 1) missing.push('rating');
  if (!v.reviewText.trim()) missing.push('reviewText');
  return missing;
}

/** The one POST /api/rate-manager body for the form's values. */
export function rateManagerBody(v: RateManagerDraft): RateManagerBody {
  const departmentName = v.departmentName.trim();
  return {
    ...(v.companyId ? { companyId: v.companyId } : { companyName: v.companyName.trim() }),
    branch: {
      city: v.city.trim(),
      location: v.location
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    },
    ...(v.departmentId ? { departmentId: v.departmentId } : departmentName ? { departmentName } : {}),
    manager: { name: v.managerName.trim(), position: v.position.trim() },
    review: {
      rating: v.rating,
      reviewText: v.reviewText.trim(),
      reviewLeadership: v.reviewLeadership.trim(),
      reviewCommunicationText: v.reviewCommunicationText.trim(),
      reviewSupport: v.reviewSupport.trim(),
      anonymous: true,
      leadership: v.leadership,
      communication: v.communication,
      teamwork: v.teamwork,
      empathy: v.empathy,
      fairness: v.fairness,
    },
  };
}

/** /rate-manager (login required): a manager, where they work and a review of them, in one go. */
export function RateManagerPage() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="Rate a Manager"
        description="Rate a manager anonymously: their company, branch and department, and how they lead, communicate and treat their team."
        canonicalPath="/rate-manager"
      />
      <PageBand titleId={titleId} eyebrow="Rate a manager" title="Rate a Manager" narrow />
      <div className="container rk-body rk-narrow">
        <RequireSignIn message={SIGN_IN_MESSAGE}>
          <RateManagerForm />
        </RequireSignIn>
      </div>
    </section>
  );
}

function RateManagerForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uid = useSessionUid();
  const draft = useDraft<RateManagerDraft>('rate-manager', EMPTY, { uid });
  const v = draft.value;
  const set = <K extends keyof RateManagerDraft>(field: K, value: RateManagerDraft[K]) =>
    draft.setValue((current) => ({ ...current, [field]: value }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [invalid, setInvalid] = useState<Set<RequiredField>>(new Set());
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = useFocusNextFrame(alertRef);

  // "Rate a Manager" on a company page: that company, preselected. Not over a draft about a manager at
  // another company: its words would go to that company's page under the same name. The draft stays as
  // it is, and says so; the user may start one for the preset company instead.
  const presetId = params.get('companyId');
  const presetName = params.get('company');
  const preset = presetId && presetName ? { companyId: presetId, companyName: presetName } : null;
  const [draftElsewhere, setDraftElsewhere] = useState<string | null>(null);
  const applyPreset = () => {
    if (preset) draft.setValue((current) => ({ ...current, ...preset }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (!preset || v.companyId === preset.companyId) return;
    const drafted = v.companyName.trim();
    const sameName = drafted.toLowerCase() === preset.companyName.trim().toLowerCase();
    if (draft.restored && drafted !== '' && !sameName) setDraftElsewhere(drafted);
    else applyPreset();
  }, []);

  const companies = useSuggestions<CompanySuggestion>(
    v.companyId ? '' : v.companyName,
    FORM_AUTOCOMPLETE_DEBOUNCE_MS,
    suggestCompanies,
  );
  const branches = useSuggestions<BranchSuggestion>(
    v.city,
    FORM_AUTOCOMPLETE_DEBOUNCE_MS,
    (text, signal) => suggestBranches(v.companyId, text, signal),
    v.companyId,
    v.companyId !== '',
  );
  const departments = useSuggestions<Department>(
    v.departmentId ? '' : v.departmentName,
    FORM_AUTOCOMPLETE_DEBOUNCE_MS,
    suggestDepartments,
  );

  const errorFor = (field: RequiredField) => (invalid.has(field) ? 'Required.' : undefined);
  const clearInvalid = (field: RequiredField) => {
    if (invalid.has(field)) setInvalid((s) => new Set([...s].filter((f) => f !== field)));
  };

  const onSubmit = async () => {
    if (busy) return;
    const missing = missingFields(v);
    if (missing.length > 0) {
      setInvalid(new Set(missing));
      setError({ message: REQUIRED_MESSAGE });
      focusAlert();
      return;
    }
    setInvalid(new Set());
    setError(null);
    setBusy(true);
    try {
      const result = await rateManager(rateManagerBody(v));
      draft.clear();
      if (result.status === 'queued') {
        showToast(queuedMessage(result.entry), 'info');
        navigate('/outbox');
      } else {
        showToast(SUCCESS_MESSAGE);
        // Waiting for its moment, a review (and a profile made for it) is shown to its author in My
        // reviews alone: a new manager's page is not public before the review is.
        const waits = result.data.review.status === 'scheduled';
        navigate(waits ? MY_REVIEWS_PATH : managerHref(result.data.manager));
      }
    } catch (failure) {
      console.warn('Rate-manager failed:', failure);
      setBusy(false);
      const detail = failureDetail(failure);
      setError({ message: FAILED_MESSAGE, ...(detail ? { detail } : {}) });
      focusAlert();
    }
  };

  const companyOptions: ComboboxOption[] = companies.items.map((company) => ({
    key: company._id,
    content: <span className="combobox-option-primary">{company.name}</span>,
  }));
  const branchOptions: ComboboxOption[] = branches.items.map((branch) => ({
    key: branch._id,
    content: (
      <>
        <span className="combobox-option-primary">{branch.city}</span>
        {branch.location.length > 0 ? (
          <span className="combobox-option-secondary">{branch.location.join(', ')}</span>
        ) : null}
      </>
    ),
  }));
  const departmentOptions: ComboboxOption[] = departments.items.map((department) => ({
    key: department._id,
    content: <span className="combobox-option-primary">{department.name}</span>,
  }));

  const companyHint = v.companyId
    ? `${v.companyName} is on the site already: the review counts for it.`
    : v.companyName.trim()
      ? 'Not in the list? It will be added when you submit.'
      : 'Start typing to pick a company that is already on the site.';

  return (
    <form
      className="card form-stack mg-rate-form"
      aria-label="Rate a manager"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <RequiredFieldsNote />
      <DraftRestoredNote
        draft={draft}
        disabled={busy}
        withTime
        // The user's choice: that draft goes, as with Discard draft (and Undo brings it back, note and all).
        other={
          draftElsewhere && preset
            ? {
                note: `This draft is about a manager at ${draftElsewhere}, not ${preset.companyName}: submit it or change it here.`,
                label: `Discard it and rate a manager at ${preset.companyName}`,
                afterwards: applyPreset,
              }
            : null
        }
      />

      <fieldset className="mg-fieldset" disabled={busy}>
        <legend>Where they work</legend>
        <Combobox
          id="rm-company"
          label="Company"
          labelClassName="field-label"
          inputClassName="field-input"
          className="field"
          value={v.companyName}
          onValueChange={(text) => {
            draft.setValue((current) => ({ ...current, companyName: text, companyId: '' }));
            clearInvalid('companyName');
          }}
          options={companyOptions}
          active={companies.active}
          loading={companies.loading}
          emptyText=""
          listLabel="Matching companies"
          maxHeight="10rem"
          onSelect={(key) => {
            const company = companies.items.find((c) => c._id === key);
            if (company) {
              draft.setValue((current) => ({
                ...current,
                companyName: company.name,
                companyId: company._id,
              }));
            }
          }}
          required
          aria-required="true"
          aria-invalid={errorFor('companyName') ? true : undefined}
          aria-describedby={`rm-company-hint${errorFor('companyName') ? ' rm-company-error' : ''}`}
          afterInput={
            <>
              <p id="rm-company-hint" className="field-hint">
                {companyHint}
              </p>
              {errorFor('companyName') ? (
                <p id="rm-company-error" className="field-error">
                  Enter the company.
                </p>
              ) : null}
            </>
          }
        />
        <Combobox
          id="rm-city"
          label="Branch city"
          labelClassName="field-label"
          inputClassName="field-input"
          className="field"
          value={v.city}
          onValueChange={(text) => {
            set('city', text);
            clearInvalid('city');
          }}
          options={branchOptions}
          active={branches.active}
          loading={branches.loading}
          emptyText=""
          listLabel="Branches of this company"
          maxHeight="10rem"
          onSelect={(key) => {
            const branch = branches.items.find((b) => b._id === key);
            if (branch) {
              draft.setValue((current) => ({
                ...current,
                city: branch.city,
                location: branch.location.join(', '),
              }));
            }
          }}
          required
          aria-required="true"
          aria-invalid={errorFor('city') ? true : undefined}
          aria-describedby={errorFor('city') ? 'rm-city-error' : undefined}
          afterInput={
            errorFor('city') ? (
              <p id="rm-city-error" className="field-error">
                Enter the city of the branch.
              </p>
            ) : null
          }
        />
        <TextField
          id="rm-location"
          label={optionalLabel('Specific branch location')}
          hint="Neighbourhood or street, e.g. Indiranagar, 100 Feet Road"
          value={v.location}
          maxLength={250}
          onChange={(event) => set('location', event.target.value)}
        />
        <Combobox
          id="rm-department"
          label={optionalLabel('Department')}
          labelClassName="field-label"
          inputClassName="field-input"
          className="field"
          value={v.departmentName}
          onValueChange={(text) =>
            draft.setValue((current) => ({ ...current, departmentName: text, departmentId: '' }))
          }
          options={departmentOptions}
          active={departments.active}
          loading={departments.loading}
          emptyText=""
          listLabel="Matching departments"
          maxHeight="10rem"
          onSelect={(key) => {
            const department = departments.items.find((d) => d._id === key);
            if (department) {
              draft.setValue((current) => ({
                ...current,
                departmentName: department.name,
                departmentId: department._id,
              }));
            }
          }}
        />
      </fieldset>

      <fieldset className="mg-fieldset" disabled={busy}>
        <legend>The manager</legend>
        <TextField
          id="rm-name"
          label="Manager name"
          value={v.managerName}
          maxLength={120}
          required
          autoComplete="off"
          error={errorFor('managerName') ? 'Enter the manager’s name.' : undefined}
          onChange={(event) => {
            set('managerName', event.target.value);
            clearInvalid('managerName');
          }}
        />
        <TextField
          id="rm-position"
          label="Position"
          hint="e.g. Head Chef, Restaurant Manager, Engineering Manager"
          value={v.position}
          maxLength={120}
          required
          autoComplete="off"
          error={errorFor('position') ? 'Enter their position.' : undefined}
          onChange={(event) => {
            set('position', event.target.value);
            clearInvalid('position');
          }}
        />
      </fieldset>

      <fieldset className="mg-fieldset" disabled={busy}>
        <legend>Your review</legend>
        <ManagerReviewFields
          value={v}
          onChange={(field, next) => {
            draft.setValue((current) => ({ ...current, [field]: next }));
            if (field === 'rating' || field === 'reviewText') clearInvalid(field);
          }}
          disabled={busy}
          ids={{ rating: 'rm-rating', text: 'rm-text' }}
          textLabel="Review"
          errors={{
            rating: errorFor('rating') ? 'Choose a rating from 1 to 5 stars.' : undefined,
            reviewText: errorFor('reviewText') ? 'Write your review.' : undefined,
          }}
        />
      </fieldset>

      <DraftNotKept notKept={draft.notKept} />
      <AnonymityNote />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>
            <MessageText text={error.message} />
          </p>
          {error.detail ? <p>{error.detail}</p> : null}
        </FormAlert>
      ) : null}

      <div className="rk-row">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </button>
        <Link to="/search-managers" className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
