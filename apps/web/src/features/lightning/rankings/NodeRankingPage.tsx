import { LightningNotBuilt } from '../LightningNotBuilt'

/** Being built (LN-DASH); a placeholder so the route table resolves meanwhile. */
export default function NodeRankingPage() {
  return <LightningNotBuilt title="Lightning" description="Coming in this issue." />
}
