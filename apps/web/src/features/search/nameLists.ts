// The lists the search box matches names against, loaded with their code on the first name typed so
// the header (on every page) does not carry it.
export { listPools } from '@outpoint/explorer-client'
export { getAllRegisteredAssets } from '../assets/registry'
