import { LnMessage } from '../LnMessage'

/** A URL part that cannot name anything: what was given, what is expected, and the way back. */
export function BadParam({
  what,
  value,
  expected,
}: {
  what: string
  value: string
  expected: string
}) {
  return (
    <LnMessage title={`Not a valid ${what}`} testId="ln-bad-param">
      “{value}” is not {expected}.
    </LnMessage>
  )
}
