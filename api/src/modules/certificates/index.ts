// What other parts of the API may use of certificates: the verification the site's page shows.
export { verifyCertificate } from './certificate-verification.service';
