import { t } from '@lingui/core/macro'
/** Blocks per page: what `/v1/blocks[/:start_height]` answers, as mempool.space's list shows them. */
export const blocksPerPage = 15

/**
 * Blocks per page on a service with only the Esplora routes: what its `/blocks[/:start_height]` answers
 * (electrs' BLOCK_LIMIT), so each page is one request.
 */
export const esploraBlocksPerPage = 10

/** A `/blocks/:page` value read: the page (1 = the newest blocks), or why it is not one. */
export type PageParam = { kind: 'page'; page: number } | { kind: 'invalid'; reason: string }

/** `/blocks` is page 1; otherwise a whole number from 1 up, written plainly (no sign, no leading zero). */
export function readBlocksPage(value: string | undefined): PageParam {
  if (value === undefined || value === '') return { kind: 'page', page: 1 }
  const page = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN
  if (Number.isSafeInteger(page)) return { kind: 'page', page }
  return {
    kind: 'invalid',
    reason: t`"${value}" is not a page number: pages are whole numbers from 1 (the newest blocks).`,
  }
}

/** Pages of `perPage` the chain fills with its tip at `tip` (heights 0..tip, newest first). */
export function blocksPageCount(tip: number, perPage = blocksPerPage): number {
  return Math.max(1, Math.ceil((tip + 1) / perPage))
}

/** The height page `page` starts from (its newest block), or undefined past the chain's start. */
export function pageStartHeight(
  tip: number,
  page: number,
  perPage = blocksPerPage,
): number | undefined {
  const start = tip - (page - 1) * perPage
  return start >= 0 ? start : undefined
}
