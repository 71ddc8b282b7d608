// Write gen/html/NN.html for every document from the data objects in docs_*.js.
const fs = require('fs'), path = require('path');
const { baseCss } = require('./lib');
const docs = require('./docs');
const HT = path.join(__dirname, 'html'); fs.mkdirSync(HT, { recursive: true });
for (const d of docs) {
  const id = String(d.n).padStart(2, '0');
  const { css, body } = d.html(d);
  fs.writeFileSync(path.join(HT, id + '.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title><style>${baseCss}${css}</style></head><body><div class="page">${body}</div></body></html>`);
}
console.log('wrote', docs.length, 'html files');
