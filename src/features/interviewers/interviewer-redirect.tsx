import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /interviewer/:id (the singular path SPEC.md's dialog links use): the profile at /interviewers/:id. */
export function InterviewerRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/interviewers/${encodeURIComponent(id)}${search}`} replace />;
}
