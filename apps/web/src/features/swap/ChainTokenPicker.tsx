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
  const label = side === 'from' ? 'From' : 'To'
  return (
    <fieldset className="swap-side">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={chainId}>{label} chain</label>
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
        <label htmlFor={tokenId}>{label} token</label>
        <select
          id={tokenId}
          data-testid={`swap-${side}-token`}
          value={token}
          disabled={tokens.length === 0}
          onChange={(event) => onToken(event.target.value)}
        >
          {tokens.length === 0 ? <option value="">No token offered</option> : null}
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
