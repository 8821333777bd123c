import { useEffect, useState } from 'react'

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(undefined), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return setCopied('failed')
    clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  }
  return (
    <button type="button" className="addr-copy" onClick={copy} aria-label={label}>
      {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
    </button>
  )
}
