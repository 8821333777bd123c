import { plural, t } from '@lingui/core/macro'
import type { Transaction } from '@outpoint/explorer-client'
import {
  getBlockHeader,
  getTransactionMerkleProof,
  isLiquidNetwork,
} from '@outpoint/explorer-client'
import { verifyMerkleProof } from '@outpoint/explorer-client/tx'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { ErrorNote } from '../../../components/errors/ErrorNote'
import { useExplorerClient } from '../../../queries/client'
import { explorerKey } from '../../../queries/keys'

/**
 * Checks in the browser that a confirmed transaction is in its block: the merkle proof from the service
 * must lead from the txid to the root in the block's header, and the header must hash to the block.
 */
export function MerkleCheck({ tx }: { tx: Transaction }) {
  const client = useExplorerClient()
  const liquid = isLiquidNetwork(useNetwork())
  const hash = tx.status?.confirmed ? tx.status.block_hash : undefined
  const height = tx.status?.block_height
  const check = useQuery({
    queryKey: explorerKey(client, 'tx', tx.txid, 'merkle-check', hash),
    queryFn: async ({ signal }) => {
      const [proof, header] = await Promise.all([
        getTransactionMerkleProof(client, { txid: tx.txid, signal }),
        getBlockHeader(client, { hash: hash as string, signal }),
      ])
      return { proof, ...verifyMerkleProof({ txid: tx.txid, proof, header }) }
    },
    enabled: hash !== undefined && !liquid,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!hash) return null
  let body: ReactNode
  if (liquid) {
    body = (
      <p className="muted">
        {t`Not checked on Liquid: its block headers carry signatures after the merkle root, so they are not Bitcoin's 80-byte headers this check reads.`}
      </p>
    )
  } else if (check.isPending) {
    body = <p>{t`Checking the merkle proof…`}</p>
  } else if (check.isError) {
    body = (
      <ErrorNote what={t`Could not check`} error={check.error} retry={() => void check.refetch()} />
    )
  } else {
    const { verified, computedRoot, headerRoot, blockHash, proof } = check.data
    const sameBlock = blockHash === hash
    const hashes = proof.merkle.length
    const block = height ?? proof.block_height
    body =
      verified && sameBlock ? (
        <p className="tx-extras-ok" data-testid="tx-merkle-verified">
          {plural(hashes, {
            one: `Verified: the root computed from # proof hashes matches the block ${block} header (${headerRoot}).`,
            other: `Verified: the root computed from # proof hashes matches the block ${block} header (${headerRoot}).`,
          })}
        </p>
      ) : (
        <div className="tx-extras-bad" role="alert" data-testid="tx-merkle-mismatch">
          <p>{t`Not verified.`}</p>
          {!verified && (
            <p className="mono">
              {t`Computed root ${computedRoot} differs from the header's ${headerRoot}.`}
            </p>
          )}
          {!sameBlock && (
            <p className="mono">
              {t`The header hashes to ${blockHash}, not to the block ${hash}.`}
            </p>
          )}
        </div>
      )
  }
  return (
    <section className="tx-extras-card" data-testid="tx-merkle">
      <h2>{t`Merkle proof`}</h2>
      {body}
    </section>
  )
}
