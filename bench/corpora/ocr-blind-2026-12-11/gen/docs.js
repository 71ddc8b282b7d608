'use strict';
// All 30 documents, in order. Each: {id, state, kind, layout, font, size, d (data), css, body(d)}
const all = [].concat(require('./docs1'), ...['./docs2', './docs3'].filter(f => { try { require.resolve(f); return true; } catch (e) { return false; } }).map(f => require(f)));
module.exports = all;
