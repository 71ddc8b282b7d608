#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick: seeded, deterministic phone-photo simulation."""
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE); TMP = os.path.join(HERE, 'tmp')
os.makedirs(TMP, exist_ok=True)
CASTS = {'none': (1, 1, 1), 'warm': (1.0, 0.93, 0.80), 'cool': (0.88, 0.95, 1.0), 'yellow': (1.0, 0.97, 0.78),
         'green': (0.92, 1.0, 0.88), 'magenta': (1.0, 0.90, 0.97)}
def im(*a):
    subprocess.run(['convert', *map(str, a)], check=True)
def size_for(i):  # every third document (03, 06, 09) is 1200x1600
    return (1200, 1600) if int(i) % 3 == 0 else (1600, 2133)
def photo(d):
    p = d['photo']; i = d['id']; W, H = size_for(i); S = p['seed']; R = random.Random(S)
    t = lambda n: os.path.join(TMP, f'{i}-{n}')
    # 1. background
    if p['bg'] == 'wood':
        im('-size', f'{W}x{H}', 'xc:gray50', '-seed', S, '-attenuate', 1, '+noise', 'Random', '-colorspace', 'gray',
           '-virtual-pixel', 'tile', '-motion-blur', '0x90+90', '-auto-level', '-sigmoidal-contrast', '3x50%',
           '+level-colors', '#4e2e16,#b27c4a', t('bg.png'))
    elif p['bg'] == 'fabric':
        im('-size', f'{W}x{H}', 'xc:gray50', '-seed', S, '-attenuate', 1, '+noise', 'Random', '-colorspace', 'gray',
           '-blur', '0x1.2', '-auto-level', '+level-colors', '#2f3b4e,#7a8aa3', t('bg.png'))
    else:  # desk: mottled laminate
        im('-size', f'{W//4}x{H//4}', '-seed', S, 'plasma:fractal', '-colorspace', 'gray', '-blur', '0x6', '-auto-level',
           '-resize', f'{W}x{H}!', '+level-colors', '#7d7f7b,#c4c2ba', t('bg.png'))
    # 2. page geometry: scale, keystone, rotation, placement
    ph = p['frac'] * H; pw = ph * 1700 / 2200
    if pw > 0.92 * W: pw = 0.92 * W; ph = pw * 2200 / 1700
    cx = W / 2 + R.uniform(-0.03, 0.03) * W; cy = H / 2 + R.uniform(-0.02, 0.02) * H
    k = p['key'] / 100.0; top_narrow = R.random() < 0.7
    tw, bw = (pw * (1 - k), pw) if top_narrow else (pw, pw * (1 - k))
    pts = [(-tw / 2, -ph / 2), (tw / 2, -ph / 2), (bw / 2, ph / 2), (-bw / 2, ph / 2)]
    a = math.radians(p['rot'])
    pts = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    spec = ' '.join(f'{sx},{sy} {dx:.1f},{dy:.1f}' for (sx, sy), (dx, dy) in zip(src, pts))
    im(os.path.join(OUT, f'{i}-clean.png'), '-channel', 'B', '-evaluate', 'multiply', 0.95, '+channel',
       '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', f'distort:viewport={W}x{H}+0+0',
       '-distort', 'Perspective', spec, '+repage', t('page.png'))
    # 3. soft drop shadow, then page over background
    im(t('page.png'), '-alpha', 'extract', '-blur', '0x14', '-roll', '+10+14', '-evaluate', 'multiply', 0.55, t('shmask.png'))
    im(t('bg.png'), '(', '-size', f'{W}x{H}', 'xc:black', ')', t('shmask.png'), '-compose', 'over', '-composite',
       t('page.png'), '-compose', 'over', '-composite', t('comp.png'))
    # 4. light falloff (off-centre radial), optional hand shadow
    ox, oy = int(W * R.uniform(0.2, 0.8)), int(H * R.uniform(0.2, 0.8))
    low = 'gray38' if not p['dim'] else 'gray55'
    im('-size', f'{2*W}x{2*H}', f'radial-gradient:white-{low}', '-crop', f'{W}x{H}+{W-ox+W//2-W//2}+{H-oy}', '+repage',
       '-resize', f'{W}x{H}!', t('fall.png'))
    layers = [t('comp.png'), t('fall.png'), '-compose', 'multiply', '-composite']
    if p['hand']:
        hx, hy = int(W * R.choice([0.08, 0.92])), int(H * R.uniform(0.55, 0.85))
        dr = [f'ellipse {hx},{hy} {int(W*0.22)},{int(H*0.12)} 0,360']
        for f in range(4):
            fx = hx + (1 if hx < W / 2 else -1) * int(W * (0.15 + 0.06 * f)); fy = hy - int(H * (0.10 - 0.035 * f))
            dr.append(f'roundrectangle {fx-int(W*0.12)},{fy-int(H*0.015)} {fx+int(W*0.12)},{fy+int(H*0.015)} 20,20')
        args = ['-size', f'{W}x{H}', 'xc:white', '-fill', 'gray52']
        for x in dr: args += ['-draw', x]
        im(*args, '-blur', '0x45', t('hand.png'))
        layers += [t('hand.png'), '-compose', 'multiply', '-composite']
    r, g, b = CASTS[p['cast']]
    post = ['-channel', 'R', '-evaluate', 'multiply', r, '-channel', 'G', '-evaluate', 'multiply', g,
            '-channel', 'B', '-evaluate', 'multiply', b, '+channel']
    if p['dim']:
        post += ['-evaluate', 'multiply', 0.40, '-gamma', 0.95]
    post += ['-gaussian-blur', f"0x{p['blur']}", '-seed', S, '-attenuate', p['noise'], '+noise', 'Gaussian',
             '-strip', '-quality', p['q'], '-sampling-factor', '2x2']
    im(*layers, *post, os.path.join(OUT, f'{i}-photo.jpg'))
    for n in ('bg.png', 'page.png', 'shmask.png', 'comp.png', 'fall.png', 'hand.png'):
        if os.path.exists(t(n)): os.remove(t(n))
    print(i, W, H, 'done')
if __name__ == '__main__':
    data = json.load(open(os.path.join(HERE, 'data.json')))
    only = sys.argv[1:]
    for d in data:
        if not only or d['id'] in only: photo(d)
