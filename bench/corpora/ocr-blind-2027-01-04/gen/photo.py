#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick, deterministically (seeded) from data.json."""
import json, math, os, subprocess, sys, random
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
TMP = os.path.join(HERE, 'tmp'); os.makedirs(TMP, exist_ok=True)  # intermediates; removed by build.sh
def run(*a): subprocess.run([str(x) for x in a], check=True)

def background(kind, W, H, seed, out):
    if kind == 'wood':
        run('convert', '-seed', seed, '-size', f'{W//4}x{H//4}', 'xc:', '+noise', 'Random', '-colorspace', 'gray',
            '-motion-blur', '0x30+90', '-resize', f'{W}x{H}!', '-blur', '0x2', '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor',
            '+level-colors', '#4a2c16,#a8713f', '-attenuate', '0.3', '+noise', 'Gaussian', out)
    elif kind == 'fabric':
        run('convert', '-seed', seed, '-size', f'{W}x{H}', 'pattern:crosshatch', '-negate', '-blur', '0x0.8',
            '(', '-size', f'{W}x{H}', 'xc:', '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x3', '-auto-level', ')',
            '-compose', 'multiply', '-composite', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#1f2a44,#5b6f9a', out)
    else:  # desk: grey laminate with fine grain
        run('convert', '-seed', seed, '-size', f'{W}x{H}', 'xc:#8d8a84', '-attenuate', '0.6', '+noise', 'Gaussian',
            '-blur', '0x1.2', '(', '-size', f'{W}x{H}', 'gradient:#bdbab2-#6f6c66', ')', '-compose', 'softlight', '-composite', out)

def photo(d):
    p = d['photo']; nid = d['id']; W, H = map(int, p['size'].split('x'))
    rnd = random.Random(p['seed'])
    src = os.path.join(ROOT, f'{nid}-clean.png'); out = os.path.join(ROOT, f'{nid}-photo.jpg')
    bg = os.path.join(TMP, f'{nid}-bg.png'); warped = os.path.join(TMP, f'{nid}-warp.png')
    background(p['bg'], W, H, p['seed'], bg)
    # page size in frame: height = fill * H
    ph = p['fill'] * H; pw = ph * 1700 / 2200
    if pw > p['fill'] * W: pw = p['fill'] * W; ph = pw * 2200 / 1700
    k = p['keystone'] / 100.0  # top edge narrower by k (keystone), bottom full width
    cx = W / 2 + rnd.uniform(-0.03, 0.03) * W; cy = H / 2 + rnd.uniform(-0.02, 0.02) * H
    corners = [(-pw/2*(1-k), -ph/2), (pw/2*(1-k), -ph/2), (pw/2, ph/2), (-pw/2, ph/2)]
    a = math.radians(p['rot'])
    dst = []
    for (x, y) in corners:
        x += rnd.uniform(-4, 4); y += rnd.uniform(-4, 4)
        dst.append((cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)))
    src_c = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    args = ' '.join(f'{s[0]},{s[1]} {t[0]:.1f},{t[1]:.1f}' for s, t in zip(src_c, dst))
    run('convert', src, '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none',
        '-define', f'distort:viewport={W}x{H}+0+0', '-distort', 'Perspective', args, warped)
    casts = {'warm': '#ffcf8a', 'cool': '#9ec4ff', 'yellow': '#fff07a', 'green': '#b9f5a8', 'magenta': '#ffb3e6'}
    cmd = ['convert', bg, '-colorspace', 'sRGB', '-type', 'TrueColor',
           # soft drop shadow under the page
           '(', warped, '-background', 'black', '-shadow', '60x12+8+10', ')', '-geometry', '-28-28', '-compose', 'over', '-composite',
           warped, '-compose', 'over', '-composite']
    # light falloff: radial vignette, off-centre
    vx = int(W * rnd.uniform(0.35, 0.65)); vy = int(H * rnd.uniform(0.3, 0.6))
    cmd += ['(', '-size', f'{int(W*1.6)}x{int(H*1.6)}', 'radial-gradient:white-#6e6e6e', '-crop', f'{W}x{H}+{int(W*0.8)-vx}+{int(H*0.8)-vy}', '+repage', ')',
            '-compose', 'multiply', '-composite']
    if p['hand']:
        hx = int(W * rnd.uniform(0.55, 0.8)); hy = int(H * rnd.uniform(0.7, 0.85))
        cmd += ['(', '-size', f'{W}x{H}', 'xc:white', '-fill', '#6a6a6a', '-draw',
                f'ellipse {hx},{hy + int(H*0.25)} {int(W*0.16)},{int(H*0.3)} 0,360',
                '-draw', f'ellipse {hx - int(W*0.12)},{hy - int(H*0.02)} {int(W*0.03)},{int(H*0.09)} 0,360',
                '-blur', '0x45', ')', '-compose', 'multiply', '-composite']
    cmd += ['-fill', casts[p['cast']], '-colorize', '12%']
    if p['dim']:
        cmd += ['-evaluate', 'multiply', '0.42', '-gamma', '0.9']
    cmd += ['-gaussian-blur', f'0x{p["blur"]}', '-seed', str(p['seed']), '-attenuate', str(p['noise']), '+noise', 'Gaussian',
            '-alpha', 'off', '-type', 'TrueColor', '-quality', str(p['quality']), '-sampling-factor', '4:2:0', '-strip', out]
    run(*cmd)
    print(nid, 'photo', p['size'], 'ok')

if __name__ == '__main__':
    docs = json.load(open(os.path.join(HERE, 'data.json')))
    only = sys.argv[1:]
    for d in docs:
        if not only or d['id'] in only: photo(d)
