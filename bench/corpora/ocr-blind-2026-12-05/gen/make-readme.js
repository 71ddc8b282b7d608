// Writes ../README.md: the hand-written text in README.in.md plus tables generated from docs/, out/ and truth.json.
const fs = require('fs');
const path = require('path');
const { money } = require('./lib/util');
const ROOT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json')));
const esc = s => String(s ?? '—').replace(/\|/g, '\\|');
let docs = '| # | State | Kind | Layout | Font (Chromium) | Consumer | Plaintiff / creditor | Court · case no. | Amount | Special features |\n|---|---|---|---|---|---|---|---|---|---|\n';
let dist = '| # | Distractors placed on the page |\n|---|---|\n';
let photo = '| # | Photo size | Page fill (height) | Rotation ° | Keystone | Background | Cast | Shadow band | Blur σ | Noise | JPEG q |\n|---|---|---|---|---|---|---|---|---|---|---|\n';
for (let n = 1; n <= 30; n++) {
  const id = String(n).padStart(2, '0');
  const d = require(path.join(__dirname, 'docs', id + '.js'));
  const e = truth.find(x => x.id === id && x.clean).expected;
  const font = truth.find(x => x.id === id).font;
  const court = e.court_name ? `${e.court_name} · ${e.civil_number ?? '(no number)'}` : '—';
  docs += `| ${id} | ${d.meta.state} | ${d.meta.kind} | ${d.meta.layout} | ${font} | ${esc(e.customer_name)} (${esc(e.customer_city)}, ${e.customer_state}) | ${esc(e.plaintiff_name)} | ${esc(court)} | ${money(e.lawsuit_amount)} | ${esc(d.meta.features.join('; '))} |\n`;
  dist += `| ${id} | ${esc(d.meta.distractors.join('; '))} |\n`;
  const p = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', `${id}-photo.json`)));
  photo += `| ${id} | ${p.W}×${p.H} | ${(p.fill * 100).toFixed(1)} % | ${p.angle} | ${p.keystone} ${(p.k * 100).toFixed(1)} % | ${p.bg} | ${p.cast} | ${p.band ? p.band.side : '—'} | ${p.blur} | ${p.noise} | ${p.quality} |\n`;
}
let text = fs.readFileSync(path.join(__dirname, 'README.in.md'), 'utf8');
text = text.replace('{{DOCS}}', docs).replace('{{DISTRACTORS}}', dist).replace('{{PHOTOS}}', photo);
fs.writeFileSync(path.join(ROOT, 'README.md'), text);
console.log('README.md written', text.length, 'chars');
