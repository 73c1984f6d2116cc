// @alumni/shared/forms: form validation helpers a frontend bundles itself (not a federation singleton),
// so react-hook-form's resolvers and zod load with the first form, not with the first page. Each remote
// validates with the zod copy its own contracts (`@alumni/shared/contracts`) were built with.
export { zodResolver } from '@hookform/resolvers/zod';
