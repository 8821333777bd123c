/** One labelled script or witness field of an expanded row: long hex wraps, never widens the page. */
export function ScriptField({ label, value }: { label: string; value: string | undefined }) {
  if (value === undefined || value === '') return null
  return (
    <div className="tx-script">
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </div>
  )
}
