import { useMemo } from 'react'
import { type UnitFormats, unitFormats } from '../../format/rateUnit'
import { useSettings } from '../../settings/useSettings'

/**
 * Fee rates and virtual sizes in the rate unit of the settings: `feeRate(12.5)` reads `12.5 sat/vB`, or
 * `3.13 sat/WU`; `size(141)` reads `141 vB`, or `564 WU`. Figures go in as the app keeps them (sat/vB,
 * vbytes).
 */
export function useUnits(): UnitFormats {
  const { rateUnit } = useSettings().settings
  return useMemo(() => unitFormats(rateUnit), [rateUnit])
}
