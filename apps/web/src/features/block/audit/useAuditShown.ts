import { useState } from 'react'

/**
 * Whether the block page shows its audit, for this page. Not kept with the settings: a field there (or a
 * read of localStorage from this chunk) adds bytes to the JavaScript that renders `/`, which is at its budget.
 */
export function useAuditShown(): [boolean, (shown: boolean) => void] {
  return useState(true)
}
