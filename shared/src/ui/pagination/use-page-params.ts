import { useSearchParams } from 'react-router';

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `page` and `limit` of a query string (anything but a positive whole number reads as the default). */
export function pageParamsFrom(params: URLSearchParams, defaultLimit: number): { page: number; limit: number } {
  return { page: positiveInt(params.get('page'), 1), limit: positiveInt(params.get('limit'), defaultLimit) };
}

/** `page` and `limit` from the URL (the pagination links set `page`; `limit` may be overridden by hand). */
export function usePageParams(defaultLimit: number): { page: number; limit: number } {
  const [params] = useSearchParams();
  return pageParamsFrom(params, defaultLimit);
}
