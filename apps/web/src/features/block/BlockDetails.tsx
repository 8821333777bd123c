import { t } from '@lingui/core/macro'
import { type BlockExtended, isLiquidNetwork } from '@outpoint/explorer-client'
import { useNetwork } from '../../app/useNetwork'
import { CopyButton } from '../../components/CopyButton'
import { formatCount } from '../dashboard/model/format'
import { coinbaseText } from './coinbaseText'
import { bitsHex, formatDifficulty } from './format'

/** The header's own fields. Liquid blocks have no nonce or difficulty and bits null or absent: only what is there shows. */
export function BlockDetails({ block }: { block: BlockExtended }) {
  const header = block.extras?.header
  const ascii = block.extras?.coinbaseSignatureAscii
  const liquid = isLiquidNetwork(useNetwork())
  const coinbase = ascii ? coinbaseText(ascii, !liquid) : undefined
  return (
    <section className="block-details" aria-labelledby="block-details-title">
      <h2 id="block-details-title">{t`Details`}</h2>
      <dl className="block-figures">
        <dt>{t`Version`}</dt>
        <dd>
          0x{(block.version >>> 0).toString(16)} ({block.version})
        </dd>
        {block.bits != null ? (
          <>
            <dt>
              {t({ message: 'Bits', comment: 'the compact difficulty target of the block header' })}
            </dt>
            <dd>{bitsHex(block.bits)}</dd>
          </>
        ) : null}
        {block.nonce !== undefined ? (
          <>
            <dt>{t`Nonce`}</dt>
            <dd>{formatCount(block.nonce)}</dd>
          </>
        ) : null}
        {block.difficulty !== undefined ? (
          <>
            <dt>{t`Difficulty`}</dt>
            <dd title={String(block.difficulty)}>{formatDifficulty(block.difficulty)}</dd>
          </>
        ) : null}
        <dt>{t`Merkle root`}</dt>
        <dd>
          <code className="block-long">{block.merkle_root}</code>
        </dd>
        {coinbase ? (
          <>
            <dt>{coinbase.hex ? t`Coinbase (hex)` : t`Coinbase`}</dt>
            <dd className="block-long" data-testid="block-coinbase">
              {coinbase.hex ? <code>{coinbase.text}</code> : coinbase.text}
            </dd>
          </>
        ) : null}
      </dl>
      {header ? (
        <details className="block-header-hex">
          <summary>{t`Header hex`}</summary>
          <code className="block-long" data-testid="block-header-hex">
            {header}
          </code>{' '}
          <CopyButton
            text={header}
            label={t({ message: 'header hex', comment: 'what the copy button copies' })}
          />
        </details>
      ) : null}
    </section>
  )
}
