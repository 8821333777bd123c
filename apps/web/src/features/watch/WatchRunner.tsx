import { useWatchRunner } from './useWatchRunner'

/** Follows the watches live on every page (loaded only once something is watched). */
export default function WatchRunner() {
  useWatchRunner()
  return null
}
