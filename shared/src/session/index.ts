export { useSession, ProfileSetupError, SESSION_ENDED_PATH, type SessionState } from './session-store';
export { rolesOf, dashboardPathFor, profilePathFor, type SessionRoles } from './roles';
export { navigateTo, setNavigator, type Navigate } from './navigation';
export {
  loginPathFrom,
  originState,
  safeFrom,
  useOrigin,
  LANDING_AFTER_LOGIN,
  LANDING_AFTER_SIGN_UP,
  type OriginState,
} from './origin';
export { currentUserKeys } from './query-keys';
