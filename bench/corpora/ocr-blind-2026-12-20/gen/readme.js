// Writes ../README.md: static text + tables generated from data.js, truth.json and photo-params.json.
const fs = require('fs'); const path = require('path');
const D = require('./data'); const T = require('../truth.json'); const PP = require('./photo-params.json');
const ex = Object.fromEntries(T.filter((r) => r.clean).map((r) => [r.id, r.expected]));
const pp = Object.fromEntries(PP.map((p) => [p.id, p]));
const rows = D.map((d) => {
  const id = String(d.n).padStart(2, '0'); const e = ex[id]; const p = pp[id];
  return `| ${id} | ${d.st} | ${d.kind} | ${d.layout} | ${d.font} ${d.pt}pt | ${e.civil_number ?? '—'} | ${e.court_name ?? '—'} | ${e.law_firm_name ? 'firm' : 'none'} | ${e.lawsuit_amount} | ${p.size}, ${p.background}, fill ${p.page_height_fill}, rot ${p.rotation_deg}°, q${p.jpeg_quality}${p.effects.filter((x) => !/^light|^colour/.test(x)).map((x) => '; ' + x.split(' (')[0].split(' at ')[0]).join('')} |`;
});
const txt = fs.readFileSync(path.join(__dirname, 'README.head.md'), 'utf8');
fs.writeFileSync(path.join(__dirname, '..', 'README.md'), txt + '\n## Document table\n\n| id | state | kind | layout | font | civil_number | court_name (truth) | firm | amount | photo |\n|---|---|---|---|---|---|---|---|---|---|\n' + rows.join('\n') + '\n');
console.log('README written');
