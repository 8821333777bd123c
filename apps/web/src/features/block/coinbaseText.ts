/**
 * What a block's coinbase says, from the service's `coinbaseSignatureAscii` (every byte of the input
 * script as one character, printable or not). A pool's tag reads among the height push and nonces:
 * runs of unprintable bytes become one space. A coinbase with no words in it (Liquid's, or a bare
 * height push) is shown as the hex of its bytes instead of stray symbols. On Liquid (`words` false) no
 * miner writes a tag: its coinbase is always hex, even where its bytes happen to spell letters.
 */
export function coinbaseText(ascii: string, words = true): { text: string; hex: boolean } {
  const printable = ascii
    .replace(/[^\x20-\x7e]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
  // At least three letters or digits in a row: something a person wrote, not bytes that happen to print.
  if (words && /[A-Za-z0-9]{3}/.test(printable)) return { text: printable, hex: false }
  const hex = Array.from(ascii, (char) => (char.charCodeAt(0) & 0xff).toString(16).padStart(2, '0'))
  return { text: hex.join(''), hex: true }
}
