/** The acl function ids of the spec's permission table (section 6) that screens check. */
export const FUNCTION = {
  Imports: 4,
  ApproveReject: 12,
} as const;
