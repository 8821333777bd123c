// `npm start` is the README's promise to run the app; the app arrives with a later issue.
console.error(
  'Outpoint: the web app is not built yet; it arrives with a later issue.\n' +
    'Meanwhile `npm run simnet` starts the embedded data service, and packages/explorer-client/examples/quickstart.mjs\n' +
    'reads it (OUTPOINT_API_HOST=127.0.0.1:8999).',
)
process.exit(1)
