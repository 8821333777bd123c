import { plural, t } from '@lingui/core/macro'
import { networkLabels } from '../../app/networks'
import { formatAmount } from '../../format/amount'
import type { Unit } from '../../settings/settings'
import type { Notice } from './model/notices'

/** A long id cut to its ends for a notification's line: the full one is on its page. */
const short = (id: string) => (id.length > 20 ? `${id.slice(0, 8)}…${id.slice(-8)}` : id)

/** What a notice says: a title (a notification's) and a sentence (its body, the in-page list's line). */
export function noticeText(notice: Notice, unit: Unit): { title: string; body: string } {
  const network = networkLabels[notice.network]
  const liquid = notice.network === 'liquid' || notice.network === 'liquidtestnet'
  switch (notice.kind) {
    case 'confirmed': {
      const txid = short(notice.txid)
      const count = notice.confirmations
      return count === 1
        ? {
            title: t`Transaction confirmed`,
            body: t`Transaction ${txid} on ${network} is confirmed in a block.`,
          }
        : {
            title: plural(count, { one: '# confirmation', other: '# confirmations' }),
            body: plural(count, {
              one: `Transaction ${txid} on ${network} has # confirmation.`,
              other: `Transaction ${txid} on ${network} has # confirmations.`,
            }),
          }
    }
    case 'replaced': {
      const txid = short(notice.txid)
      const by = short(notice.by)
      return {
        title: t`Transaction replaced`,
        body: t`Transaction ${txid} on ${network} was replaced by ${by}.`,
      }
    }
    case 'dropped': {
      const txid = short(notice.txid)
      return {
        title: t`Transaction dropped`,
        body: t`Transaction ${txid} on ${network} left the mempool without being mined.`,
      }
    }
    default: {
      const address = short(notice.address)
      const amount =
        notice.sats === null ? t`a confidential amount` : formatAmount(notice.sats, unit, liquid)
      return notice.kind === 'received'
        ? { title: t`Payment received`, body: t`${address} on ${network} received ${amount}.` }
        : { title: t`Payment sent`, body: t`${address} on ${network} sent ${amount}.` }
    }
  }
}
