#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick 6 (/usr/bin/convert), seeded and deterministic.
Usage: photo.py 01 02 ...   (parameters are written to gen/photo_params.json)"""
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
CONVERT = '/usr/bin/convert'
TMP = os.path.join(HERE, 'tmp'); os.makedirs(TMP, exist_ok=True)
BGS = ['wood', 'fabric', 'desk']
HAND = {'02', '07'}        # documents with a hand shadow
DIM = {'08'}               # the dim (dark room) photo
SMALL = {'03', '06', '09'} # every third document: 1200x1600

def params(i):
    r = random.Random(20261224 + int(i) * 7919)
    W, H = (1200, 1600) if i in SMALL else (1600, 2133)
    p = dict(id=i, size=[W, H], seed=int(i) * 101 + 7,
             background=BGS[(int(i) - 1) % 3],
             keystone=round(r.uniform(0.01, 0.08), 3), keystone_axis=r.choice(['top', 'bottom', 'left', 'right']),
             rotation=round(r.choice([-1, 1]) * r.uniform(0.5, 4.0), 2),
             coverage=round(r.uniform(0.75, 0.92), 3),
             offset=[round(r.uniform(-0.02, 0.02), 3), round(r.uniform(-0.02, 0.02), 3)],
             falloff=round(r.uniform(0.25, 0.5), 2), light_center=[round(r.uniform(0.3, 0.7), 2), round(r.uniform(0.25, 0.6), 2)],
             hand_shadow=i in HAND,
             cast=[round(r.uniform(0.93, 1.05), 3), round(r.uniform(0.95, 1.02), 3), round(r.uniform(0.85, 0.98), 3)],
             dim=0.42 if i in DIM else 1.0,
             blur=round(r.uniform(0.5, 1.3), 2), noise=round(r.uniform(0.25, 0.6), 2),
             quality=r.randint(55, 85))
    return p

def run(args):
    subprocess.run([CONVERT] + [str(a) for a in args], check=True)

def make(i):
    p = params(i); W, H = p['size']; s = p['seed']
    src = os.path.join(OUT, f'{i}-clean.png'); dst = os.path.join(OUT, f'{i}-photo.jpg')
    t = lambda n: os.path.join(TMP, f'{i}-{n}.png')
    # 1 background
    if p['background'] == 'wood':
        run(['-seed', s, '-size', f'60x{H}', 'xc:', '+noise', 'Random', '-colorspace', 'gray', '-resize', f'{W}x{H}!',
             '-blur', '0x1.5', '+level-colors', '#3b2312,#a8733f', t('bg')])
    elif p['background'] == 'fabric':
        run(['-seed', s, '-size', f'{W}x{H}', 'xc:', '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x0.8',
             '(', '-size', f'{W}x{H}', 'pattern:hs_cross', '-blur', '0x0.6', ')', '-compose', 'Multiply', '-composite',
             '+level-colors', '#1f2a3a,#6f7f96', t('bg')])
    else:
        run(['-seed', s, '-size', f'{W}x{H}', 'plasma:', '-colorspace', 'gray', '-blur', '0x6', '+level-colors', '#7d7668,#cfc7b4', t('bg')])
    # 2 page geometry: scale, keystone, rotation
    def corners(p):
        pw = p['coverage'] * W; ph = pw * 2200 / 1700
        cx = W / 2 + p['offset'][0] * W; cy = H / 2 + p['offset'][1] * H
        w2, h2 = pw / 2, ph / 2; k = p['keystone'] / 2
        pts = [[-w2, -h2], [w2, -h2], [w2, h2], [-w2, h2]]  # TL TR BR BL
        ax = p['keystone_axis']
        if ax == 'top':    pts[0][0] *= 1 - k; pts[1][0] *= 1 - k; pts[2][0] *= 1 + k; pts[3][0] *= 1 + k
        if ax == 'bottom': pts[0][0] *= 1 + k; pts[1][0] *= 1 + k; pts[2][0] *= 1 - k; pts[3][0] *= 1 - k
        if ax == 'left':   pts[0][1] *= 1 - k; pts[3][1] *= 1 - k; pts[1][1] *= 1 + k; pts[2][1] *= 1 + k
        if ax == 'right':  pts[0][1] *= 1 + k; pts[3][1] *= 1 + k; pts[1][1] *= 1 - k; pts[2][1] *= 1 - k
        a = math.radians(p['rotation'])
        dpts = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]
        return dpts
    while True:  # keep the whole page inside the frame (1% margin): shrink coverage, then pull toward centre
        dpts = corners(p)
        xs = [x for x, y in dpts]; ys = [y for x, y in dpts]
        if min(xs) >= 0.01 * W and max(xs) <= 0.99 * W and min(ys) >= 0.01 * H and max(ys) <= 0.99 * H: break
        if p['coverage'] > 0.75: p['coverage'] = round(p['coverage'] - 0.005, 3)
        elif p['offset'] != [0, 0]: p['offset'] = [0, 0]
        else: break
    spts = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    ctl = ' '.join(f'{sx},{sy} {dx:.1f},{dy:.1f}' for (sx, sy), (dx, dy) in zip(spts, dpts))
    run([src, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', f'distort:viewport={W}x{H}+0+0',
         '-distort', 'Perspective', ctl, '+repage', t('page')])
    # 3 drop shadow under the page, then the page
    run([t('bg'), '(', t('page'), '-alpha', 'extract', '-roll', '+9+13', '-blur', '0x14', '-evaluate', 'multiply', '0.55', '-negate', ')',
         '-compose', 'Multiply', '-composite', t('page'), '-compose', 'Over', '-composite', t('comp')])
    # 4 light falloff (offset radial gradient), optional hand shadow
    lx, ly = p['light_center']; G = int(max(W, H) * 2.2)
    dark = int(round(100 * (1 - p['falloff'])))
    light = ['(', '-size', f'{G}x{G}', f'radial-gradient:white-gray{dark}', '-crop', f'{W}x{H}+{int(G/2 - lx*W)}+{int(G/2 - ly*H)}', '+repage', ')',
             '-compose', 'Multiply', '-composite']
    hand = []
    if p['hand_shadow']:
        hx, hy = int(W * 0.86), int(H * 0.9)
        hand = ['(', '-size', f'{W}x{H}', 'xc:white', '-fill', 'gray38',
                '-draw', f'ellipse {hx},{hy} {int(W*0.17)},{int(H*0.1)} 0,360',
                '-draw', f'polygon {hx-int(W*0.06)},{hy} {W},{hy-int(H*0.1)} {W},{H} {hx+int(W*0.02)},{H}',
                '-blur', '0x45', ')', '-compose', 'Multiply', '-composite']
    rc, gc, bc = p['cast']; d = p['dim']
    run([t('comp')] + light + hand + [
        '-channel', 'R', '-evaluate', 'multiply', round(rc * d, 3), '-channel', 'G', '-evaluate', 'multiply', round(gc * d, 3),
        '-channel', 'B', '-evaluate', 'multiply', round(bc * d, 3), '+channel',
        '-gaussian-blur', f"0x{p['blur']}", '-seed', s, '-attenuate', p['noise'], '+noise', 'Gaussian',
        '-strip', '-quality', p['quality'], '-sampling-factor', '4:2:0', dst])
    for n in ('bg', 'page', 'comp'):
        os.remove(t(n))
    return p

if __name__ == '__main__':
    pf = os.path.join(HERE, 'photo_params.json')
    allp = json.load(open(pf)) if os.path.exists(pf) else {}
    for i in sys.argv[1:]:
        allp[i] = make(i); print(i, 'photo done', allp[i]['size'], allp[i]['background'])
    json.dump(dict(sorted(allp.items())), open(pf, 'w'), indent=1)
