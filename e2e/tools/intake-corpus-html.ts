// How a corpus document is drawn (e2e/tools/generate-intake-corpus.ts): the summons in its layout as
// HTML, and the phone photo's staging around it.
import type { Doc, Photo } from './intake-corpus-documents';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const phoneText = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;
const up = (s: string) => s.toUpperCase();

function consumerLines(doc: Doc): string[] {
  const e = doc.expected;
  const lines = [e.customer_street, `${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`];
  if (e.customer_phone_number) lines.push(`Phone: ${phoneText(e.customer_phone_number)}`);
  if (e.social_security_number_last_four) lines.push(`SSN: XXX-XX-${e.social_security_number_last_four}`);
  if (e.birthdate) lines.push(`Date of Birth: ${usDate(e.birthdate)}`);
  return lines;
}

function attorneyLines(doc: Doc): string[] {
  return [
    doc.attorney,
    `${doc.stateName} Bar No. ${doc.bar}`,
    doc.expected.law_firm_name,
    doc.firmStreet,
    doc.firmCityLine,
    `Tel: ${doc.firmPhone}`,
    `Email: ${doc.expected.lawyer_email}`,
  ];
}

const notice = (doc: Doc) =>
  `<p>YOU HAVE BEEN SUED. You may employ an attorney. If you or your attorney do not file a written answer with the court within the time allowed after you were served this summons and complaint, a default judgment may be taken against you. The plaintiff demands judgment in the amount of ${money(doc.expected.lawsuit_amount)}, plus court costs.</p>`;

function body(doc: Doc): string {
  const e = doc.expected;
  const to = `<p class="block">To: ${e.customer_name}<br>${consumerLines(doc).join('<br>')}</p>`;
  const attorneyBlock = `<p class="block">Attorney for Plaintiff:<br>${attorneyLines(doc).slice(2).join('<br>')}</p>`;
  const parties = `<p><b>${up(e.plaintiff_name)}</b>,<br>Plaintiff,</p><p>v.</p><p><b>${up(e.customer_name)}</b>,<br>Defendant.</p>`;
  switch (doc.layout) {
    case 'table':
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<table class="caption"><tr><td>${parties}</td><td>Case No.: ${e.civil_number}<br><br>SUMMONS</td></tr></table>
${to}${notice(doc)}<p>Issued this 20th day of February, 2026.</p>${attorneyBlock}`;
    case 'centered':
      return `<div class="center"><h2>IN THE ${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<p>${up(e.plaintiff_name)}, Plaintiff,</p><p>v.</p><p>${up(e.customer_name)}, Defendant.</p>
<p><b>Case Number: ${e.civil_number}</b></p><h1>SUMMONS</h1></div>
${to}${notice(doc)}${attorneyBlock}`;
    case 'pleading': {
      const attorney = `<p class="small">${attorneyLines(doc).join('<br>')}<br>Attorneys for Plaintiff</p>`;
      return `${attorney}<h2>${up(doc.court)}</h2>
<table class="caption"><tr><td>${parties}</td><td>No. ${e.civil_number}<br><br>SUMMONS ON COMPLAINT<br>FOR MONEY DUE</td></tr></table>
<p>THE STATE OF ${up(doc.stateName)} TO THE DEFENDANT:</p>${notice(doc)}
<table class="cols"><tr><td><b>Served on:</b><br>${e.customer_name}<br>${consumerLines(doc).join('<br>')}</td>
<td><b>Attorney for Plaintiff:</b><br>${attorneyLines(doc).slice(2).join('<br>')}</td></tr></table>`;
    }
    case 'complaint':
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3>
<p>${up(e.plaintiff_name)},<br>Plaintiff,</p><p>v.</p><p>${up(e.customer_name)},<br>Defendant.</p>
<p>Civil Action No. ${e.civil_number}</p><h1>COMPLAINT FOR MONEY OWED</h1>${to}
<p>Plaintiff ${e.plaintiff_name} ("Plaintiff") alleges as follows:</p>
<p>1. Defendant ${e.customer_name} resides in ${doc.county} County, ${doc.stateName}.</p>
<p>2. Defendant opened a credit account and failed to make the payments due under it.</p>
<p>3. There is now due and owing the principal sum of ${money(e.lawsuit_amount)}.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for ${money(e.lawsuit_amount)}, together with costs of suit.</p>
<p class="block">Respectfully submitted,<br>${attorneyLines(doc).join('<br>')}<br>Attorney for Plaintiff</p>`;
    case 'form': {
      const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
      const extra = [
        e.customer_phone_number ? row('Defendant phone', phoneText(e.customer_phone_number)) : '',
        e.social_security_number_last_four ? row('SSN (last 4)', `XXX-XX-${e.social_security_number_last_four}`) : '',
        e.birthdate ? row('Date of Birth', usDate(e.birthdate)) : '',
      ].join('');
      return `<h2>${up(doc.court)}</h2><h3>STATE OF ${up(doc.stateName)}</h3><h1>SMALL CLAIMS SUMMONS</h1>
<table class="form">${row('Case No.', e.civil_number)}${row('Plaintiff', e.plaintiff_name)}${row('Defendant', e.customer_name)}
${row('Defendant address', `${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`)}${extra}
${row('Amount claimed', money(e.lawsuit_amount))}${row('Attorney for Plaintiff', e.law_firm_name)}
${row('Attorney address', `${doc.firmStreet}, ${doc.firmCityLine}`)}${row('Attorney email', e.lawyer_email)}</table>
<p>TO THE DEFENDANT: You are being sued in small claims court. You must appear at the hearing or file a written answer, or a judgment may be entered against you.</p>`;
    }
  }
}

const STYLE = `
  body { margin: 0; }
  .page { width: 760px; padding: 40px 48px; background: #fff; font-size: 17px; line-height: 1.45; color: #111; }
  h1 { font-size: 22px; text-align: center; margin: 16px 0; }
  h2, h3 { text-align: center; margin: 4px 0; font-size: 18px; }
  .center { text-align: center; }
  .small { font-size: 15px; line-height: 1.3; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0; }
  table.caption td { vertical-align: top; width: 50%; padding: 4px 12px; border-right: 1px solid #333; }
  table.caption td:last-child { border-right: 0; padding-left: 24px; }
  table.cols td { vertical-align: top; width: 50%; padding: 4px 12px 4px 0; }
  table.form th, table.form td { border: 1px solid #444; padding: 5px 8px; text-align: left; vertical-align: top; }
  table.form th { width: 34%; font-weight: normal; background: #eee; }
  .block { margin: 14px 0; }`;

export function html(doc: Doc, p: Photo | null): string {
  const page = `<div class="page" style="font-family: '${doc.font}'">${body(doc)}</div>`;
  if (!p) return `<!doctype html><html><head><style>${STYLE} body { background: #fff; }</style></head><body>${page}</body></html>`;
  // A phone photo: the sheet on a desk, tilted and turned, a shadow across it, slightly out of focus.
  return `<!doctype html><html><head><style>${STYLE}
  body { background: #5b5148; width: 1000px; height: 1300px; overflow: hidden; }
  .stage { position: absolute; inset: 0; perspective: 1500px; display: flex; align-items: center; justify-content: center; }
  .sheet { position: relative; transform: rotateX(${p.tiltX}deg) rotateY(${p.tiltY}deg) rotate(${p.rotate}deg) scale(1.12); filter: blur(${p.blur}px); box-shadow: 6px 10px 24px rgba(0,0,0,.5); }
  .sheet .page { background: rgb(255, ${Math.round(255 - p.tint * 60)}, ${Math.round(255 - p.tint * 160)}); }
  .light { position: absolute; inset: 0; background: linear-gradient(${p.shadowAngle}deg, rgba(20,15,10,${p.shadow}) 0%, rgba(20,15,10,${p.shadow * 0.4}) 35%, rgba(255,255,255,0) 70%); pointer-events: none; }
  </style></head><body><div class="stage"><div class="sheet">${page}<div class="light"></div></div></div></body></html>`;
}
