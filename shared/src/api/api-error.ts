import type { AxiosError } from 'axios';

/**
 * An error of the API client: axios's own test (`isAxiosError` reads the flag every AxiosError carries),
 * without importing axios, which the client fetches with its first request.
 */
export function isApiError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
