// Small helpers shared by the document data files.
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = n => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = n => '$' + money(n);
const up = s => String(s).toUpperCase();
// "Maria L. Garcia" -> "Garcia, Maria L."
function lastFirst(name) {
  const p = name.split(' ');
  return p[p.length - 1] + ', ' + p.slice(0, -1).join(' ');
}
// one-line address
const addr1 = t => `${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}`;
const cityLine = t => `${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}`;
// CSS-drawn check box; x = checked
const cb = (x) => `<span class="cb">${x ? 'X' : '&nbsp;'}</span>`;
// caption with a column of separators: left lines, sep char, right lines
function sepCaption(left, right, sep = ')', opts = {}) {
  const n = Math.max(left.length, right.length);
  let rows = '';
  for (let i = 0; i < n; i++) {
    rows += `<tr><td class="capl">${left[i] ?? ''}</td><td class="caps">${sep}</td><td class="capr">${right[i] ?? ''}</td></tr>`;
  }
  return `<table class="cap" style="width:${opts.width || '100%'}">${rows}</table>`;
}
// keeps a string on one line
const nw = s => `<span style="white-space:nowrap">${s}</span>`;
const STATES = { AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia', IA: 'Iowa', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', KS: 'Kansas', KY: 'Kentucky', MN: 'Minnesota', MO: 'Missouri', NC: 'North Carolina', NJ: 'New Jersey', NV: 'Nevada', NY: 'New York', OH: 'Ohio', OR: 'Oregon', PA: 'Pennsylvania', SC: 'South Carolina', TX: 'Texas', VA: 'Virginia', WA: 'Washington', WI: 'Wisconsin' };
module.exports = { esc, money, usd, up, lastFirst, addr1, cityLine, cb, sepCaption, nw, STATES };
