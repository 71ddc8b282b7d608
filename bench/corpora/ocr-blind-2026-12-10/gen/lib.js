// Shared helpers for the document templates.
const m = (x) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nameParts = (p) => [p.first, p.mi, p.last].filter(Boolean);
// normal case: "Alicia R. Villanueva", with suffix "Darnell R. Hollis Jr."
const nm = (p) => nameParts(p).join(' ') + (p.suffix ? ' ' + p.suffix : '');
// ALL CAPS, suffix after a comma: "DARNELL R. HOLLIS, JR."
const NM = (p) => (nameParts(p).join(' ') + (p.suffix ? ', ' + p.suffix : '')).toUpperCase();
// last name first: "VILLANUEVA, ALICIA R."
const lf = (p, caps = true) => { const s = p.last + (p.suffix ? ' ' + p.suffix : '') + ', ' + [p.first, p.mi].filter(Boolean).join(' '); return caps ? s.toUpperCase() : s; };
const csz = (p) => `${p.city}, ${p.st} ${p.zip}`;
const CSZ = (p) => csz(p).toUpperCase();
const baseCss = `*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;-webkit-font-smoothing:antialiased}
.page{position:relative;width:816px;height:1056px;color:#161616;overflow:hidden}
.sc{font-variant:small-caps}.b{font-weight:bold}.i{font-style:italic}.c{text-align:center}.r{text-align:right}.j{text-align:justify}
.u{text-decoration:underline}table{border-collapse:collapse}p{margin:0 0 .55em 0}
.cb{display:inline-block;width:.8em;height:.8em;border:1px solid #222;vertical-align:-1px;margin-right:3px;text-align:center;line-height:.75em;font-size:.95em}
`;
const X = '<span class="cb">X</span>', O = '<span class="cb"></span>';
module.exports = { m, nm, NM, lf, csz, CSZ, baseCss, X, O };
