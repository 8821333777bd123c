/**
 * Whether a path under a network's `/api` is one of mempool's own routes, which a bare Esplora
 * (electrs' src/rest.rs, blockstream.info) does not have: everything under `/v1`. The rest (`/blocks`,
 * `/tx/:txid`, `/address/:a`, `/mempool`, `/fee-estimates`, ...) is Esplora's.
 */
export function isMempoolOnly(apiPath: string): boolean {
  return apiPath === '/v1' || apiPath.startsWith('/v1/')
}
