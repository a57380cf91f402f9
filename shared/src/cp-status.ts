import { Fn } from './acl';

/** Content package status ids of the spec (section 4); 3 is unused by the spec. */
export enum CpStatus {
  Importing = 1,
  Failed = 2,
  AwaitingReview = 4,
  Approved = 5,
  Rejected = 6,
  /** a published package replaced by a newer one of the same test; it can be re-published */
  Archived = 7,
  Published = 8,
}

export type CpAction = 'approve' | 'reject' | 'publish' | 'delete';

/** Which statuses each action leaves from, what it sets, and the function id it needs. */
export const CP_TRANSITIONS: Record<CpAction, { from: (s: CpStatus) => boolean; to: CpStatus | null; fn: Fn }> = {
  approve: { from: (s) => s === CpStatus.AwaitingReview, to: CpStatus.Approved, fn: Fn.ApproveReject },
  reject: { from: (s) => s > 3 && s < CpStatus.Rejected, to: CpStatus.Rejected, fn: Fn.ApproveReject },
  publish: { from: (s) => s === CpStatus.Approved || s === CpStatus.Archived, to: CpStatus.Published, fn: Fn.Publish },
  delete: { from: (s) => s !== CpStatus.Published, to: null, fn: Fn.DeletePackage },
};

export const CP_STATUS_IDS = [1, 2, 4, 5, 6, 7, 8] as const;
