import { t } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { CopyButton } from '../../../components/CopyButton'
import { useExplorerClient } from '../../../queries/client'
import { AddressQr } from '../../address/AddressQr'
import { LnMessage } from '../LnMessage'
import { connectString, safeColor } from './format'
import { parsePublicKey } from './ids'
import { LazyMap } from './LazyMap'
import { NodeChannels } from './NodeChannels'
import { NodeFacts } from './NodeFacts'
import { NodeFeatures } from './NodeFeatures'
import { NodeHistory } from './NodeHistory'
import { nodeQueryOptions } from './queries'
import './ln-node.css'
import { PageTitle } from '../../../components/PageTitle'

/** `/lightning/node/:publicKey`: a malformed key is refused here, before any request. */
export default function NodePage() {
  const { publicKey = '' } = useParams()
  const parsed = parsePublicKey(publicKey)
  if (!parsed.ok) {
    return (
      <LnMessage title={t`Not a node public key`} testId="node-invalid">
        {parsed.reason}
      </LnMessage>
    )
  }
  return <NodeView key={parsed.value} publicKey={parsed.value} />
}

function NodeView({ publicKey }: { publicKey: string }) {
  const client = useExplorerClient()
  const { data: node } = useSuspenseQuery(nodeQueryOptions(client, publicKey))
  if (!node) {
    return (
      <LnMessage title={t`Node not found`} testId="node-not-found">
        {t`No Lightning node with public key ${publicKey} is known to this data service.`}
      </LnMessage>
    )
  }
  const color = safeColor(node.color)
  const connect = connectString(node.public_key, node.sockets ?? '')
  const name = node.alias || node.public_key
  return (
    <div className="page ln-node-page" data-testid="ln-node">
      <PageTitle>{t`${name} · Lightning node`}</PageTitle>
      <div className="ln-node-top">
        <div>
          <div className="ln-title">
            {color ? (
              <span
                className="ln-swatch"
                style={{ background: color }}
                title={t`Node colour ${color}`}
                data-testid="node-color"
              />
            ) : null}
            {/* The alias is untrusted text: React renders it as text, never as markup. */}
            <h1 data-testid="node-alias">{node.alias || t`No alias`}</h1>
          </div>
          <p className="ln-long">
            <code data-testid="node-public-key">{node.public_key}</code>
            <CopyButton
              text={node.public_key}
              label={t({
                message: 'public key',
                comment: 'what the copy button copies: "Copy public key"',
              })}
            />
          </p>
          <NodeFacts node={node} />
        </div>
        <figure className="ln-qr" data-testid="node-qr">
          <AddressQr address={connect} />
          <figcaption className="ln-long">
            <code className="ln-mono">{connect}</code>
            <CopyButton
              text={connect}
              label={t({
                message: 'connect string',
                comment: 'what the copy button copies: "Copy connect string" (pubkey@host:port)',
              })}
            />
          </figcaption>
        </figure>
      </div>
      <NodeHistory publicKey={node.public_key} />
      <NodeChannels node={node} />
      {node.latitude !== null && node.longitude !== null ? (
        <LazyMap publicKey={node.public_key} />
      ) : null}
      <NodeFeatures node={node} />
    </div>
  )
}
