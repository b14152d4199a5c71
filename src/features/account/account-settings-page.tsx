import { type ReactNode, useId } from 'react';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { AccountHeader } from '@/features/account/components/account-header';
import { ActivitySummary } from '@/features/account/components/activity-summary';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { PasswordForm } from '@/features/account/components/password-form';
import { ProfileInfoForm } from '@/features/account/components/profile-info-form';
import { ProfileLoading } from '@/features/account/components/profile-status';
import { useProfile } from '@/features/account/use-profile';
import './account.css';

function SettingsSection({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <section className="card account-card settings-section" data-tone={tone} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** /account-settings (login required): name, activity, password and account deletion. */
export function AccountSettingsPage() {
  const { state, reload, replace } = useProfile();
  const titleId = useId();
  return (
    <section className="account-page" aria-labelledby={titleId}>
      <PageMeta title="Account settings" description="Manage your Rate My Interviewer account." noIndex />
      <AccountHeader
        titleId={titleId}
        title="Account settings"
        lead="Change your name or password, see your activity, or delete your account."
      />
      <div className="container account-container account-body">
        {state.status === 'loading' ? <ProfileLoading /> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="your profile" onRetry={reload} />
        ) : null}
        {state.status === 'ready' ? (
          <div className="settings-grid">
            <SettingsSection id="settings-profile-title" title="Profile Info">
              <ProfileInfoForm profile={state.profile} onSaved={replace} />
            </SettingsSection>
            <SettingsSection id="settings-activity-title" title="Your Activity">
              <ActivitySummary totalReviews={state.profile.totalReviews} />
            </SettingsSection>
            <SettingsSection id="settings-security-title" title="Security">
              <PasswordForm email={state.profile.email} />
            </SettingsSection>
            <SettingsSection id="settings-danger-title" title="Danger Zone" tone="danger">
              <DeleteAccountSection email={state.profile.email} />
            </SettingsSection>
          </div>
        ) : null}
      </div>
    </section>
  );
}
