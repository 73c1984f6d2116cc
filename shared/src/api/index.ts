export { isApiError } from './api-error';
export { api, createApiClient, prepareOnIntent, type ApiClient, type CreateApiClientOptions } from './client';
export { ACCESS_TOKEN_KEY, localTokenStorage, createMemoryTokenStorage, type TokenStorage } from './token-storage';
export {
  getErrorMessage,
  getServerMessage,
  isNetworkError,
  isNotFound,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './error-message';
