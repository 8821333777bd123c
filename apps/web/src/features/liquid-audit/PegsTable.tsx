import { t } from '@lingui/core/macro'
import type { LiquidNetwork, Peg } from '@outpoint/explorer-client'
import { useNetwork } from '../../app/useNetwork'
import { TimeAgo } from '../../components/TimeAgo'
import { Coins } from './Coins'
import { MaybeLink } from './MaybeLink'
import { parentNetwork } from './parentNetwork'
import { txPath } from './paths'

/** What a peg is: a peg-in mints L-BTC, a peg-out pays bitcoin out, a burn (no Bitcoin address) destroys it. */
const kindOf = (peg: Peg) =>
  peg.amount > 0
    ? t`Peg-in`
    : peg.bitcoinaddress
      ? t`Peg-out`
      : t({ message: 'Burn', context: 'a peg kind: L-BTC destroyed' })

/** A page of pegs, newest first: the Liquid transaction and the Bitcoin one (deposit or payout). */
export function PegsTable({ pegs }: { pegs: readonly Peg[] }) {
  const network = useNetwork() as LiquidNetwork
  const bitcoin = parentNetwork(network)
  return (
    <div className="la-scroll">
      <table className="db-table la-table">
        <thead>
          <tr>
            <th scope="col">{t({ message: 'Kind', context: 'table column: kind of peg' })}</th>
            <th scope="col" className="db-num">
              {t`Amount`}
            </th>
            <th scope="col">{t`Liquid transaction`}</th>
            <th scope="col">{t`Bitcoin transaction`}</th>
            <th scope="col">{t`Bitcoin address`}</th>
            <th scope="col">{t`Liquid block time`}</th>
          </tr>
        </thead>
        <tbody>
          {pegs.map((peg) => (
            <tr
              key={`${peg.txid}:${peg.txindex}:${peg.amount > 0 ? 'in' : 'out'}`}
              data-testid="peg-row"
              data-txid={peg.txid}
              data-amount={peg.amount}
              data-bitcoin-txid={peg.bitcointxid}
            >
              <td>{kindOf(peg)}</td>
              <td className="db-num">
                <Coins sats={Math.abs(peg.amount)} liquid />
              </td>
              <td className="la-id">
                <MaybeLink to={txPath(network, peg.txid)}>{peg.txid}</MaybeLink>
              </td>
              <td className="la-id">
                {peg.bitcointxid ? (
                  <MaybeLink to={txPath(bitcoin, peg.bitcointxid)} testId="peg-bitcoin-tx">
                    {peg.bitcointxid}:{peg.bitcoinindex}
                  </MaybeLink>
                ) : (
                  <span className="muted">
                    {peg.amount > 0 || !peg.bitcoinaddress ? '–' : t`Not paid yet`}
                  </span>
                )}
              </td>
              <td className="la-id">{peg.bitcoinaddress || <span className="muted">–</span>}</td>
              <td>
                <TimeAgo time={peg.blocktime} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
