import { lazy, Suspense } from 'react'
import { useWatchState } from './model/useWatchState'

const WatchRunner = lazy(() => import('./WatchRunner'))

/** Loads the live follower only when the list has watches: the first page's bundle stays without it. */
export function WatchMount() {
  const { watches } = useWatchState()
  if (!watches.length) return null
  return (
    <Suspense fallback={null}>
      <WatchRunner />
    </Suspense>
  )
}
