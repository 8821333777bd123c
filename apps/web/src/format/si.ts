import { formatSignificant, missing } from './number'

const prefixes = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y']

/** A value with a decimal SI prefix and unit: `1.05 EH/s`, `152 T`, `857 MB`, `0.999`; `–` for no number. */
export function formatSi(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return missing
  let scaled = value
  let prefix = 0
  while (Math.abs(scaled) >= 999.5 && prefix < prefixes.length - 1) {
    scaled /= 1000
    prefix++
  }
  const suffix = `${prefixes[prefix]}${unit}`
  return suffix ? `${formatSignificant(scaled)} ${suffix}` : formatSignificant(scaled)
}
