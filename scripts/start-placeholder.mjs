// `npm start` is the README's promise to run the app; the app arrives with a later issue.
console.error(
  'Outpoint: the web app and the embedded data service (simnet) are not built yet; they arrive with later issues.\n' +
    'For now `npm test` checks the explorer client, and packages/explorer-client/examples/quickstart.mjs shows it at work.',
)
process.exit(1)
