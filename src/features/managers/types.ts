// What the manager-area API answers (functions/src/domain/managers/*, departments/*, companies/*).
import type { KitReview, SearchMode, Vote } from '@/components/review-kit/types';
import type { Distribution, ManagerAspect } from '@/components/scores/tones';

export type ManagerSummary = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  branch: { _id: string; name: string; city: string; location: string[] };
  department: { _id: string; name: string } | null;
  /** Plain mean, 2 decimals; 0 with no reviews. */
  averageRating: number;
  rating: number;
  reviewCount: number;
  createdAt: string;
};

export type ManagerDetails = ManagerSummary & {
  distribution: Distribution;
  aspectAverages: Record<ManagerAspect, number>;
};

export type { Vote };

export type ManagerReview = KitReview &
  Record<ManagerAspect, number> & {
    manager: string;
    reviewText: string;
    reviewLeadership: string;
    reviewCommunicationText: string;
    reviewSupport: string;
    anonymous: boolean;
    updatedAt: string;
  };

/** The body of POST /manager-reviews/submit (without managerId) and PUT /manager-reviews/{id}. */
export type ManagerReviewInput = Record<ManagerAspect, number> & {
  rating: number;
  reviewText: string;
  reviewLeadership: string;
  reviewCommunicationText: string;
  reviewSupport: string;
  anonymous: boolean;
};

export type Department = {
  _id: string;
  name: string;
  slug: string;
  totalManagers: number;
  createdAt: string;
};

export type CompanySuggestion = { _id: string; name: string; slug: string };

export type BranchSuggestion = { _id: string; name: string; city: string; location: string[] };

export type { SearchMode };
