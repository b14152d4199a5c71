import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/dialog/dialog';
import { STATUS_LABELS } from '@/features/interviewers/rating';
import { INTERVIEW_STATUSES, type Interviewer } from '@/features/interviewers/types';

/** The profile link that opens the review form with the outcome chosen. */
export function profileWithStatus(id: string, status: string): string {
  return `/interviewers/${encodeURIComponent(id)}?${new URLSearchParams({ status })}`;
}

type Props = { interviewer: Interviewer | null; onClose: () => void };

/**
 * 'Are you here to...' (Submit a Review / Just View Profile), then, only on Submit a Review,
 * 'How did your interview go?' with the four outcomes, each leading to the profile with ?status=.
 */
export function InterviewerChoiceDialog({ interviewer, onClose }: Props) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'intent' | 'outcome'>('intent');
  const close = () => {
    setStep('intent');
    onClose();
  };
  const who = interviewer ? (
    <>
      <strong>{interviewer.name}</strong>
      {interviewer.position ? `, ${interviewer.position}` : ''} at {interviewer.company.name}
    </>
  ) : null;

  return (
    <Dialog
      open={interviewer !== null}
      onClose={close}
      step={step}
      title={step === 'intent' ? 'Are you here to...' : 'How did your interview go?'}
      description={who}
    >
      {interviewer && step === 'intent' ? (
        <ul className="dialog-choices">
          <li>
            <button type="button" className="btn btn-primary" onClick={() => setStep('outcome')}>
              Submit a Review
            </button>
          </li>
          <li>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => navigate(`/interviewers/${encodeURIComponent(interviewer._id)}`)}
            >
              Just View Profile
            </button>
          </li>
        </ul>
      ) : null}
      {interviewer && step === 'outcome' ? (
        <>
          <ul className="dialog-choices">
            {INTERVIEW_STATUSES.map((status) => (
              <li key={status}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => navigate(profileWithStatus(interviewer._id, status))}
                >
                  {STATUS_LABELS[status]}
                </button>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button type="button" className="btn-link" onClick={() => setStep('intent')}>
              Back
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
