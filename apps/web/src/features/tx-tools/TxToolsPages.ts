// The transaction tools' pages, one chunk: they share most of their code (decoding, testing, broadcasting).
export { PreviewPage } from './PreviewPage'
export { PushTxRedirect } from './PushTxRedirect'
export { TestPage } from './TestPage'
