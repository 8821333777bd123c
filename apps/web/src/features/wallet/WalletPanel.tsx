import '../../components/dialog.css'
import './wallet.css'
import { Dialog } from '@base-ui/react/dialog'
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { useConnection, useConnectionEffect } from 'wagmi'
import type { PanelProps } from '../../components/PanelButton'
import { AccountPanel } from './AccountPanel'
import { ConnectorList } from './ConnectorList'
import { WalletError, type WalletFailure } from './WalletError'

/** The wallet panel: the wallets to connect, or the connected account; the last failure on top. */
export function WalletPanel({ open, onOpenChange }: PanelProps) {
  const { status, address } = useConnection()
  const [failure, setFailure] = useState<WalletFailure | undefined>(undefined)
  // A new connection or a disconnect (also from the wallet itself) makes an older failure moot.
  useConnectionEffect({
    onConnect: () => setFailure(undefined),
    onDisconnect: () => setFailure(undefined),
  })
  const account = address !== undefined && (status === 'connected' || status === 'reconnecting')

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Kept mounted while closed: a transaction being followed keeps its state and its updates. */}
      <Dialog.Portal keepMounted>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog wallet-dialog" data-testid="wallet-panel">
          <Dialog.Title className="dialog-title">{t`Wallet`}</Dialog.Title>
          {failure ? <WalletError failure={failure} /> : null}
          {account ? (
            <AccountPanel address={address} report={setFailure} />
          ) : (
            <ConnectorList connecting={status === 'connecting'} report={setFailure} />
          )}
          <Dialog.Close className="button dialog-close">
            {t({ message: 'Done', comment: 'closes the panel' })}
          </Dialog.Close>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
