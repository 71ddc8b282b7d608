#!/usr/bin/env python3
"""Phone-photo simulation with ImageMagick (IM6 `convert`), seeded and deterministic.
Usage: python3 gen/photo.py [ids...]   Reads NN-clean.png, writes NN-photo.jpg.
Parameters per document live in gen/data.js (photo: {...}); exported to gen/tmp/params.json by node."""
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE); TMP = os.path.join(HERE, 'tmp')
CASTS = {'orange': '#ff9a3c', 'green': '#6fd06f', 'blue': '#6a8cff', 'yellow': '#ffdf55', 'magenta': '#e070d0'}
SMALL = {'03', '06', '09'}  # every third document: 1200x1600

def run(*a):
    subprocess.run(['convert', *map(str, a)], check=True)

def params():
    js = "const D=require('%s/data.js');console.log(JSON.stringify(D.map(d=>({id:d.id,...d.photo}))))" % HERE
    return json.loads(subprocess.run(['node', '-e', js], capture_output=True, text=True, check=True).stdout)

def photo(p):
    i = p['id']; r = random.Random(p['seed'])
    W, H = (1200, 1600) if i in SMALL else (1600, 2133)
    t = lambda n: os.path.join(TMP, f'{i}-{n}.png')
    s = p['seed']
    # 1 background
    if p['bg'] == 'wood':
        run('-size', f'{W//4}x{H//4}', '-seed', s, 'plasma:', '-colorspace', 'gray', '-motion-blur', '0x40+2',
            '-resize', f'{W}x{H}!', '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#5c3519,#c48d52', '-attenuate', '0.2', '+noise', 'Gaussian', t('bg'))
    elif p['bg'] == 'fabric':
        run('-size', f'{W}x{H}', '-seed', s, 'xc:#4b5875', '-attenuate', '0.9', '+noise', 'Multiplicative',
            '-blur', '0x0.8', '(', '-size', f'{W}x{H}', 'pattern:crosshatch30', '-negate', '-blur', '0x1', ')',
            '-compose', 'softlight', '-composite', '-modulate', '95,80', t('bg'))
    else:  # desk: light grey laminate
        run('-size', f'{W//8}x{H//8}', '-seed', s, 'plasma:', '-colorspace', 'gray', '-blur', '0x3',
            '-resize', f'{W}x{H}!', '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#a29d94,#c6c1b7', '-attenuate', '0.25', '+noise', 'Gaussian', t('bg'))
    # 2 perspective warp of the 1700x2200 clean page into the frame
    ph = p['frac'] * H; pw = ph * 1700 / 2200
    cx = W / 2 + r.uniform(-0.02, 0.02) * W; cy = H / 2 + r.uniform(-0.015, 0.015) * H
    k = p['key']; a, b = pw / 2, ph / 2
    top_narrow = r.random() < 0.7  # phone tilted back (top farther) most of the time
    ka, kb = (1 - k, 1) if top_narrow else (1, 1 - k)
    pts = [(-a * ka, -b), (a * ka, -b), (a * kb, b), (-a * kb, b)]
    pts = [(x + r.uniform(-4, 4), y + r.uniform(-4, 4)) for x, y in pts]
    th = math.radians(p['rot'])
    dst = [(cx + x * math.cos(th) - y * math.sin(th), cy + x * math.sin(th) + y * math.cos(th)) for x, y in pts]
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    cp = ' '.join(f'{sx},{sy} {dx:.1f},{dy:.1f}' for (sx, sy), (dx, dy) in zip(src, dst))
    run(os.path.join(OUT, f'{i}-clean.png'), '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none',
        '-define', f'distort:viewport={W}x{H}+0+0', '+distort', 'Perspective', cp, '+repage', t('warp'))
    # 3 soft shadow of the sheet, then the sheet
    run(t('warp'), '-alpha', 'extract', '-blur', '0x14', '-roll', '+9+12', '-negate', '+level', '50%,100%', t('sh'))
    run(t('bg'), t('sh'), '-compose', 'multiply', '-composite', t('warp'), '-compose', 'over', '-composite', t('c1'))
    # 4 light falloff (off-centre radial), optional hand shadow
    ox, oy = int(r.uniform(-0.25, 0.25) * W), int(r.uniform(-0.25, 0.25) * H)
    run('-size', f'{2*W}x{2*H}', 'radial-gradient:white-gray(58%)', '-crop', f'{W}x{H}+{W//2-ox}+{H//2-oy}', '+repage', t('light'))
    layers = [t('light')]
    if p['hand']:
        hx, hy = int(r.uniform(0.55, 0.8) * W), int(r.uniform(0.7, 0.9) * H)
        rx, ry = int(0.22 * W), int(0.12 * H)
        draw = [f'ellipse {hx},{hy} {rx},{ry} 0,360']
        for f in range(4):  # fingers reaching in from the lower right
            fx = hx - rx + f * rx // 3; draw.append(f'roundrectangle {fx-int(0.03*W)},{hy-ry-int(0.16*H)} {fx+int(0.03*W)},{hy} 30,30')
        run('-size', f'{W}x{H}', 'xc:white', '-fill', 'black', *sum([['-draw', d] for d in draw], []),
            '-blur', '0x45', '+level', '52%,100%', t('hand'))
        layers.append(t('hand'))
    cmd = [t('c1')]
    for l in layers:
        cmd += [l, '-compose', 'multiply', '-composite']
    cmd += ['-compose', 'over', '-fill', CASTS[p['cast']], '-colorize', '7%']
    if p['dim']:
        cmd += ['-evaluate', 'multiply', '0.40', '-gamma', '0.92']
    cmd += ['-gaussian-blur', f"0x{p['blur']}", '-seed', s, '-attenuate', '0.55' if p['dim'] else '0.3', '+noise', 'Gaussian',
            '-strip', '-sampling-factor', '2x2', '-quality', p['q'], os.path.join(OUT, f'{i}-photo.jpg')]
    run(*cmd)
    return dict(id=i, size=f'{W}x{H}', corners=[(round(x), round(y)) for x, y in dst])

if __name__ == '__main__':
    only = sys.argv[1:]
    os.makedirs(TMP, exist_ok=True)
    for p in params():
        if only and p['id'] not in only: continue
        print(photo(p))
