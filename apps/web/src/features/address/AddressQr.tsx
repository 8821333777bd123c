import { t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * The address as a QR code, drawn as one SVG path from uqr's module matrix (no HTML from the library).
 * Bech32 addresses are encoded upper case, as BIP-173 suggests: QR's alphanumeric mode makes them smaller.
 */
export function AddressQr({ address }: { address: string }) {
  const { path, size } = useMemo(() => {
    const text = /^[a-z0-9]+1[a-z0-9]+$/.test(address) ? address.toUpperCase() : address
    const qr = encode(text, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, size: qr.size }
  }, [address])
  return (
    <svg
      className="addr-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t`QR code of ${address}`}
      data-testid="address-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
