// What other modules may use of memberships: granting one for a paid request, reading one, and the
// proof document's address.
export { grantMembership } from './grant-membership';
export { findMembershipRow, type MembershipRow } from './memberships.repository';
export { toMembership } from './memberships.service';
export { proofDocumentUrl, ProofStore } from './proof-store';
