// Test data in the API's shapes, for the manager-area component tests.
import type { ManagerDetails, ManagerReview, ManagerSummary } from '@/features/managers/types';

export function aManager(overrides: Partial<ManagerDetails> = {}): ManagerDetails {
  return {
    _id: 'm1',
    name: 'Rohan Mehta',
    position: 'Head Chef',
    company: { _id: 'c1', name: 'Harbor & Vine Bistro' },
    branch: { _id: 'b1', name: '', city: 'Bengaluru', location: ['Indiranagar'] },
    department: { _id: 'd1', name: 'Kitchen' },
    averageRating: 4.25,
    rating: 4.25,
    reviewCount: 4,
    createdAt: '2026-10-01T10:00:00.000Z',
    distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
    aspectAverages: { leadership: 4.5, communication: 4, teamwork: 0, empathy: 3.5, fairness: 5 },
    aspectCounts: { leadership: 4, communication: 3, teamwork: 0, empathy: 1, fairness: 2 },
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ManagerSummary> = {}): ManagerSummary {
  const { distribution: _d, aspectAverages: _a, aspectCounts: _c, ...summary } = aManager();
  return { ...summary, ...overrides };
}

export function aReview(overrides: Partial<ManagerReview> = {}): ManagerReview {
  return {
    _id: 'r1',
    manager: 'm1',
    rating: 4,
    reviewText: 'Fair and calm.',
    reviewLeadership: 'Plans ahead.',
    reviewCommunicationText: '',
    reviewSupport: 'Always helps.',
    leadership: 4,
    communication: 0,
    teamwork: 3,
    empathy: 5,
    fairness: 4,
    anonymous: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    likes: 2,
    dislikes: 1,
    isOwnReview: false,
    myVote: null,
    response: null,
    ...overrides,
  };
}
