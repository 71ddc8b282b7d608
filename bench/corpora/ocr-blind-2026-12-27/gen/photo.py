#!/usr/bin/env python3
"""Phone-photo simulation with ImageMagick: NN-clean.png -> NN-photo.jpg, seeded and deterministic.
Parameters come from gen/docs/NN.js (exports.photo), read via node."""
import json, math, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); TMP = os.path.join(HERE, 'tmp')
os.makedirs(TMP, exist_ok=True)

def params(i):
    return json.loads(subprocess.check_output(['node', '-e', f"console.log(JSON.stringify(require('{HERE}/docs/{i}.js').photo))"]))

def run(args):
    subprocess.run(args, check=True)

def background(p, out):
    W, H, s = p['w'], p['h'], str(p['seed'])
    w4, h4 = W // 4, H // 4
    if p['bg'] == 'wood':
        run(['convert', '-size', f'{w4}x{h4}', '-seed', s, 'xc:gray50', '-attenuate', '3', '+noise', 'Gaussian', '-colorspace', 'gray',
             '-motion-blur', '0x40+80', '-auto-level', '-resize', f'{W}x{H}!', '-colorspace', 'sRGB', '+level-colors', '#4e2c14,#b07a45', '-seed', s,
             '-attenuate', '0.4', '+noise', 'Gaussian', out])
    elif p['bg'] == 'fabric':
        run(['convert', '-size', f'{W}x{H}', '-seed', s, 'xc:gray50', '-attenuate', '2', '+noise', 'Gaussian', '-colorspace', 'gray',
             '-blur', '0x1.2', '-auto-level', '-colorspace', 'sRGB', '+level-colors', p.get('fabric', '#1f2f4a,#5a6f8f'), out])
    else:  # desk laminate
        run(['convert', '-size', f'{w4}x{h4}', '-seed', s, 'plasma:', '-colorspace', 'gray', '-blur', '0x6', '-auto-level', '-colorspace', 'sRGB', '+level-colors', p.get('desk', '#9c927e,#d2c9b6'), '-resize', f'{W}x{H}!',
             '-attenuate', '0.3', '+noise', 'Gaussian', out])

def corners(p):
    W, H = p['w'], p['h']
    ph = p['frac'] * H; pw = ph * 1700 / 2200
    if pw > 0.92 * W: pw = 0.92 * W; ph = pw * 2200 / 1700
    k = p['keystone'] * pw / 2
    pts = [(-pw / 2 + k, -ph / 2), (pw / 2 - k, -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p['rot']); cx = W / 2 + p.get('dx', 0); cy = H / 2 + p.get('dy', 0)
    return [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]

def make(i):
    p = params(i); W, H, s = p['w'], p['h'], str(p['seed'])
    bg = os.path.join(TMP, f'{i}-bg.png'); light = os.path.join(TMP, f'{i}-light.png')
    background(p, bg)
    # light falloff (+ optional hand shadow), drawn small then enlarged
    w8, h8 = W // 8, H // 8
    cmd = ['convert', '-size', f'{int(w8*1.5)}x{int(h8*1.5)}', f"radial-gradient:white-{p.get('falloff', 'gray55')}",
           '-gravity', 'center', '-crop', f'{w8}x{h8}+{int(p.get("lx", 0))}+{int(p.get("ly", 0))}', '+repage']
    if p['hand']:
        hx, hy = p['hand']
        cmd += ['-fill', 'gray25', '-draw', f'ellipse {hx*w8:.0f},{hy*h8:.0f} {w8*0.22:.0f},{h8*0.3:.0f} 0,360',
                '-fill', 'gray25', '-draw', f'rectangle {hx*w8-w8*0.12:.0f},{hy*h8:.0f} {hx*w8+w8*0.12:.0f},{h8}', '-blur', '0x9']
    cmd += ['-resize', f'{W}x{H}!', light]
    run(cmd)
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    dst = corners(p)
    persp = ' '.join(f'{a[0]},{a[1]} {b[0]:.1f},{b[1]:.1f}' for a, b in zip(src, dst))
    out = os.path.join(ROOT, f'{i}-photo.jpg')
    cmd = ['convert', bg, '-colorspace', 'sRGB', '-type', 'TrueColor',
           '(', os.path.join(ROOT, f'{i}-clean.png'), '-alpha', 'set', '-virtual-pixel', 'transparent',
           '-define', f'distort:viewport={W}x{H}+0+0', '-distort', 'Perspective', persp, '+repage', ')',
           '(', '+clone', '-background', 'black', '-shadow', '55x14+10+14', ')', '+swap', '-background', 'none', '-layers', 'flatten',
           light, '-compose', 'Multiply', '-composite', '-compose', 'Over',
           '-fill', p['cast'], '-colorize', f"{p['castPct']}%"]
    if p['dim']:
        cmd += ['-evaluate', 'multiply', '0.5', '-gamma', '0.92']
    cmd += ['-gaussian-blur', f"0x{p['blur']}", '-seed', s, '-attenuate', str(p['noise']), '+noise', 'Gaussian',
            '-strip', '-type', 'TrueColor', '-sampling-factor', '4:2:0', '-quality', str(p['q']), out]
    run(cmd)
    print(i, 'photo', out, f"{W}x{H}")

if __name__ == '__main__':
    for i in sys.argv[1:]:
        make(i)
