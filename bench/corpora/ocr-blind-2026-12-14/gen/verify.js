// Check that every truth string can be found in a page's rendered text (innerText from Chromium).
'use strict';
const L = require('./lib');

const STATE_NAMES = { NY: 'New York', OH: 'Ohio', MO: 'Missouri', CA: 'California', IN: 'Indiana', WI: 'Wisconsin', MN: 'Minnesota', AL: 'Alabama', MS: 'Mississippi', CT: 'Connecticut', HI: 'Hawaii', SD: 'South Dakota', OR: 'Oregon', MA: 'Massachusetts', NE: 'Nebraska', WY: 'Wyoming' };

const norm = s => s.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
const reEsc = s => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function verifyDoc(d, t, rawText) {
  const text = norm(rawText);
  const low = text.toLowerCase();
  const miss = [];
  const has = s => low.includes(s.toLowerCase());
  // customer name: normal order, or last-name-first as printed
  if (!(has(t.customer_name) || has(L.lastFirst(d.c)) || has(L.lastFirst(d.c).replace(/ (Jr\.|Sr\.|II|III|IV)$/, ', $1'))))
    miss.push('customer_name ' + t.customer_name);
  if (!has(t.plaintiff_name)) miss.push('plaintiff_name ' + t.plaintiff_name);
  if (t.law_firm_name && !has(t.law_firm_name)) miss.push('law_firm_name ' + t.law_firm_name);
  if (t.lawyer_email && !has(t.lawyer_email)) miss.push('lawyer_email ' + t.lawyer_email);
  if (!text.includes(L.money(t.lawsuit_amount))) miss.push('lawsuit_amount ' + t.lawsuit_amount);
  if (t.civil_number && !text.includes(t.civil_number)) miss.push('civil_number ' + t.civil_number);
  if (t.court_name) {
    const re = new RegExp(reEsc(t.court_name).replace(/, /g, ',?\\s+').replace(/ /g, '\\s+'), 'i');
    if (!re.test(text)) miss.push('court_name ' + t.court_name);
  }
  if (!has(t.customer_street)) miss.push('customer_street ' + t.customer_street);
  const cre = new RegExp(reEsc(t.customer_city) + ',?\\s+' + t.customer_state + '\\.?\\s+' + t.customer_zip_code + '\\b', 'i');
  if (!cre.test(text)) miss.push(`customer city/state/zip ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}`);
  if (!(has(STATE_NAMES[t.lawsuit_state]) || new RegExp('\\b' + t.lawsuit_state + '\\b').test(text))) miss.push('lawsuit_state ' + t.lawsuit_state);
  if (!/^\d{5}$/.test(t.customer_zip_code)) miss.push('zip format');
  if (t.determine_if_lawsuit_exists !== !!t.civil_number || !!t.court_name !== !!t.civil_number) miss.push('suit/case/court consistency');
  return miss;
}

module.exports = { verifyDoc, norm, STATE_NAMES };
