// Collects all per-document templates.
'use strict';
const fs = require('fs');
const T = {};
for (const f of ['templates-a.js', 'templates-b.js', 'templates-c.js']) {
  if (fs.existsSync(__dirname + '/' + f)) Object.assign(T, require('./' + f));
}
module.exports = T;
