import { formatUnits } from 'viem'
import { CopyButton } from '../../components/CopyButton'
import { Identicon } from '../../components/Identicon'

interface Props {
  address: string
  walletName: string | undefined
  chainName: string | undefined
  balance: { value: bigint; decimals: number; symbol: string } | undefined
  balanceError: boolean
}

/** Address (with copy and a picture derived from it), native balance and current chain. */
export function AccountSummary({ address, walletName, chainName, balance, balanceError }: Props) {
  return (
    <dl className="wallet-facts">
      <dt>Account{walletName ? ` (${walletName})` : ''}</dt>
      <dd className="wallet-address-row">
        <Identicon id={address.toLowerCase()} label="" size={28} />
        <code className="wallet-address" data-testid="wallet-address">
          {address}
        </code>
        <CopyButton text={address} label="address" />
      </dd>
      <dt>Balance</dt>
      <dd data-testid="wallet-balance">
        {balance
          ? `${formatUnits(balance.value, balance.decimals)} ${balance.symbol}`
          : balanceError
            ? 'unavailable (the chain’s RPC endpoint did not answer)'
            : '…'}
      </dd>
      <dt>Chain</dt>
      <dd data-testid="wallet-chain">{chainName ?? '…'}</dd>
    </dl>
  )
}
