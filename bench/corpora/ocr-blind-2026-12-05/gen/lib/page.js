// Wraps a document body in a letter-size page (816x1056 CSS px = 8.5x11 in).
function page({ font, size = 11, lh = 1.25, margin = [60, 66, 50, 66], css = '', body, color = '#111' }) {
  const [mt, mr, mb, ml] = margin;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{size:8.5in 11in;margin:0}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;position:relative;color:${color};font-family:"${font}";font-size:${size}pt;line-height:${lh}}
.page{position:absolute;left:${ml}px;top:${mt}px;width:${816 - ml - mr}px;height:${1056 - mt - mb}px;overflow:hidden}
.c{text-align:center}.r{text-align:right}.j{text-align:justify}.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.up{text-transform:uppercase}
.lbl{font-size:6.5pt;line-height:1.1}.sm{font-size:8pt;line-height:1.2}.xs{font-size:7pt;line-height:1.15}
.ft{position:absolute;left:0;right:0;bottom:0;font-size:7pt;line-height:1.2}
p{margin:0 0 6px}
table{border-collapse:collapse}
table.cap td{vertical-align:top;padding:0 4px;line-height:1.3}
td.capl{width:52%}td.caps{width:14px;text-align:center;padding:0}
.bx td,.bx th{border:1px solid #000;vertical-align:top;padding:2px 4px}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:4px;vertical-align:-1px;font-size:8px;line-height:9px;text-align:center;font-weight:bold;font-family:inherit}
.hr{border-top:1px solid #000;height:0}
.line{display:inline-block;border-bottom:1px solid #000;min-width:120px}
${css}
</style></head><body><div class="page">
${body}
</div></body></html>`;
}
module.exports = { page };
