import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { expect, test } from './fixtures'

// A fixed test key: the master of 32 bytes of 0x2a. Its addresses are derived here with the library the
// page uses, then funded through simnet.
const master = HDKey.fromMasterSeed(new Uint8Array(32).fill(0x2a))
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const base58check = createBase58check(sha256)

function publicKeyAt(account: HDKey, chain: number, index: number): Uint8Array {
  const key = account.deriveChild(chain).deriveChild(index).publicKey
  if (!key) throw new Error('no public key')
  return key
}
const wpkh = (key: Uint8Array) => bech32.encode('bc', [0, ...bech32.toWords(hash160(key))])
const shWpkh = (key: Uint8Array) =>
  base58check.encode(Uint8Array.of(0x05, ...hash160(Uint8Array.of(0, 20, ...hash160(key)))))

const btc = (sats: number) => `${(sats / 1e8).toFixed(8)} BTC`

test('an xpub read as wpkh: balance, history of a receive and a change payment, next address', async ({
  page,
  simnet,
  problems,
}) => {
  const account = master.derive("m/84'/0'/0'")
  const receive = wpkh(publicKeyAt(account, 0, 1))
  const change = wpkh(publicKeyAt(account, 1, 0))
  const paid = [
    await simnet.faucet(receive, 150_000, 'main'),
    await simnet.faucet(change, 50_000, 'main'),
  ]
  await simnet.mine('main', 1)

  // The way in: the watch-list, where one would star addresses one by one, points to the wallet view.
  await page.goto('/watch')
  await page.getByTestId('watch-wallet-view').getByRole('link', { name: 'wallet view' }).click()
  await expect(page).toHaveURL(/\/wallet-view$/)
  await expect(page.getByTestId('wallet-view-privacy')).toContainText('belong together')
  await page.getByTestId('wallet-view-input').fill(account.publicExtendedKey)
  await page.getByTestId('wallet-view-script').selectOption('wpkh')
  await page.getByTestId('wallet-view-scan').click()

  await expect(page.getByTestId('wallet-view-confirmed')).toHaveText(btc(200_000))
  await expect(page.getByTestId('wallet-view-unconfirmed')).toHaveText(btc(0))
  const rows = page.getByTestId('wallet-view-tx')
  await expect(rows).toHaveCount(2)
  for (const txid of paid) await expect(page.locator(`[data-txid="${txid}"]`)).toBeVisible()
  await expect(
    page.locator(`[data-txid="${paid[0]}"] [data-testid="wallet-view-tx-net"]`),
  ).toHaveText(btc(150_000))
  // Receive index 1 was used: the next unused one is index 2.
  await expect(page.getByTestId('wallet-view-next')).toContainText(wpkh(publicKeyAt(account, 0, 2)))
  await expect(page.getByTestId('wallet-view-utxos').locator('tbody tr')).toHaveCount(2)

  // Live: a new payment to the next address shows without another scan.
  const later = await simnet.faucet(wpkh(publicKeyAt(account, 0, 2)), 25_000, 'main')
  await expect(page.locator(`[data-txid="${later}"]`)).toBeVisible({ timeout: 30_000 })
  // The key was not kept: a reload starts empty.
  await page.reload()
  await expect(page.getByTestId('wallet-view-input')).toHaveValue('')
  expect(problems).toEqual([])
})

test('a sh(wpkh) descriptor with its key origin and <0;1> chains; a bad one is named', async ({
  page,
  simnet,
  problems,
}) => {
  const account = master.derive("m/49'/0'/0'")
  const receive = shWpkh(publicKeyAt(account, 0, 0))
  const change = shWpkh(publicKeyAt(account, 1, 3))
  const paid = [
    await simnet.faucet(receive, 70_000, 'main'),
    await simnet.faucet(change, 30_000, 'main'),
  ]
  await simnet.mine('main', 1)
  const fingerprint = master.fingerprint.toString(16).padStart(8, '0')
  const descriptor = `sh(wpkh([${fingerprint}/49h/0h/0h]${account.publicExtendedKey}/<0;1>/*))`

  await page.goto('/wallet-view')
  await page.getByTestId('wallet-view-input').fill(descriptor.replace('sh(wpkh', 'sh(wpkx'))
  await page.getByTestId('wallet-view-scan').click()
  await expect(page.getByTestId('wallet-view-problem')).toContainText('wpkx() is not a descriptor')

  await page.getByTestId('wallet-view-input').fill(descriptor)
  await page.getByTestId('wallet-view-keep').check()
  await page.getByTestId('wallet-view-scan').click()
  await expect(page.getByTestId('wallet-view-confirmed')).toHaveText(btc(100_000))
  await expect(page.getByTestId('wallet-view-tx')).toHaveCount(2)
  for (const txid of paid) await expect(page.locator(`[data-txid="${txid}"]`)).toBeVisible()
  await expect(page.getByTestId('wallet-view-next')).toContainText(
    shWpkh(publicKeyAt(account, 0, 1)),
  )
  // Kept on this device: a reload has it back.
  await page.reload()
  await expect(page.getByTestId('wallet-view-input')).toHaveValue(descriptor)
  expect(problems).toEqual([])
})
