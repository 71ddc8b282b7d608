#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick: seeded, deterministic phone-photo simulation.
Parameters per document come from the `photo` object of each doc (exported via gen/photo_params.json by render.js)."""
import json, math, os, random, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
TMP = os.path.join(HERE, 'tmp')
os.makedirs(TMP, exist_ok=True)


def run(args):
    subprocess.run(['convert'] + [str(a) for a in args], check=True)


def background(kind, W, H, seed, path):
    if kind == 'wood':
        # streaky grain: tall noise squeezed then stretched horizontally, tinted brown
        run(['-seed', seed, '-size', f'{W // 24}x{H}', 'xc:', '+noise', 'Random', '-colorspace', 'gray',
             '-blur', '0x2', '-resize', f'{W}x{H}!', '-auto-level', '-level', '20%,90%', '-colorspace', 'sRGB', '-type', 'TrueColor',
             '+level-colors', '#4a2a14,#b07a45', '-seed', seed, '-attenuate', '0.3', '+noise', 'Gaussian', path])
    elif kind == 'fabric':
        run(['-seed', seed, '-size', f'{W // 3}x{H // 3}', 'xc:', '+noise', 'Random', '-colorspace', 'gray',
             '-resize', f'{W}x{H}!', '-blur', '0x1', '-auto-level', '-level', '25%,85%', '-colorspace', 'sRGB', '-type', 'TrueColor',
             '+level-colors', '#20304a,#5a6e8e', path])
    else:  # desk: grey laminate with soft mottling
        run(['-seed', seed, '-size', f'{W // 16}x{H // 16}', 'plasma:grey60-grey75', '-modulate', '100,6,100', '-fill', '#b8b0a2', '-colorize', '35%', '-resize', f'{W}x{H}!',
             '-blur', '0x6', '-seed', seed, '-attenuate', '0.4', '+noise', 'Gaussian', '-colorspace', 'sRGB', '-type', 'TrueColor', path])


def make(doc_id, p):
    W, H = p['size']
    rnd = random.Random(p['seed'])
    clean = os.path.join(OUT, f'{doc_id}-clean.png')
    bg = os.path.join(TMP, f'{doc_id}-bg.png')
    warped = os.path.join(TMP, f'{doc_id}-warp.png')
    background(p['bg'], W, H, p['seed'], bg)
    # page size in frame: its height is fill * frame height (page aspect 1700:2200 kept)
    ph = p['fill'] * H
    pw = ph * 1700 / 2200
    if pw > p['fill'] * W:
        pw = p['fill'] * W; ph = pw * 2200 / 1700
    cx, cy = W / 2 + rnd.uniform(-0.02, 0.02) * W, H / 2 + rnd.uniform(-0.02, 0.02) * H
    k = p['keystone'] / 100.0  # top edge narrower by k (phone tilted away at the top)
    pts = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p['rotation'])
    dst = [(cx + x * math.cos(a) - y * math.sin(a) + rnd.uniform(-4, 4), cy + x * math.sin(a) + y * math.cos(a) + rnd.uniform(-4, 4)) for x, y in pts]
    src = [(0, 0), (1699, 0), (1699, 2199), (0, 2199)]
    cp = ' '.join(f'{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}' for s, d in zip(src, dst))
    run([clean, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', f'distort:viewport={W}x{H}+0+0',
         '-distort', 'Perspective', cp, warped])
    args = [bg, '-colorspace', 'sRGB', '-type', 'TrueColor',
            # soft contact shadow of the page
            '(', warped, '-alpha', 'extract', '-blur', '0x14', '-background', 'black', '-alpha', 'shape',
            '-channel', 'A', '-evaluate', 'multiply', '0.55', '+channel', '-geometry', '+10+14', ')', '-composite',
            warped, '-composite']
    # light falloff: multiply with an off-centre radial gradient
    g = 255 - int(255 * p['falloff'] * 0.8)
    ox, oy = int(rnd.uniform(-0.15, 0.15) * W), int(rnd.uniform(-0.2, 0.1) * H)
    R = int(max(W, H) * 1.25)
    args += ['(', '-size', f'{R}x{R}', f'radial-gradient:white-rgb({g},{g},{g})', '-gravity', 'center',
             '-crop', f'{W}x{H}{ox:+d}{oy:+d}', '+repage', '-resize', f'{W}x{H}!', ')', '-gravity', 'northwest',
             '-compose', 'multiply', '-composite', '-compose', 'over']
    if p.get('hand'):
        # shadow of a hand/forearm coming in from a lower corner
        side = rnd.choice(['left', 'right'])
        bx = 0 if side == 'left' else W
        poly = [(bx, H * 0.62), (bx + (1 if side == 'left' else -1) * W * 0.42, H * 0.80),
                (bx + (1 if side == 'left' else -1) * W * 0.50, H * 0.92), (bx + (1 if side == 'left' else -1) * W * 0.36, H),
                (bx, H)]
        pstr = ' '.join(f'{x:.0f},{y:.0f}' for x, y in poly)
        args += ['(', '-size', f'{W}x{H}', 'xc:white', '-fill', 'rgb(120,115,110)', '-draw', f'polygon {pstr}',
                 '-blur', '0x45', ')', '-compose', 'multiply', '-composite', '-compose', 'over']
    # colour cast
    args += ['-fill', p['cast'], '-colorize', f"{p['castPct']}%"]
    if p.get('dim'):
        args += ['-evaluate', 'multiply', '0.42', '-gamma', '0.9']
    args += ['-gaussian-blur', f"0x{p['blur']}", '-seed', p['seed'], '-attenuate', p['noise'], '+noise', 'Gaussian',
             '-type', 'TrueColor', '-quality', p['quality'], '-sampling-factor', '2x2', '-strip', os.path.join(OUT, f'{doc_id}-photo.jpg')]
    run(args)


if __name__ == '__main__':
    params = json.load(open(os.path.join(HERE, 'photo_params.json')))
    want = sys.argv[1:]
    for doc_id, p in params.items():
        if want and doc_id not in want:
            continue
        make(doc_id, p)
        print(doc_id, 'photo done', p['size'])
