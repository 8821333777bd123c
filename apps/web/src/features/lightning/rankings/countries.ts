import type { CountryNodes } from '@outpoint/explorer-client'

/**
 * Located nodes and their capacity over all countries, for the countries page's summary line. Each
 * country's capacity is a SQL SUM (a decimal string on the wire, made a number by the client; null when
 * none of its nodes has a capacity yet), so the total is a sum of numbers, not joined text.
 */
export function countryTotals(countries: readonly CountryNodes[]) {
  return {
    countries: countries.length,
    nodes: countries.reduce((sum, c) => sum + c.count, 0),
    capacity: countries.reduce((sum, c) => sum + (c.capacity ?? 0), 0),
  }
}
