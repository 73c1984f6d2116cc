/**
 * The platform's TanStack Query kit: the exports the frontends may use (see ./chakra.ts for why kits
 * exist; sharing the whole package put its infinite, suspense, hydration and multi-query code on every
 * first page). Shared under the `@tanstack/react-query` share key; `@alumni/react-query-source` is a
 * build alias of the real package (shared/build/kits.cjs), so this module does not consume itself.
 */
export {
  hydrate,
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@alumni/react-query-source';
