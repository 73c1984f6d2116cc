// What other modules may use of memberships: granting one for a paid request, reading one, the proof
// document's address, and the certificate code of its period.
export { parseCertificateCode, printedCode, verifyUrl } from './certificate-code';
export { certificateCode } from './certificate-codes.service';
export { grantForTransaction, grantMembership } from './grant-membership';
export { assertMembershipHolder, membershipNotFound, openRenewalRequest } from './membership-renewals.service';
export { isActiveOn } from './membership-dates';
export {
  findMembershipRow,
  membershipQuery,
  namedMembershipRequests,
  namedMemberships,
  type MembershipRow,
} from './memberships.repository';
export { toMembership } from './memberships.service';
export { proofDocumentUrl, ProofStore } from './proof-store';
export { formatSerial, offlineApprovalMail, renewalPaidMail } from './membership-mails';
export { expiringUntil, membershipEndDate, membershipStatus } from './membership-dates';
// A member import takes serials under the same lock as a grant, and ends memberships the same way.
export { lockSerialCounter, setLastSerial } from './memberships.repository';
