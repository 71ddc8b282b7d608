#!/usr/bin/env python3
"""Phone-photo simulation of NN-clean.png -> NN-photo.jpg with ImageMagick 6 (seeded, deterministic).
usage: python3 photo.py [ids...]"""
import json, math, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE); TMP = os.path.join(HERE, 'tmp')
os.makedirs(TMP, exist_ok=True)
# keystone %, rotation deg, page height / frame height, background, hand shadow, colour cast, blur sigma, noise, jpeg q, dim, light centre
P = {
 '01': dict(seed=101, key=3.0, rot=1.2,  frac=0.86, bg='wood',   hand=False, cast='warm',  blur=0.8, noise=0.5, q=78, dim=False, light=(0.35, 0.30)),
 '02': dict(seed=202, key=5.0, rot=-2.5, frac=0.80, bg='fabric', hand=True,  cast='cool',  blur=1.0, noise=0.6, q=70, dim=False, light=(0.60, 0.25)),
 '03': dict(seed=303, key=2.0, rot=0.7,  frac=0.90, bg='desk',   hand=False, cast='warm',  blur=0.6, noise=0.4, q=82, dim=False, light=(0.50, 0.40)),
 '04': dict(seed=404, key=7.0, rot=3.5,  frac=0.78, bg='wood',   hand=False, cast='green', blur=1.1, noise=0.7, q=62, dim=False, light=(0.30, 0.60)),
 '05': dict(seed=505, key=1.5, rot=-0.8, frac=0.88, bg='fabric', hand=False, cast='cool',  blur=0.7, noise=0.5, q=85, dim=False, light=(0.70, 0.35)),
 '06': dict(seed=606, key=4.0, rot=2.2,  frac=0.83, bg='desk',   hand=False, cast='warm',  blur=1.2, noise=0.6, q=60, dim=False, light=(0.45, 0.20)),
 '07': dict(seed=707, key=6.0, rot=-1.8, frac=0.85, bg='wood',   hand=False, cast='warm',  blur=0.9, noise=0.9, q=72, dim=True,  light=(0.55, 0.45)),
 '08': dict(seed=808, key=3.5, rot=-3.8, frac=0.76, bg='desk',   hand=True,  cast='cool',  blur=1.3, noise=0.6, q=58, dim=False, light=(0.40, 0.35)),
 '09': dict(seed=909, key=8.0, rot=1.0,  frac=0.92, bg='fabric', hand=False, cast='green', blur=0.5, noise=0.5, q=55, dim=False, light=(0.50, 0.30)),
 '10': dict(seed=1010,key=2.5, rot=-1.4, frac=0.87, bg='wood',   hand=False, cast='warm',  blur=1.0, noise=0.5, q=80, dim=False, light=(0.65, 0.55)),
}
for i, k in enumerate(sorted(P)):   # every third document (03, 06, 09) is 1200x1600
    P[k]['size'] = (1200, 1600) if (i + 1) % 3 == 0 else (1600, 2133)
CAST = {'warm': (1.06, 1.0, 0.86), 'cool': (0.92, 0.98, 1.07), 'green': (0.95, 1.04, 0.93)}

def im(*args):
    subprocess.run(['convert', *map(str, args)], check=True)

def make(id_):
    p = P[id_]; W, H = p['size']; s = p['seed']
    src = os.path.join(OUT, f'{id_}-clean.png'); t = lambda n: os.path.join(TMP, f'{id_}-{n}.png')
    # 1 background
    if p['bg'] == 'wood':
        im('-size', f'{W//40}x{H}', 'xc:gray50', '-seed', s, '-attenuate', 3, '+noise', 'Uniform', '-colorspace', 'gray',
           '-resize', f'{W}x{H}!', '-contrast-stretch', '3%x3%', '-blur', '0x1.5', '+level-colors', '#4a2c16,#a8733f', t('bg'))
    elif p['bg'] == 'fabric':
        im('-size', f'{W}x{H}', 'xc:gray50', '-seed', s, '-attenuate', 2, '+noise', 'Gaussian', '-colorspace', 'gray', '-blur', '0x0.8',
           '(', '-size', f'{W//3+1}x{H//3+1}', 'tile:pattern:hs_cross', '-scale', '300%', '-crop', f'{W}x{H}+0+0', '+repage', '-blur', '0x1', ')', '-compose', 'Multiply', '-composite',
           '+level-colors', '#22324a,#6a83a8', t('bg'))
    else:  # desk laminate
        im('-size', f'{W}x{H}', '-seed', s, 'plasma:grey60-grey40', '-colorspace', 'gray', '-blur', '0x10', '-auto-level',
           '+level-colors', '#a9a295,#d6d1c6', t('bg'))
    # 2 perspective + rotation + scale in one 4-point warp
    ph = p['frac'] * H; pw = ph * 1700 / 2200; k = p['key'] / 100; a = math.radians(p['rot'])
    cx, cy = W / 2 + (s % 7 - 3) * W * 0.004, H / 2 + (s % 5 - 2) * H * 0.004
    rel = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    dst = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in rel]
    srcpts = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    pts = ' '.join(f'{sx},{sy} {dx:.1f},{dy:.1f}' for (sx, sy), (dx, dy) in zip(srcpts, dst))
    im(src, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', f'distort:viewport={W}x{H}+0+0',
       '-distort', 'Perspective', pts, '+repage', t('warp'))
    # 3 soft shadow under the sheet, composite on background
    im(t('bg'), '(', t('warp'), '-background', 'black', '-shadow', '55x14+10+14', ')', '-compose', 'Over', '-flatten',
       t('warp'), '-compose', 'Over', '-composite', t('comp'))
    # 4 light falloff (off-centre radial), optional hand shadow, dim room
    lx, ly = p['light']; R = int(max(W, H) * 1.5)
    ops = [t('comp'), '(', '-size', f'{2*R//8}x{2*R//8}', 'radial-gradient:white-gray52', '-crop', f'{W//8}x{H//8}+{int(R - lx*W)//8}+{int(R - ly*H)//8}', '+repage', '-resize', f'{W}x{H}!', ')',
           '-compose', 'Multiply', '-composite']
    if p['hand']:
        hx, hy = int(W * 0.92), int(H * 0.78)
        q = 4  # drawn at 1/4 scale, blurred, scaled up (fast)
        ops += ['(', '-size', f'{W//q}x{H//q}', 'xc:white', '-fill', 'gray45',
                '-draw', f'ellipse {hx//q},{hy//q} {int(W*0.22)//q},{int(H*0.16)//q} 0,360',
                '-draw', f'ellipse {(hx-int(W*0.20))//q},{(hy-int(H*0.13))//q} {int(W*0.05)//q},{int(H*0.09)//q} 0,360',
                '-draw', f'ellipse {(hx-int(W*0.10))//q},{(hy-int(H*0.19))//q} {int(W*0.045)//q},{int(H*0.09)//q} 0,360',
                '-blur', f'0x{45//q}', '-resize', f'{W}x{H}!', ')', '-compose', 'Multiply', '-composite']
    if p['dim']:
        ops += ['-evaluate', 'multiply', 0.42, '-gamma', 1.15]
    r, g, b = CAST[p['cast']]
    ops += ['-channel', 'R', '-evaluate', 'multiply', r, '-channel', 'G', '-evaluate', 'multiply', g,
            '-channel', 'B', '-evaluate', 'multiply', b, '+channel',
            '-gaussian-blur', f"0x{p['blur']}", '-seed', s + 1, '-attenuate', p['noise'], '+noise', 'Gaussian',
            '-strip', '-sampling-factor', '2x2', '-quality', p['q'], os.path.join(OUT, f'{id_}-photo.jpg')]
    im(*ops)
    print(id_, W, H, json.dumps({k: v for k, v in p.items() if k != 'size'}))

if __name__ == '__main__':
    ids = sys.argv[1:] or sorted(P)
    for i in ids: make(i)
    json.dump(P, open(os.path.join(HERE, 'photo_params.json'), 'w'), indent=1)
