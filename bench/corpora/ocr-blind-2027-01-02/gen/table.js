// Prints the README document table from data.js
const D = require('./data');
const small = new Set(['03', '06', '09']);
console.log('| id | state | kind | layout | font | civil_number | court_name | firm | amount | photo |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const d of D) {
  const e = d.expected, p = d.photo;
  const ph = `${small.has(d.id) ? '1200×1600' : '1600×2133'}, ${p.bg}, page ${Math.round(p.frac * 100)}%, keystone ${Math.round(p.key * 100)}%, rot ${p.rot}°, σ ${p.blur}, q ${p.q}, ${p.cast} cast${p.hand ? ', hand shadow' : ''}${p.dim ? ', DIM' : ''}, seed ${p.seed}`;
  console.log(`| ${d.id} | ${d.state} | ${d.kind} | ${d.layout} | ${d.font} | ${e.civil_number ?? (e.determine_if_lawsuit_exists ? 'null (docket left blank)' : 'null (no suit)')} | ${e.court_name ?? 'null'} | ${e.law_firm_name ?? 'none'} | ${e.lawsuit_amount.toFixed(2)} | ${ph} |`);
}
