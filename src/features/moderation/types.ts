// The moderation API's answers (functions/src/http/routes/moderation.ts).

export type ReviewKind = 'interviewer' | 'manager' | 'company';
export type ReviewState = 'published' | 'held' | 'hidden' | 'removed';
export type ModerationAction = 'approve' | 'remove' | 'restore';
export type QueueView = 'open' | 'removed';

export type QueueItem = {
  kind: ReviewKind;
  reviewId: string;
  state: ReviewState;
  heldFor: ('profanity' | 'burst')[];
  openReports: number;
  lastReportedAt: string | null;
  updatedAt: string;
  subject: { id: string; name: string; company: string | null } | null;
  review: {
    rating: number;
    reviewText: string;
    texts: { label: string; text: string }[];
    createdAt: string;
    updatedAt: string;
  };
  reports: {
    total: number;
    open: number;
    byReason: Record<string, number>;
    items: { reason: string; details: string; createdAt: string; status: 'open' | 'resolved' }[];
  };
};

export type LogEntry = {
  _id: string;
  at: string;
  moderator: { uid: string; email: string | null };
  action: ModerationAction;
  kind: ReviewKind;
  reviewId: string;
  subjectId: string;
  reason: string;
  fromState: ReviewState;
  toState: ReviewState;
  reportsResolved: number;
};
