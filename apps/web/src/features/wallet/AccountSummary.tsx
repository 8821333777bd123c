import { t } from '@lingui/core/macro'
import { CopyButton } from '../../components/CopyButton'
import { Identicon } from '../../components/Identicon'
import { formatUnitsText } from '../../format/units'

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
      <dt>{walletName ? t`Account (${walletName})` : t`Account`}</dt>
      <dd className="wallet-address-row">
        <Identicon id={address.toLowerCase()} label="" size={28} />
        <code className="wallet-address" data-testid="wallet-address">
          {address}
        </code>
        <CopyButton
          text={address}
          label={t({ message: 'address', comment: 'what the copy button copies: "Copy address"' })}
        />
      </dd>
      <dt>{t`Balance`}</dt>
      <dd data-testid="wallet-balance">
        {balance
          ? `${formatUnitsText(balance.value, balance.decimals)} ${balance.symbol}`
          : balanceError
            ? t`unavailable (the chain’s RPC endpoint did not answer)`
            : '…'}
      </dd>
      <dt>{t({ message: 'Chain', comment: 'the EVM chain the wallet is on' })}</dt>
      <dd data-testid="wallet-chain">{chainName ?? '…'}</dd>
    </dl>
  )
}
