export { NotFoundScreen } from './not-found-screen';
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
