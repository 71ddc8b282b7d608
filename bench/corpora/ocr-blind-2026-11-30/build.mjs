// Generates src/NN.html and truth.json from the document definitions.
import fs from 'node:fs';
import { docsA } from './docs-a.mjs';
let docs = [...docsA];
for (const f of ['./docs-b.mjs', './docs-c.mjs']) {
  if (fs.existsSync(new URL(f, import.meta.url))) {
    const m = await import(f);
    docs.push(...Object.values(m)[0]);
  }
}
const base = (d) => `@page{size:816px 1056px;margin:0}
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;position:relative;box-sizing:border-box;color:#111;font-family:${d.font};font-size:${d.size}}
.pg{position:absolute;left:0;top:0;width:816px;height:1056px;box-sizing:border-box}
p{margin:0 0 8px}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.u{text-decoration:underline}
table{border-collapse:collapse;font-size:inherit}`;
fs.mkdirSync('src', { recursive: true });
const ids = new Set();
const truth = [];
for (const d of docs) {
  if (ids.has(d.id)) throw new Error('dup id ' + d.id);
  ids.add(d.id);
  const html = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${d.id}</title>\n<style>\n${base(d)}\n${d.css}\n</style></head>\n<body>${d.body}</body></html>\n`;
  fs.writeFileSync(`src/${d.id}.html`, html);
  const e = d.expected;
  if (Object.keys(e).length !== 13) throw new Error('fields ' + d.id);
  if (!/^\d{5}$/.test(e.customer_zip_code)) throw new Error('zip ' + d.id);
  if (e.determine_if_lawsuit_exists === false && (e.court_name || e.civil_number)) throw new Error('letter w/ court ' + d.id);
  for (const clean of [true, false])
    truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, layout: d.layout, clean, expected: e });
}
fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
console.log(`built ${docs.length} documents, ${truth.length} truth entries`);
