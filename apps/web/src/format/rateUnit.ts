import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RateUnit } from '../settings/settings'
import { formatFeeRate } from './amount'
import { finite, formatInteger, missing } from './number'
import { formatSi } from './si'
import { formatVbytes } from './size'

// The app keeps every fee rate in sat/vB and every virtual size in vbytes; the rate unit of the settings
// only changes how they read. This is the one place that converts them and writes their unit.

/** Weight units in a virtual byte (BIP 141). */
const weightPerVbyte = 4

/** What a sat/vB figure is divided by (and a vbyte figure multiplied by) to read in `unit`. */
export const unitFactor = (unit: RateUnit): number => (unit === 'WU' ? weightPerVbyte : 1)

/** The unit of a fee rate: `sat/vB` or `sat/WU`. */
export const rateUnitLabel = (unit: RateUnit): string => (unit === 'WU' ? 'sat/WU' : 'sat/vB')

/** A sat/vB rate as a figure in `unit`: the same in vB, a quarter in WU. */
export const rateIn = (satPerVb: number, unit: RateUnit): number => satPerVb / unitFactor(unit)

/** A rate's figure in `unit` without its unit, in the app's precision: `12.5`, `3.13`; `–` for no number. */
function formatRateIn(satPerVb: unknown, unit: RateUnit): string {
  return finite(satPerVb) ? formatFeeRate(rateIn(satPerVb, unit)) : missing
}

/** A rate with its unit: `12.5 sat/vB`, `3.13 sat/WU`; `–` for no number. */
export function formatFeeRateIn(satPerVb: unknown, unit: RateUnit): string {
  return finite(satPerVb) ? `${formatRateIn(satPerVb, unit)} ${rateUnitLabel(unit)}` : missing
}

/** A span of rates without the unit, `1 - 12.5`, or a single figure when both ends read the same. */
function formatRateSpanIn(low: unknown, high: unknown, unit: RateUnit): string {
  const from = formatRateIn(low, unit)
  const to = formatRateIn(high, unit)
  return from === to ? from : `${from} - ${to}`
}

/**
 * A transaction's size in `unit`: its virtual size in whole vbytes (`141 vB`), or its weight (`564 WU`):
 * the exact `weight` when known, else four times the virtual size (exact for mempool's `weight / 4`).
 */
export function formatSizeIn(vsize: number, unit: RateUnit, weight?: number): string {
  if (unit === 'vB') return formatVbytes(vsize)
  return `${formatInteger(finite(weight) ? weight : vsize * weightPerVbyte)} WU`
}

/** A large virtual size with a decimal prefix: `998 kvB` or `3.99 MWU`; `–` for no number. */
function formatSizeSiIn(vbytes: unknown, unit: RateUnit): string {
  return finite(vbytes) ? formatSi(vbytes * unitFactor(unit), unit) : missing
}

/** A flow of vbytes per second in `unit`: `1,234 vB/s` or `4,936 WU/s`; `–` for no number. */
function formatFlowIn(vbytesPerSecond: unknown, unit: RateUnit): string {
  if (!finite(vbytesPerSecond)) return missing
  return `${formatInteger(vbytesPerSecond * unitFactor(unit))} ${unit}/s`
}

const weightName = msg`Weight`
const virtualSizeName = msg`Virtual size`

/** The formats of one rate unit, each taking the app's own figures (sat/vB, vbytes). */
export interface UnitFormats {
  unit: RateUnit
  /** `sat/vB` or `sat/WU`. */
  rateLabel: string
  /** `vB/s` or `WU/s`. */
  flowLabel: string
  /** What a size in the unit is called, `Virtual size` or `Weight`: translated where shown (`i18n._`). */
  sizeName: MessageDescriptor
  /** A rate with its unit: `12.5 sat/vB`, `3.13 sat/WU`. */
  feeRate(satPerVb: unknown): string
  /** A rate's figure alone: `12.5`, `3.13`. */
  rate(satPerVb: unknown): string
  /** Two rates' figures: `1 - 12.5`, or one when both read the same. */
  rateSpan(low: unknown, high: unknown): string
  /** A transaction's size: `141 vB`, `564 WU`. */
  size(vsize: number, weight?: number): string
  /** A large virtual size: `998 kvB`, `3.99 MWU`. */
  sizeSi(vbytes: unknown): string
  /** A virtual size in the unit, as a number: vbytes, or four times them (a chart's values). */
  sizeValue(vbytes: number): number
  /** A flow of vbytes per second: `1,234 vB/s`, `4,936 WU/s`. */
  flow(vbytesPerSecond: unknown): string
  /** A size already in the unit (a chart's value, see `sizeValue`): `3.99 MWU`. */
  chartSize(value: number): string
  /** A flow already in the unit (a chart's value, see `sizeValue`): `4,936 WU/s`. */
  chartFlow(value: number): string
}

/** The formats of `unit`, for code that cannot use the `useUnits` hook (chart data, pure helpers). */
export function unitFormats(unit: RateUnit): UnitFormats {
  return {
    unit,
    rateLabel: rateUnitLabel(unit),
    flowLabel: `${unit}/s`,
    sizeName: unit === 'WU' ? weightName : virtualSizeName,
    feeRate: (satPerVb) => formatFeeRateIn(satPerVb, unit),
    rate: (satPerVb) => formatRateIn(satPerVb, unit),
    rateSpan: (low, high) => formatRateSpanIn(low, high, unit),
    size: (vsize, weight) => formatSizeIn(vsize, unit, weight),
    sizeSi: (vbytes) => formatSizeSiIn(vbytes, unit),
    sizeValue: (vbytes) => vbytes * unitFactor(unit),
    flow: (vbytesPerSecond) => formatFlowIn(vbytesPerSecond, unit),
    chartSize: (value) => formatSi(value, unit),
    chartFlow: (value) => `${formatInteger(value)} ${unit}/s`,
  }
}
