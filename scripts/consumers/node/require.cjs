// CommonJS consumers load the ESM-only package with require() (Node's require(esm), on by
// default since Node 20.19 and 22.12): the exports map's `default` condition makes it reachable.
const ui = require('@zcomm/storefront-ui');
const grid = require('@zcomm/storefront-ui/collection-grid');
const contracts = require('@zcomm/storefront-ui/contracts');

for (const [name, value] of [
  ['Header', ui.Header],
  ['ContactForm', ui.ContactForm],
  ['CollectionGrid', grid.CollectionGrid],
  ['quoteFormContract', contracts.quoteFormContract],
]) {
  if (!value) throw new Error(`require() did not load ${name}`);
}
console.log(`  require() loaded every entry point on Node ${process.version}`);
