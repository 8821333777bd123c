import type { LightningNode } from '@outpoint/explorer-client'

/** The feature bits a node announces, by name, required ones marked. */
export function NodeFeatures({ node }: { node: LightningNode }) {
  const features = node.features ?? []
  return (
    <section className="ln-section" data-testid="node-features">
      <h2>Features</h2>
      {node.featuresBits ? <p className="ln-mono muted">Bits: {node.featuresBits}</p> : null}
      {features.length === 0 ? (
        <p className="muted">The node announces no features.</p>
      ) : (
        <ul className="ln-features">
          {features.map((f) => (
            <li key={f.bit}>
              {f.is_known ? f.name : `Unknown feature`} <span className="muted">(bit {f.bit}</span>
              <span className="muted">{f.is_required ? ', required)' : ', optional)'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
