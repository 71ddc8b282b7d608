'use strict';
// Prints the Markdown tables used in README.md from truth.json, photo_params.json and render_report.json.
const path = require('path');
const ROOT = path.resolve(__dirname, '..');
const truth = require(path.join(ROOT, 'truth.json')).filter((e) => e.clean);
const params = require('./photo_params.json');
const rep = require('./render_report.json');
const docs = [...require('./docs_a'), ...require('./docs_b'), ...require('./docs_c')];
const esc = (s) => (s === null ? '—' : String(s).replace(/\|/g, '\\|'));
console.log('| # | St | Document | Court (truth `court_name`) | Case no. | Consumer | Principal / balance | Plaintiff / creditor | Law firm | Font (body pt) |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const e of truth) {
  const x = e.expected; const r = rep.find((q) => q.id === e.id);
  console.log(`| ${e.id} | ${e.state} | ${esc(e.kind)} | ${esc(x.court_name)} | ${esc(x.civil_number)} | ${esc(x.customer_name)}, ${esc(x.customer_city)} ${x.customer_state} | ${x.lawsuit_amount.toFixed(2)} | ${esc(x.plaintiff_name)} | ${esc(x.law_firm_name)} | ${e.font} (${r.dominantPt}) |`);
}
console.log('\n| # | Layout features |');
console.log('|---|---|');
for (const d of docs) console.log(`| ${d.id} | ${esc(d.layout)} |`);
console.log('\n| # | Size | Fill | Rotation ° | Keystone | Surface | Hand/phone shadow | Colour cast | Blur σ | Noise | JPEG q |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const p of params) console.log(`| ${p.id} | ${p.W}×${p.H} | ${p.fill.toFixed(2)} | ${p.angle} | ${p.keystone.type} ${p.keystone.amount} | ${p.surface} | ${p.hand ? p.hand.edge : '—'} | ${p.cast} | ${p.blur} | ${p.noise} | ${p.quality} |`);
