import './wallet-view.css'
import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { useDataHost } from '../../queries/useDataHost'
import { formatCount } from '../dashboard/model/format'
import { isSpecProblem, readWalletSpec, type WalletSpec } from './model/descriptor'
import { isKeyNetwork, type KeyNetwork } from './model/networks'
import {
  isGapLimit,
  readSavedWallet,
  type SavedWallet,
  writeSavedWallet,
} from './model/savedWallet'
import type { ScanProgress } from './model/scan'
import { specProblemText } from './problemText'
import { useWalletScan } from './useWalletScan'
import { WalletLive } from './WalletLive'
import { WalletResults } from './WalletResults'

/** `/wallet-view`: a wallet's balance and history from its extended public key or descriptor. */
export default function WalletViewPage() {
  const network = useNetwork()
  return (
    <article className="page wallet-view-page" data-testid="wallet-view-page">
      <PageTitle>{t`Wallet view`}</PageTitle>
      <h1>{t`Wallet view`}</h1>
      {isKeyNetwork(network) ? (
        <WalletView network={network} />
      ) : (
        <p role="note" data-testid="wallet-view-liquid">
          {t`Liquid wallets are not supported here: their addresses are confidential. Choose a Bitcoin network.`}
        </p>
      )}
    </article>
  )
}

function ScanProgressLine({ progress }: { progress: ScanProgress }) {
  const checked = formatCount(progress.checked)
  const used = formatCount(progress.used)
  const detailed = formatCount(progress.detailed)
  return (
    <p aria-live="polite" data-testid="wallet-view-progress">
      {t`Scanning. Addresses checked: ${checked}; used: ${used}; read in full: ${detailed}.`}
    </p>
  )
}

function WalletView({ network }: { network: KeyNetwork }) {
  const dataHost = useDataHost()
  const [stored] = useState(() => readSavedWallet())
  const [text, setText] = useState(stored.saved?.text ?? '')
  const [keyScript, setKeyScript] = useState<SavedWallet['keyScript']>(
    stored.saved?.keyScript ?? 'wpkh',
  )
  const [gapText, setGapText] = useState(String(stored.saved?.gapLimit ?? 20))
  const [keep, setKeep] = useState(stored.saved !== undefined)
  const [problem, setProblem] = useState<string | undefined>()
  const [scanned, setScanned] = useState<{ spec: WalletSpec; gapLimit: number } | undefined>()
  const { state, start, cancel } = useWalletScan(network, dataHost)
  const ids = { text: useId(), script: useId(), gap: useId(), keep: useId() }

  const submit = () => {
    const spec = readWalletSpec(text, keyScript)
    if (isSpecProblem(spec)) return setProblem(specProblemText(spec))
    const test = spec.keys[0]?.test ?? false
    if (test !== (network !== 'main')) {
      return setProblem(
        test
          ? t`This is a test-network key; this page is on the main network. Open the wallet view of a test network.`
          : t`This is a main-network key; this page is on a test network. Open the main network's wallet view.`,
      )
    }
    const gapLimit = Number(gapText)
    if (!isGapLimit(gapLimit))
      return setProblem(t`The gap limit must be a whole number from 1 to 200.`)
    setProblem(undefined)
    writeSavedWallet(keep ? { text: text.trim(), keyScript, gapLimit } : undefined)
    setScanned({ spec, gapLimit })
    start(spec, gapLimit)
  }

  const done =
    state.phase === 'done' ? state : state.phase === 'scanning' ? state.previous : undefined
  const host = dataHost.host
  const followed = done
    ? [...done.scan.used.map((u) => u.address), done.scan.nextReceiveAddress]
    : []

  return (
    <>
      <p className="wallet-view-privacy" role="note" data-testid="wallet-view-privacy">
        {t`The key stays in this browser, but every address derived from it is asked about at ${host}, which so learns that these addresses belong together. For privacy, point Outpoint at a data service you run yourself (settings, data host).`}
      </p>
      {stored.corrupt ? (
        <p role="alert" data-testid="wallet-view-corrupt">
          {t`The wallet kept on this device could not be read: paste it again.`}
        </p>
      ) : null}
      <form
        className="wallet-view-form"
        // The page's own message names a bad gap limit, in the page's language.
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label htmlFor={ids.text}>{t`Extended public key or output descriptor`}</label>
        <textarea
          id={ids.text}
          data-testid="wallet-view-input"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="wallet-view-options">
          <label htmlFor={ids.script}>{t`Script of an xpub or tpub`}</label>
          <select
            id={ids.script}
            data-testid="wallet-view-script"
            value={keyScript}
            onChange={(event) => setKeyScript(event.target.value as SavedWallet['keyScript'])}
          >
            <option value="wpkh">{t`Native SegWit (wpkh)`}</option>
            <option value="sh-wpkh">{t`Nested SegWit (sh(wpkh))`}</option>
            <option value="tr">{t`Taproot (tr)`}</option>
            <option value="pkh">{t`Legacy (pkh)`}</option>
          </select>
          <label htmlFor={ids.gap}>{t`Gap limit`}</label>
          <input
            id={ids.gap}
            data-testid="wallet-view-gap"
            type="number"
            min={1}
            max={200}
            value={gapText}
            onChange={(event) => setGapText(event.target.value)}
          />
          <label className="wallet-view-keep">
            <input
              id={ids.keep}
              type="checkbox"
              data-testid="wallet-view-keep"
              checked={keep}
              onChange={(event) => {
                setKeep(event.target.checked)
                if (!event.target.checked) writeSavedWallet(undefined)
              }}
            />{' '}
            {t`Keep on this device`}
          </label>
        </div>
        <div className="wallet-view-actions">
          <button type="submit" data-testid="wallet-view-scan">
            {t`Scan`}
          </button>
          {state.phase === 'scanning' ? (
            <button type="button" onClick={cancel} data-testid="wallet-view-cancel">
              {t`Cancel`}
            </button>
          ) : null}
        </div>
      </form>
      {problem ? (
        <p role="alert" className="wallet-view-problem" data-testid="wallet-view-problem">
          {problem}
        </p>
      ) : null}
      {state.phase === 'scanning' ? <ScanProgressLine progress={state.progress} /> : null}
      {state.phase === 'failed' ? (
        <ErrorNote
          what={t`The scan stopped`}
          error={state.error}
          {...(scanned ? { retry: () => start(scanned.spec, scanned.gapLimit) } : {})}
        />
      ) : null}
      {done ? (
        <>
          {scanned ? (
            <WalletLive addresses={followed} rescan={() => start(scanned.spec, scanned.gapLimit)} />
          ) : null}
          <WalletResults network={network} scan={done.scan} summary={done.summary} />
        </>
      ) : null}
    </>
  )
}
