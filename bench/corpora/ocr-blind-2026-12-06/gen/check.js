// Check that every truth value appears in the rendered page text (text/NN.txt, from the browser's innerText).
'use strict';
const fs = require('fs'), path = require('path');
const { docs, expected } = require('./data');
const { money } = require('./layouts');
const STATES = { TX: 'Texas', IL: 'Illinois', OH: 'Ohio', NJ: 'New Jersey', MI: 'Michigan', NC: 'North Carolina', AZ: 'Arizona', TN: 'Tennessee', LA: 'Louisiana', KY: 'Kentucky', AL: 'Alabama', OR: 'Oregon', CO: 'Colorado', MA: 'Massachusetts', PA: 'Pennsylvania', GA: 'Georgia', WA: 'Washington', MO: 'Missouri' };
const norm = s => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
function checkDoc(d) {
  const id = String(d.n).padStart(2, '0');
  const T = norm(fs.readFileSync(path.join(__dirname, 'text', id + '.txt'), 'utf8'));
  const e = expected(d), problems = [], notes = {};
  const has = s => T.includes(norm(s));
  for (const [k, v] of Object.entries(e)) {
    if (v === null || typeof v === 'boolean') continue;
    let ok, how = 'verbatim';
    if (k === 'customer_name') {
      const df = d.def, lf = `${df.last}, ${df.first}${df.mi ? ' ' + df.mi : ''}`;
      ok = has(v) || (has(lf) && (how = 'printed last-name-first'));
    } else if (k === 'court_name') {
      const parts = d.court.lines.map((l, i) => i === 0 ? l.replace(/^In the /i, '') : l);
      ok = has(v) || (parts.every(has) && (how = 'each heading line verbatim'));
    } else if (k === 'lawsuit_amount') {
      ok = has('$' + money(v)) || has(money(v));
      how = '$' + money(v);
    } else if (k === 'lawsuit_state' || k === 'customer_state') {
      ok = has(v) && new RegExp('\\b' + v.toLowerCase() + '\\b').test(T) || (has(STATES[v]) && (how = 'spelled out: ' + STATES[v]));
    } else ok = has(v);
    if (!ok) problems.push(`${k}=${JSON.stringify(v)}`);
    else if (how !== 'verbatim') notes[k] = how;
  }
  return { id, problems, notes };
}
if (require.main === module) {
  let bad = 0;
  for (const d of docs) {
    const r = checkDoc(d);
    if (r.problems.length) bad++;
    console.log(r.id, r.problems.length ? 'MISSING ' + r.problems.join('; ') : 'ok', Object.keys(r.notes).length ? JSON.stringify(r.notes) : '');
  }
  console.log(bad ? `${bad} documents with missing truth strings` : 'all truth strings found');
  process.exit(bad ? 1 : 0);
}
module.exports = { checkDoc };
