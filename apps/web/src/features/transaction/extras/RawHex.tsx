import { t } from '@lingui/core/macro'
import type { Transaction } from '@outpoint/explorer-client'
import { getTransactionHex } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CopyButton } from '../../../components/CopyButton'
import { ErrorNote } from '../../../components/errors/ErrorNote'
import { useExplorerClient } from '../../../queries/client'
import { explorerKey } from '../../../queries/keys'

/** The raw transaction, fetched only once opened; a copy button beside it. */
export function RawHex({ tx }: { tx: Transaction }) {
  const [open, setOpen] = useState(false)
  const client = useExplorerClient()
  const hex = useQuery({
    queryKey: explorerKey(client, 'tx', tx.txid, 'hex'),
    queryFn: ({ signal }) => getTransactionHex(client, { txid: tx.txid, signal }),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return (
    <section className="tx-extras-card" data-testid="tx-raw-hex">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t`Raw transaction (hex)`}</summary>
        {hex.isPending && open && <p>{t`Loading…`}</p>}
        {hex.isError && (
          <ErrorNote
            what={t`Could not load the raw transaction`}
            error={hex.error}
            retry={() => void hex.refetch()}
          />
        )}
        {hex.data !== undefined && (
          <>
            <CopyButton
              text={hex.data}
              label={t({ message: 'raw transaction', comment: 'what the copy button copies' })}
            />
            <pre className="tx-extras-hex">{hex.data}</pre>
          </>
        )}
      </details>
    </section>
  )
}
