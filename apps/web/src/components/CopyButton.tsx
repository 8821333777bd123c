import './CopyButton.css'
import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'

/**
 * Copies `text` to the clipboard and says so (or that it could not) for two seconds. `label` names what
 * is copied ("address"); screen readers hear "Copy address", then "address copied".
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(undefined), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    // Absent outside a secure context (plain http on a LAN host), and writeText may be refused.
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return setCopied('failed')
    clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  }
  return (
    <button
      type="button"
      className="copy-button"
      onClick={copy}
      aria-label={
        copied === 'yes'
          ? t`${label} copied`
          : copied === 'failed'
            ? t`Could not copy ${label}`
            : t`Copy ${label}`
      }
    >
      {copied === 'yes'
        ? t`Copied`
        : copied === 'failed'
          ? t`Copy failed`
          : t({ message: 'Copy', comment: 'a button that copies a text to the clipboard' })}
    </button>
  )
}
