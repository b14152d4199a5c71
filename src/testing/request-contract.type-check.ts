// Compile-time check, run by `npx tsc -b` (never imported, so never bundled): every request body the
// PWA sends, with every field it sends, is a body the API's contract accepts (the zod schemas in
// functions/src/contract/*-requests.ts the routes validate with). Renaming, removing or retyping a
// request field there fails the PWA's type check here, and at the call sites that build the body.
import type {
  AccountDeletionRequest,
  ContactRequest,
  ForgotPasswordRequest,
  ModerationActionRequest,
  PasswordChangeRequest,
  RegisterRequest,
  RenameRequest,
  ReportRequest,
  ResendOtpRequest,
  ResetPasswordRequest,
  VerifyOtpRequest,
} from '@contract/account-requests';
import type {
  CompanyReviewRequest,
  InterviewerReviewRequest,
  ManagerReviewRequest,
} from '@contract/review-requests';
import type {
  NewCompanyRequest,
  NewInterviewerRequest,
  RateInterviewerRequest,
  RateManagerRequest,
} from '@contract/subject-requests';

const managerReview = {
  rating: 4,
  reviewText: 'Clear expectations.',
  reviewLeadership: '',
  reviewCommunicationText: '',
  reviewSupport: '',
  anonymous: true,
  leadership: 4,
  communication: 0,
  teamwork: 3,
  empathy: 5,
  fairness: 2,
};

export const requestBodies = {
  interviewerReview: {
    interviewerId: 'i1',
    rating: 5,
    reviewText: 'Friendly and fair.',
    interviewStatus: 'cleared',
    anonymous: false,
  } satisfies InterviewerReviewRequest,
  managerReview: { managerId: 'm1', ...managerReview } satisfies ManagerReviewRequest,
  companyReview: {
    companyId: 'c1',
    rating: 4,
    isAnonymous: true,
    ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 0, diversity: 4 },
    reviews: { treatment: '', careerGrowth: '', diversity: '', pros: 'Pay', cons: '', advice: '' },
  } satisfies CompanyReviewRequest,
  rateManager: {
    companyName: 'Acme',
    branch: { city: 'Berlin', location: ['Mitte'] },
    departmentName: 'Sales',
    manager: { name: 'Ada', position: 'Lead' },
    review: managerReview,
  } satisfies RateManagerRequest,
  rateManagerById: {
    companyId: 'c1',
    branch: { city: 'Berlin', location: [] },
    departmentId: 'd1',
    manager: { name: 'Ada', position: 'Lead' },
    review: managerReview,
  } satisfies RateManagerRequest,
  rateInterviewer: {
    companyName: 'Acme',
    interviewer: { name: 'Ada', position: '' },
    review: { rating: 5, reviewText: 'Friendly and fair.', interviewStatus: null, anonymous: true },
  } satisfies RateInterviewerRequest,
  rateInterviewerById: {
    companyId: 'c1',
    interviewer: { name: 'Ada', position: 'Lead' },
    review: { rating: 3, reviewText: 'Fine.', interviewStatus: 'cleared', anonymous: true },
  } satisfies RateInterviewerRequest,
  newInterviewer: {
    name: 'Ada',
    company: { _id: 'c1' },
    position: 'Lead',
    linkedin: 'https://www.linkedin.com/in/ada',
    email: 'ada@example.com',
    tags: 'friendly, fair',
  } satisfies NewInterviewerRequest,
  newInterviewerAtNewCompany: { name: 'Ada', company: { name: 'Acme' } } satisfies NewInterviewerRequest,
  newCompany: { name: 'Acme' } satisfies NewCompanyRequest,
  register: { name: 'Ada', email: 'ada@example.com', password: 'long enough' } satisfies RegisterRequest,
  verifyOtp: { email: 'ada@example.com', otp: '012345', password: 'long enough' } satisfies VerifyOtpRequest,
  resendOtp: { email: 'ada@example.com' } satisfies ResendOtpRequest,
  forgotPassword: { email: 'ada@example.com' } satisfies ForgotPasswordRequest,
  resetPassword: {
    email: 'ada@example.com',
    otp: '012345',
    newPassword: 'long enough',
  } satisfies ResetPasswordRequest,
  rename: { name: 'Ada' } satisfies RenameRequest,
  changePassword: { currentPassword: 'old', newPassword: 'long enough' } satisfies PasswordChangeRequest,
  deleteAccount: { currentPassword: 'old' } satisfies AccountDeletionRequest,
  contact: {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Hello',
  } satisfies ContactRequest,
  report: { kind: 'manager', reviewId: 'r1', reason: 'spam', details: '' } satisfies ReportRequest,
  moderationAction: { reason: 'Names a person.' } satisfies ModerationActionRequest,
};
