import { QueryClient } from "@tanstack/react-query";

/**
 * The data changes slowly and every figure on screen must be one the server gave, so a loaded
 * answer is kept for the whole visit: no background refetching, no polling and no silent retries.
 * Writes invalidate what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
