import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import {
  useBalance,
  useBlockNumber,
  useChainId,
  useChains,
  useConnection,
  useDisconnect,
} from 'wagmi'
import { AccountSummary } from './AccountSummary'
import { ChainSwitcher } from './ChainSwitcher'
import { isWrongNetwork } from './network'
import { RecentTransactions } from './RecentTransactions'
import { SendTransaction } from './SendTransaction'
import { SignMessage } from './SignMessage'
import { useRecentTransactions } from './useRecentTransactions'
import type { ReportFailure } from './WalletError'
import { WrongNetwork } from './WrongNetwork'

/** The connected account: who, how much, where, and what it can do. */
export function AccountPanel({ address, report }: { address: Address; report: ReportFailure }) {
  const { status, chainId, connector } = useConnection()
  const chains = useChains()
  const lastUsedChainId = useChainId()
  const chain = chains.find((known) => known.id === chainId)
  const balance = useBalance({
    address,
    chainId: chain?.id,
    query: { enabled: chain !== undefined },
  })
  // A payment in or out (a swap's payout, a send once mined) changes the balance: read it again on each
  // new block, at the chain's polling interval.
  const { data: block } = useBlockNumber({
    chainId: chain?.id,
    watch: true,
    query: { enabled: chain !== undefined },
  })
  const { refetch: refetchBalance } = balance
  useEffect(() => {
    if (block !== undefined) void refetchBalance()
  }, [block, refetchBalance])
  const recent = useRecentTransactions(chain?.id, address)
  const disconnect = useDisconnect()
  // The wallet answers a switch with a chain change event; until then, stop new switches.
  const [switching, setSwitching] = useState(false)
  const wrong = isWrongNetwork(status, chainId, chains)

  return (
    <div className="wallet-account">
      <AccountSummary
        address={address}
        walletName={connector?.name}
        chainName={chain?.name ?? (chainId === undefined ? undefined : t`unknown chain ${chainId}`)}
        balance={balance.data}
        balanceError={balance.isError}
      />
      {wrong ? (
        <WrongNetwork
          walletChainId={chainId}
          lastUsedChainId={lastUsedChainId}
          report={report}
          onSwitching={setSwitching}
        />
      ) : null}
      <ChainSwitcher
        currentChainId={wrong ? undefined : chainId}
        disabled={switching}
        report={report}
        onSwitching={setSwitching}
      />
      <SignMessage address={address} report={report} />
      {chain && !wrong ? (
        <SendTransaction
          address={address}
          chain={chain}
          balance={balance.data?.value}
          recent={recent}
          report={report}
        />
      ) : null}
      <RecentTransactions transactions={recent.list} chain={chain} />
      <button
        type="button"
        className="icon-button wallet-disconnect"
        data-testid="wallet-disconnect"
        onClick={() => {
          report(undefined)
          disconnect.mutate(undefined, {
            onError: (error) => report({ action: t`Disconnecting`, error }),
          })
        }}
      >
        {t`Disconnect`}
      </button>
    </div>
  )
}
