import { useCallback, useState } from 'react'
import { browserStorage } from '../../../app/browserStorage'

const key = 'outpoint.block-audit'

/** Whether the block page shows its audit: kept in localStorage, shown unless hidden once. */
export function useAuditShown(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(() => browserStorage()?.getItem(key) !== 'hidden')
  const set = useCallback((next: boolean) => {
    setShown(next)
    try {
      browserStorage()?.setItem(key, next ? 'shown' : 'hidden')
    } catch {
      // Storage full or refused: the choice lasts for this page only.
    }
  }, [])
  return [shown, set]
}
