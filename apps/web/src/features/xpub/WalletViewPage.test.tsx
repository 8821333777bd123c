import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { savedWalletKey } from './model/savedWallet'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'

const problem = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByTestId('wallet-view-problem')).toHaveTextContent(text))

async function scan(text: string) {
  const field = await screen.findByTestId('wallet-view-input')
  await userEvent.clear(field)
  await userEvent.click(field)
  await userEvent.paste(text)
  await userEvent.click(screen.getByTestId('wallet-view-scan'))
}

describe('WalletViewPage (/wallet-view)', () => {
  afterEach(() => localStorage.clear())

  it('warns that the data host learns the addresses belong together, naming it', async () => {
    renderApp('/wallet-view')
    const warning = await screen.findByTestId('wallet-view-privacy')
    expect(warning).toHaveTextContent(
      /is asked about at \S+, which so learns that these addresses belong together/,
    )
  })

  it('names what is wrong before asking anything: checksum, network, gap limit', async () => {
    const asked = vi.fn()
    vi.stubGlobal('fetch', asked)
    renderApp('/wallet-view')
    await scan(`wpkh(${ZPUB}/0/*)#qqqqqqqq`)
    await problem(/checksum is #qqqqqqqq, but its text gives #[a-z0-9]{8}/)
    await scan(
      'tpubD6NzVbkrYhZ4XgiXtGrdW5XDAPFCL9h7we1vwNCpn8tGbBcgfVYjXyhWo4E1xkh56hjod1RhGjxbaTLV3X4FyWuejifB9jusQ46QzG87VKp',
    )
    await problem('This is a test-network key; this page is on the main network.')
    await userEvent.clear(screen.getByTestId('wallet-view-gap'))
    await userEvent.type(screen.getByTestId('wallet-view-gap'), '0')
    await scan(ZPUB)
    await problem('The gap limit must be a whole number from 1 to 200.')
    expect(asked).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('says so when the kept wallet cannot be read, and starts empty', async () => {
    localStorage.setItem(savedWalletKey, '{"text":')
    renderApp('/wallet-view')
    expect(await screen.findByTestId('wallet-view-corrupt')).toBeInTheDocument()
    expect(screen.getByTestId('wallet-view-input')).toHaveValue('')
  })

  it('Liquid: not supported', async () => {
    renderApp('/liquid/wallet-view')
    expect(await screen.findByTestId('wallet-view-liquid')).toHaveTextContent('not supported')
  })
})
