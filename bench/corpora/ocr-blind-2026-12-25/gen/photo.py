#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick; seeded and deterministic.
Usage: python3 photo.py 01 02 ...   Parameters are written to gen/photo_params.json."""
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
CONVERT = '/usr/local/bin/convert'
SMALL = {'03', '06', '09'}          # every third document: 1200x1600
HAND = {'02', '08'}                  # hand shadow
DIM = {'07'}                         # dark-room photo
BG = {'01': 'wood', '02': 'desk', '03': 'fabric', '04': 'wood', '05': 'desk', '06': 'fabric',
      '07': 'wood', '08': 'desk', '09': 'fabric', '10': 'wood'}

def run(args):
    subprocess.run([CONVERT] + [str(a) for a in args], check=True)

def params(id_):
    r = random.Random(int(id_) * 7919 + 2026)
    W, H = (1200, 1600) if id_ in SMALL else (1600, 2133)
    p = dict(size=f'{W}x{H}', W=W, H=H, seed=int(id_) * 101 + 7, background=BG[id_],
             keystone=round(r.uniform(0.01, 0.08), 3), keystone_side=r.choice(['top', 'bottom', 'left', 'right']),
             rotation=round(r.choice([-1, 1]) * r.uniform(0.5, 4.0), 2), page_frac=round(r.uniform(0.75, 0.92), 3),
             falloff=round(r.uniform(0.25, 0.5), 2), hand_shadow=id_ in HAND,
             cast=r.choice(['warm', 'cool', 'green', 'magenta', 'warm']), blur=round(r.uniform(0.5, 1.3), 2),
             noise=round(r.uniform(0.25, 0.6), 2), quality=r.randint(55, 85), dim=id_ in DIM,
             dx=round(r.uniform(-0.03, 0.03), 3), dy=round(r.uniform(-0.02, 0.02), 3))
    return p

def corners(p):
    W, H = p['W'], p['H']
    ph = p['page_frac'] * H; pw = ph * 1700 / 2200
    if pw > 0.93 * W: pw = 0.93 * W; ph = pw * 2200 / 1700
    k = p['keystone']
    hw, hh = pw / 2, ph / 2
    pts = [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]]   # TL TR BR BL
    s = p['keystone_side']
    if s == 'top':    pts[0][0] += k * hw; pts[1][0] -= k * hw
    if s == 'bottom': pts[3][0] += k * hw; pts[2][0] -= k * hw
    if s == 'left':   pts[0][1] += k * hh; pts[3][1] -= k * hh
    if s == 'right':  pts[1][1] += k * hh; pts[2][1] -= k * hh
    a = math.radians(p['rotation']); ca, sa = math.cos(a), math.sin(a)
    cx, cy = W / 2 + p['dx'] * W, H / 2 + p['dy'] * H
    return [(round(cx + x * ca - y * sa, 1), round(cy + x * sa + y * ca, 1)) for x, y in pts]

def make(id_):
    p = params(id_); W, H, S = p['W'], p['H'], p['seed']
    t = f'/tmp/photo_{id_}'; os.makedirs(t, exist_ok=True)
    src = os.path.join(ROOT, f'{id_}-clean.png'); out = os.path.join(ROOT, f'{id_}-photo.jpg')
    # 1. background
    if p['background'] == 'wood':
        run(['-size', f'{W//3}x48', '-seed', S, 'xc:gray50', '+noise', 'Random', '-channel', 'G', '-separate', '+channel',
             '-blur', '0x0.7', '-resize', f'{W}x{H}!', '-wave', f'6x{H//3}', '-gravity', 'center', '-extent', f'{W}x{H}',
             '-normalize', '-sigmoidal-contrast', '4x50%', '-attenuate', '0.4', '+noise', 'Gaussian',
             '+level-colors', '#4e2f17,#b07a45', f'{t}/bg.png'])
    elif p['background'] == 'fabric':
        run(['-size', f'{W}x{H}', '-seed', S, 'xc:gray50', '+noise', 'Random', '-channel', 'R', '-separate', '+channel',
             '-blur', '0x0.8', '(', '+clone', '-motion-blur', '0x6+45', ')', '(', '-clone', '0', '-motion-blur', '0x6+135', ')',
             '-delete', '0', '-compose', 'multiply', '-composite', '-normalize',
             '+level-colors', '#1f2c44,#5a7496', f'{t}/bg.png'])
    else:  # desk (laminate / painted desk)
        run(['-size', f'{W}x{H}', '-seed', S, 'plasma:fractal', '-blur', '0x6', '-colorspace', 'gray', '-normalize',
             '+level-colors', '#9c937f,#d8d0bf',
             '-attenuate', '0.3', '+noise', 'Gaussian', f'{t}/bg.png'])
    # 2. page warp (perspective + rotation in one distort)
    c = corners(p)
    dist = ' '.join(f'{sx},{sy} {x},{y}' for (sx, sy), (x, y) in zip([(0, 0), (1700, 0), (1700, 2200), (0, 2200)], c))
    run([src, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', f'distort:viewport={W}x{H}+0+0',
         '-distort', 'Perspective', dist, '+repage', f'{t}/page.png'])
    # 3. composite with soft drop shadow
    run([f'{t}/bg.png', '(', f'{t}/page.png', '-alpha', 'extract', '-blur', '0x14', '-roll', '+9+12',
         '-evaluate', 'multiply', '0.5', '-negate', ')', '-compose', 'multiply', '-composite',
         f'{t}/page.png', '-compose', 'over', '-composite', f'{t}/comp.png'])
    # 4. light falloff (off-centre radial), optional hand shadow, colour cast, blur, noise
    r = random.Random(S)
    ox, oy = int(W * r.uniform(0.3, 0.7)), int(H * r.uniform(0.3, 0.7))
    g = int(100 - p['falloff'] * 100)
    args = [f'{t}/comp.png', '(', '-size', f'{2*W}x{2*H}', f'radial-gradient:white-gray{g}', '-crop',
            f'{W}x{H}+{W-ox}+{H-oy}', '+repage', ')', '-compose', 'multiply', '-composite']
    if p['hand_shadow']:
        hx = int(W * r.uniform(0.55, 0.8)); hy = H
        poly = f'{hx-260},{hy} {hx-200},{hy-520} {hx-120},{hy-700} {hx-60},{hy-720} {hx},{hy-600} {hx+140},{hy-560} {hx+260},{hy-380} {hx+320},{hy}'
        args += ['(', '-size', f'{W}x{H}', 'xc:white', '-fill', 'gray45', '-draw', f'polygon {poly}',
                 '-blur', '0x45', ')', '-compose', 'multiply', '-composite']
    cast = {'warm': (1.06, 1.0, 0.86), 'cool': (0.92, 0.98, 1.08), 'green': (0.95, 1.05, 0.92),
            'magenta': (1.05, 0.93, 1.03)}[p['cast']]
    args += ['-compose', 'over', '-channel', 'R', '-evaluate', 'multiply', cast[0], '-channel', 'G', '-evaluate', 'multiply',
             cast[1], '-channel', 'B', '-evaluate', 'multiply', cast[2], '+channel']
    if p['dim']:
        args += ['-evaluate', 'multiply', '0.42', '-gamma', '0.9']
    args += ['-gaussian-blur', f"0x{p['blur']}", '-seed', S, '-attenuate', p['noise'] * (1.6 if p['dim'] else 1),
             '+noise', 'Gaussian', '-quality', p['quality'], '-sampling-factor', '4:2:0', '-strip', out]
    run(args)
    pf = os.path.join(HERE, 'photo_params.json')
    allp = json.load(open(pf)) if os.path.exists(pf) else {}
    p['corners'] = c; allp[id_] = p
    json.dump(dict(sorted(allp.items())), open(pf, 'w'), indent=1)
    print('photo', id_, p['size'], f"rot {p['rotation']} key {p['keystone']}({p['keystone_side']}) frac {p['page_frac']} q {p['quality']}")

if __name__ == '__main__':
    for i in sys.argv[1:]: make(i)
