import { type FormEvent, useState } from 'react';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import { SubmitButton } from '@/components/form-field/submit-button';
import { MAX_NAME_LENGTH, nameError } from '@/components/form-field/validators';
import { showToast } from '@/components/toast/toast-store';
import type { Profile } from '@/features/account/api/profile';
import { updateName } from '@/features/account/api/update-name';
import { formatLongDate } from '@/features/account/format-date';
import { ApiError } from '@/lib/api-client';

const NAME_ID = 'settings-name';
const ALERT_ID = 'settings-name-alert';

/** Profile Info: the name (editable), the email (fixed) and the date the account was created. */
export function ProfileInfoForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();
  const unchanged = name.trim() === profile.name;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = nameError(name);
    setError(problem);
    setFormError(null);
    if (problem) {
      focusLater(NAME_ID);
      return;
    }
    if (unchanged) {
      showToast('Your name is already up to date.', 'info');
      return;
    }
    setBusy(true);
    try {
      const updated = await updateName(name.trim());
      onSaved(updated);
      setName(updated.name);
      showToast('Your name has been updated.');
    } catch (failure) {
      setFormError(
        failure instanceof ApiError ? failure.message : 'Could not save your name. Please try again.',
      );
      focusLater(ALERT_ID);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" noValidate onSubmit={onSubmit} aria-labelledby="settings-profile-title">
      {formError ? <FormAlert id={ALERT_ID}>{formError}</FormAlert> : null}
      <TextField
        id={NAME_ID}
        label="Name"
        autoComplete="name"
        required
        maxLength={MAX_NAME_LENGTH}
        hint="Never shown with your reviews."
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      {/* Shown as text, not as a disabled input: an input cannot wrap, and a long address was cut off
          on a phone. */}
      <dl className="field account-fixed-field">
        <dt className="field-label">Email</dt>
        <dd className="field-hint">Your email address cannot be changed.</dd>
        <dd className="account-fixed-value">{profile.email}</dd>
      </dl>
      <p className="account-joined">
        Joined <strong>{formatLongDate(profile.createdAt)}</strong>
      </p>
      <div>
        <SubmitButton busy={busy}>{busy ? 'Saving…' : 'Save changes'}</SubmitButton>
      </div>
    </form>
  );
}
