import { useSearchParams } from 'react-router';

/** The page shown and how many rows a page holds. */
export type PageParams = { page: number; limit: number };

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `page` and `limit` of a query string (anything but a positive whole number reads as the default). */
export function pageParamsFrom(params: URLSearchParams, defaultLimit: number): PageParams {
  return { page: positiveInt(params.get('page'), 1), limit: positiveInt(params.get('limit'), defaultLimit) };
}

/** `page` and `limit` from the URL (the pagination links set `page`; `limit` may be overridden by hand). */
export function usePageParams(defaultLimit: number): PageParams {
  const [params] = useSearchParams();
  return pageParamsFrom(params, defaultLimit);
}
