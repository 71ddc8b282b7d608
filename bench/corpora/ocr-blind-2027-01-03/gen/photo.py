#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick (IM6 `convert`), deterministic per seed.
usage: python3 photo.py [ids...]   (parameters come from data.js via `node -e`)"""
import json, math, os, random, subprocess, sys, tempfile
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
docs = json.loads(subprocess.check_output(['node', '-e', 'console.log(JSON.stringify(require("./data.js")))'], cwd=HERE))

def im(*args):
    subprocess.run(['convert', *map(str, args)], check=True)

def background(p, W, H, tmp):
    s = p['seed']; f = os.path.join(tmp, 'bg.png')
    if p['bg'] == 'wood':
        im('-seed', s, '-size', f'{W}x{H//12}', 'plasma:gray35-gray75', '-colorspace', 'gray', '-normalize', '-blur', '0x1.2', '-resize', f'{W}x{H}!', '-colorspace', 'sRGB', '+level-colors', '#4f2c14,#b9824c',
           '-seed', s + 1, '-attenuate', '0.15', '+noise', 'Gaussian', '-blur', '0x0.8', f)
    elif p['bg'] == 'fabric':
        im('-seed', s, '-size', f'{W}x{H}', 'xc:gray50', '+noise', 'Random', '-colorspace', 'gray',
           '(', '-clone', '0', '-motion-blur', '0x7+0', ')', '(', '-clone', '0', '-motion-blur', '0x7+90', ')',
           '-delete', '0', '-evaluate-sequence', 'mean', '-normalize', '-colorspace', 'sRGB', '+level-colors', '#27364d,#8796b4', f)
    else:  # desk: smooth grey-beige laminate
        im('-seed', s, '-size', f'{W//4}x{H//4}', 'plasma:gray50-gray70', '-colorspace', 'gray', '-blur', '0x6', '-resize', f'{W}x{H}!', '-colorspace', 'sRGB', '+level-colors', '#77736b,#c2bdb1',
           '-seed', s + 1, '-attenuate', '0.1', '+noise', 'Gaussian', f)
    return f

def make(d):
    p = d['photo']; W, H = p['w'], p['h']; rnd = random.Random(p['seed'])
    src = os.path.join(OUT, d['id'] + '-clean.png'); dst = os.path.join(OUT, d['id'] + '-photo.jpg')
    with tempfile.TemporaryDirectory() as tmp:
        bg = background(p, W, H, tmp)
        ph = p['frac'] * H; pw = ph * 1700 / 2200
        if pw > p['frac'] * W * 1.02:  # keep the page inside the frame horizontally
            pw = p['frac'] * W; ph = pw * 2200 / 1700
        pw, ph = int(pw), int(ph)
        cx = W / 2 + rnd.uniform(-0.02, 0.02) * W; cy = H / 2 + rnd.uniform(-0.02, 0.02) * H
        k = p['key'] / 100.0 / 2
        # keystone: the top edge is narrower (phone tilted back); small per-corner jitter
        dc = [(-pw / 2 * (1 - 2 * k), -ph / 2), (pw / 2 * (1 - 2 * k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
        dc = [(x + rnd.uniform(-6, 6), y + rnd.uniform(-6, 6)) for x, y in dc]
        a = math.radians(p['rot']); ca, sa = math.cos(a), math.sin(a)
        dc = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in dc]
        sc = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
        spec = ' '.join(f'{s[0]},{s[1]} {t[0]:.1f},{t[1]:.1f}' for s, t in zip(sc, dc))
        page = os.path.join(tmp, 'page.png')
        im(src, '-resize', f'{pw}x{ph}!', '-alpha', 'set', '-virtual-pixel', 'transparent',
           '-define', f'distort:viewport={W}x{H}+0+0', '-distort', 'Perspective', spec, page)
        comp = os.path.join(tmp, 'comp.png')
        im(bg, '(', page, '-fill', 'black', '-colorize', '100', '-channel', 'A', '-evaluate', 'multiply', '0.55', '+channel',
           '-blur', '0x14', ')', '-geometry', f'+{int(W*0.008)}+{int(H*0.01)}', '-composite', page, '-composite', comp)
        # light falloff: radial gradient with an off-centre bright spot
        light = os.path.join(tmp, 'light.png')
        ox = int(W * rnd.uniform(0.35, 0.65)); oy = int(H * rnd.uniform(0.35, 0.65))
        im('-size', f'{2*W}x{2*H}', 'radial-gradient:white-gray25', '-crop', f'{W}x{H}+{ox}+{oy}', '+repage', light)
        layers = [light]
        if p['hand']:
            hand = os.path.join(tmp, 'hand.png')
            if rnd.random() < 0.5:  # from lower right
                poly = f'{W},{int(H*0.62)} {int(W*0.78)},{int(H*0.70)} {int(W*0.66)},{int(H*0.80)} {int(W*0.62)},{int(H*0.88)} {int(W*0.70)},{H} {W},{H}'
            else:  # from left edge
                poly = f'0,{int(H*0.30)} {int(W*0.18)},{int(H*0.34)} {int(W*0.30)},{int(H*0.40)} {int(W*0.26)},{int(H*0.47)} {int(W*0.12)},{int(H*0.50)} 0,{int(H*0.52)}'
            im('-size', f'{W}x{H}', 'xc:white', '-fill', 'gray45', '-draw', f'polygon {poly}', '-blur', '0x45', hand)
            layers.append(hand)
        args = [comp]
        for l in layers:
            args += [l, '-compose', 'Multiply', '-composite']
        args += ['-compose', 'Over', '-fill', p['cast'], '-colorize', f"{p['castPct']}%"]
        if p['dim']:
            args += ['-evaluate', 'multiply', '0.42', '-gamma', '1.05']
        args += ['-gaussian-blur', f"0x{p['blur']}", '-seed', p['seed'] + 7,
                 '-attenuate', '0.55' if p['dim'] else '0.3', '+noise', 'Gaussian',
                 '-strip', '-sampling-factor', '4:2:0', '-quality', p['q'], dst]
        im(*args)
    print('photo', d['id'], W, H)

want = sys.argv[1:]
for d in docs:
    if (not want or d['id'] in want) and os.path.exists(os.path.join(OUT, d['id'] + '-clean.png')):
        make(d)
