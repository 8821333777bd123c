import { LnMessage } from '../LnMessage'

/**
 * A URL part that cannot name anything: its title ("Not a valid country code"), what was given and what
 * is expected (one sentence: "“Germany” is not a two-letter ISO 3166 country code..."), and the way back.
 */
export function BadParam({ title, message }: { title: string; message: string }) {
  return (
    <LnMessage title={title} testId="ln-bad-param">
      {message}
    </LnMessage>
  )
}
