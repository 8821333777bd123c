import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { type Address, type Hex, verifyMessage } from 'viem'
import { useSignMessage } from 'wagmi'
import type { ReportFailure } from './WalletError'

interface Signed {
  message: string
  signature: Hex
  valid: boolean
}

/** Signs a message with the wallet (personal_sign), shows the signature and checks who signed it. */
export function SignMessage({ address, report }: { address: Address; report: ReportFailure }) {
  const inputId = useId()
  const [message, setMessage] = useState('')
  const [signed, setSigned] = useState<Signed | undefined>(undefined)
  const sign = useSignMessage()
  const signature = signed?.signature

  return (
    <form
      className="wallet-section"
      onSubmit={(event) => {
        event.preventDefault()
        report(undefined)
        setSigned(undefined)
        sign.mutate(
          { message, account: address },
          {
            onSuccess: async (signature) => {
              // Recovers the signer from the signature itself: proof the wallet signed as this account.
              const valid = await verifyMessage({ address, message, signature }).catch(() => false)
              setSigned({ message, signature, valid })
            },
            onError: (error) => report({ action: t`Signing the message`, error }),
          },
        )
      }}
    >
      <h3 className="wallet-heading">{t`Sign a message`}</h3>
      <div className="field">
        <label htmlFor={inputId}>{t({ message: 'Message', comment: 'the text to sign' })}</label>
        <textarea
          id={inputId}
          data-testid="wallet-sign-input"
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="button"
        data-testid="wallet-sign"
        disabled={message === '' || sign.isPending}
      >
        {sign.isPending ? t`Waiting for the wallet…` : t({ message: 'Sign', context: 'button' })}
      </button>
      {signed ? (
        <div className="wallet-result">
          <p>
            <Trans>
              Signature:{' '}
              <code className="wallet-hex" data-testid="wallet-signature">
                {signature}
              </code>
            </Trans>
          </p>
          <p className={signed.valid ? 'wallet-ok' : 'wallet-bad'}>
            {signed.valid ? (
              <Trans comment="the signature checked">
                Check: <strong data-testid="wallet-signature-valid">valid</strong> (the signer
                recovered from it is this account)
              </Trans>
            ) : (
              <Trans comment="the signature checked">
                Check: <strong data-testid="wallet-signature-valid">invalid</strong> (it was not
                signed by this account)
              </Trans>
            )}
          </p>
        </div>
      ) : null}
    </form>
  )
}
