// Answers of the interviewer-area API, for component tests.
import type { Interviewer, Review } from '@/features/interviewers/types';

export function anInterviewer(overrides: Partial<Interviewer> = {}): Interviewer {
  return {
    _id: 'iv1',
    name: 'Priya Raman',
    position: 'Engineering Manager',
    company: { _id: 'c1', name: 'Northwind Analytics' },
    rating: 3.54,
    reviewCount: 4,
    average: 4.25,
    distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
    linkedin: null,
    email: null,
    tags: ['system design'],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` reviews, newest first, with texts 'Review 1', 'Review 2', ... */
export function someReviews(count: number, overrides: Partial<Review> = {}): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `r${i + 1}`,
    interviewer: 'iv1',
    rating: 4,
    reviewText: `Review ${i + 1}`,
    interviewStatus: 'cleared',
    anonymous: false,
    createdAt: new Date(Date.UTC(2026, 5, 30 - i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 5, 30 - i)).toISOString(),
    likes: 0,
    dislikes: 0,
    isOwnReview: false,
    myVote: null,
    ...overrides,
  }));
}
