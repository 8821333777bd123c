import { t } from '@lingui/core/macro'
import { useId } from 'react'
import type { SwapChain, SwapToken } from './model/assets'

interface Props {
  side: 'from' | 'to'
  chains: readonly SwapChain[]
  chain: string
  tokens: readonly SwapToken[]
  token: string
  onChain: (slug: string) => void
  onToken: (address: string) => void
}

/** One side of the swap: the chain, then a token of that chain. */
export function ChainTokenPicker({ side, chains, chain, tokens, token, onChain, onToken }: Props) {
  const chainId = useId()
  const tokenId = useId()
  const from = side === 'from'
  const legend = from
    ? t({ message: 'From', comment: 'the side of the swap that is paid in' })
    : t({ message: 'To', comment: 'the side of the swap that is paid out' })
  return (
    <fieldset className="swap-side">
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={chainId}>{from ? t`From chain` : t`To chain`}</label>
        <select
          id={chainId}
          data-testid={`swap-${side}-chain`}
          value={chain}
          onChange={(event) => onChain(event.target.value)}
        >
          {chains.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={tokenId}>{from ? t`From token` : t`To token`}</label>
        <select
          id={tokenId}
          data-testid={`swap-${side}-token`}
          value={token}
          disabled={tokens.length === 0}
          onChange={(event) => onToken(event.target.value)}
        >
          {tokens.length === 0 ? <option value="">{t`No token offered`}</option> : null}
          {tokens.map((option) => (
            <option key={option.address} value={option.address}>
              {option.symbol}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
