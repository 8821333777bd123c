/**
 * The fee bands of mempool's statistics (sat/vB): band i holds the vsize of transactions paying from
 * `feeBands[i]` up to the next band's rate; the last holds everything from 2000 up.
 */
export const feeBands = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
] as const

/**
 * mempool files a Liquid transaction by ten times its rate (backend `api/statistics/statistics.ts`): Liquid
 * pays tenths of a sat/vB, so there band i holds `feeBands[i] / 10` sat/vB up to the next edge / 10.
 */
export const liquidRateScale = 10

/** The band a rate (sat/vB, times `liquidRateScale` on Liquid) falls in: the last whose edge is not above it. */
export function bandOf(rate: number): number {
  let band = feeBands.length - 1
  while (band > 0 && rate < (feeBands[band] as number)) band--
  return band
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * The share of vsize in each band when fee rates are log-normal around `median` with spread `sigma` (the
 * model simnet's payments draw from), rates below `floor` paid at the floor.
 */
export function bandShares(median: number, sigma: number, floor = 1): number[] {
  const below = (rate: number) => (rate <= floor ? 0 : normalCdf(Math.log(rate / median) / sigma))
  return feeBands.map((low, i) => {
    const high = feeBands[i + 1]
    return (high === undefined ? 1 : below(high)) - below(low)
  })
}

/** A representative rate of each band (geometric middle; 1.2 times the last band's floor). */
export const bandRates: readonly number[] = feeBands.map((low, i) => {
  const high = feeBands[i + 1]
  return high === undefined ? low * 1.2 : low === 0 ? high / 2 : Math.sqrt(low * high)
})
