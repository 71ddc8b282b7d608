// Writes src/NN.html and truth.json from the document modules.
import fs from 'node:fs';
const mods = ['./docs-a.mjs', './docs-b.mjs', './docs-c.mjs', './docs-d.mjs'].filter(m => fs.existsSync(new URL(m, import.meta.url)));
const all = [];
for (const m of mods) all.push(...(await import(m)).docs);
all.sort((x, y) => x.id.localeCompare(y.id));
fs.mkdirSync(new URL('./src/', import.meta.url), { recursive: true });
const truth = [], meta = [];
for (const d of all) {
  fs.writeFileSync(new URL(`./src/${d.id}.html`, import.meta.url), d.html);
  for (const clean of [true, false]) truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, layout: d.layout, clean, expected: d.e });
  meta.push({ id: d.id, dpr: d.dpr });
}
fs.writeFileSync(new URL('./truth.json', import.meta.url), JSON.stringify(truth, null, 2) + '\n');
fs.writeFileSync(new URL('./render-meta.json', import.meta.url), JSON.stringify(meta, null, 1) + '\n');
// sanity: every non-null expected string must appear in the HTML text (after entity decoding, tags stripped)
const dec = s => s.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&ndash;/g, '–').replace(/&middot;/g, '·').replace(/&#39;/g, "'").replace(/\s+/g, ' ');
let bad = 0;
for (const d of all) {
  const txt = dec(d.html);
  for (const [k, val] of Object.entries(d.e)) {
    if (typeof val !== 'string') continue;
    if (!txt.includes(val)) { bad++; console.log(`MISSING ${d.id} ${k}: ${val}`); }
  }
  if (d.e.lawsuit_amount != null) {
    const m = '$' + d.e.lawsuit_amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
    if (!txt.includes(m)) { bad++; console.log(`MISSING ${d.id} amount ${m}`); }
  }
}
console.log(`${all.length} documents, ${truth.length} images, ${bad} missing`);
