const prefixes = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y']
const threeDigits = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 })

/** A value with a decimal SI prefix and unit: `1.05 EH/s`, `152 T`, `0.999`. */
export function formatSi(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return '–'
  let scaled = value
  let prefix = 0
  while (Math.abs(scaled) >= 999.5 && prefix < prefixes.length - 1) {
    scaled /= 1000
    prefix++
  }
  const suffix = `${prefixes[prefix]}${unit}`
  return suffix ? `${threeDigits.format(scaled)} ${suffix}` : threeDigits.format(scaled)
}
