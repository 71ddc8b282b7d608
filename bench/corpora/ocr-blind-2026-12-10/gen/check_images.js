// Check that all 60 images exist with sane sizes/formats and that the photo parameters respect the brief.
const fs = require('fs'), path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const P = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json')));
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const lines = []; let fails = 0;
const ok = (id, what, cond, note = '') => { lines.push(`${id} ${cond ? 'ok  ' : 'FAIL'} ${what}${note ? ' — ' + note : ''}`); if (!cond) fails++; };
for (let n = 1; n <= 30; n++) {
  const id = String(n).padStart(2, '0');
  for (const [f, kind] of [[id + '-clean.png', 'PNG'], [id + '-photo.jpg', 'JPEG']]) {
    const fp = path.join(OUT, f);
    if (!fs.existsSync(fp)) { ok(id, f + ' exists', false); continue; }
    const [fmt, w, h, q] = execFileSync('/usr/bin/identify', ['-format', '%m %w %h %Q', fp]).toString().trim().split(' ');
    const kb = Math.round(fs.statSync(fp).size / 1024);
    if (kind === 'PNG') ok(id, f, fmt === 'PNG' && +w === 1700 && +h === 2200 && kb > 80, `${fmt} ${w}x${h} ${kb} KB`);
    else {
      const small = n % 3 === 0, W = small ? 1200 : 1600;
      ok(id, f, fmt === 'JPEG' && +w === W && Math.abs(+h - W * 4 / 3) <= 1 && kb > (small ? 80 : 150) && kb < 2500 && +q >= 55 && +q <= 85, `${fmt} ${w}x${h} ${kb} KB quality ${q}${small ? ' (small)' : ''}`);
    }
    ok(id, f + ' listed in truth.json', truth.some(t => t.file === f));
  }
  const p = P[id];
  const inside = p.quad.every(([x, y]) => x > 0 && y > 0 && x < p.W && y < p.H);
  ok(id, 'photo geometry', inside && p.fill >= 0.75 && p.fill <= 0.93 && Math.abs(p.rot) >= 0.5 && Math.abs(p.rot) <= 5,
    `page inside frame: ${inside}; fills ${(p.fill * 100).toFixed(1)} % of height; rotation ${p.rot}°; keystone ${p.keystone}`);
}
ok('--', 'truth.json has 60 entries, 30 clean + 30 photo', truth.length === 60 && truth.filter(t => t.clean).length === 30);
const extra = fs.readdirSync(OUT).filter(f => /\.(png|jpg)$/.test(f) && !truth.some(t => t.file === f));
ok('--', 'no stray images in the folder', extra.length === 0, extra.join(' '));
fs.writeFileSync(path.join(__dirname, 'check_images.txt'), lines.join('\n') + `\n\n${fails} failure(s)\n`);
console.log(lines.filter(l => l.includes('FAIL')).join('\n') || 'all image checks passed', '|', fails, 'failures');
