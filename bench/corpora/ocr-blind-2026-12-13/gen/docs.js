// Collects all document data objects (single source for the HTML and for truth.json)
'use strict';
const fs = require('fs');
const path = require('path');
const all = [];
for (const f of ['docs-a.js', 'docs-b.js', 'docs-c.js']) {
  if (fs.existsSync(path.join(__dirname, f))) all.push(...require('./' + f));
}
module.exports = all;
