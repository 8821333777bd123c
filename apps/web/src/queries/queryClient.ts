import { isRetryable, RateLimitedError } from '@outpoint/explorer-client'
import { QueryCache, QueryClient } from '@tanstack/react-query'
import { noteMissingRoute } from './missingRoute'

/** How many times a failed query is tried again. */
export const maxRetries = 3

/**
 * The app's one retry policy, for its queries and the address page's pages alike: what a 429 asks for
 * (its Retry-After, at least 250 ms), else 1 s, 2 s, 4 s... never more than 30 s.
 */
export function retryDelay(failureCount: number, error?: unknown): number {
  if (error instanceof RateLimitedError && error.retryAfter !== undefined) {
    return Math.max(error.retryAfter, 250)
  }
  return Math.min(1_000 * 2 ** failureCount, 30_000)
}

/** Retries only what may succeed later (network errors, timeouts, 429, 502-504), never a 404. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isRetryable(error)
}

/**
 * The app's query client. Explorer clients are built with `transport: { retry: false }` (queries/client.ts),
 * so these retries are the only ones. Suspense queries get TanStack's 1 s minimum stale time on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A service without /api/v1 is found by its first such request's answer: no probe, no extra request.
    queryCache: new QueryCache({ onError: (error) => void noteMissingRoute(error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        // Live data arrives over the feed; refetching every query on each tab focus would repeat it.
        refetchOnWindowFocus: false,
      },
    },
  })
}
