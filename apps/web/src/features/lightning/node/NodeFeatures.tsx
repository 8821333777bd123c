import { t } from '@lingui/core/macro'
import type { LightningNode } from '@outpoint/explorer-client'

/** The feature bits a node announces, by name, required ones marked. */
export function NodeFeatures({ node }: { node: LightningNode }) {
  const features = node.features ?? []
  const bits = node.featuresBits
  return (
    <section className="ln-section" data-testid="node-features">
      <h2>{t`Features`}</h2>
      {bits ? <p className="ln-mono muted">{t`Bits: ${bits}`}</p> : null}
      {features.length === 0 ? (
        <p className="muted">{t`The node announces no features.`}</p>
      ) : (
        <ul className="ln-features">
          {features.map((f) => {
            const bit = f.bit
            return (
              <li key={bit}>
                {f.is_known ? f.name : t`Unknown feature`}{' '}
                <span className="muted">
                  {f.is_required ? t`(bit ${bit}, required)` : t`(bit ${bit}, optional)`}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
