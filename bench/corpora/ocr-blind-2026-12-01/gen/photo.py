#!/usr/bin/env python3
"""Turn NN-clean.png into a simulated phone photo NN-photo.jpg with ImageMagick (`convert`).

Per image (deterministic, seeded by the document id):
  paper tint -> perspective warp (keystone + corner jitter) + rotation 1-4 deg onto a
  desk/table background -> soft drop shadow -> uneven lighting (linear gradient + vignette)
  -> soft shadow blob (hand/phone) -> mild blur -> sensor noise -> colour cast -> JPEG 55-82.
Every third document is output at ~1200-1250 px wide, the rest at 1600-1700 px.
Parameters used are written to photo_params.json.
Usage: python3 gen/photo.py [id ...]
"""
import json, math, os, random, subprocess, sys, tempfile

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC_W, SRC_H = 1700, 2200

DESKS = [  # name, dark colour, light colour, streaky (wood grain)
    ('oak wood', '#5a3a22', '#a87a4c', True),
    ('walnut wood', '#2e1c12', '#6b4631', True),
    ('grey laminate', '#5f5f5c', '#8f8f8a', False),
    ('white table', '#b9b6ae', '#dedbd3', False),
    ('dark desk', '#1c1e22', '#3a3d43', False),
    ('green cutting mat', '#1d4a37', '#2e6a50', False),
    ('beige carpet', '#7d6d55', '#ab9a7d', False),
    ('pine wood', '#8a6236', '#caa06a', True),
]


def run(args):
    subprocess.run(args, check=True)


def make(doc_id, params_out):
    n = int(doc_id)
    rng = random.Random(20261201 + n * 7919)
    low = (n % 3 == 0)
    W = rng.choice([1200, 1224, 1250]) if low else rng.choice([1600, 1650, 1700])
    H = round(W * 4 / 3)

    # page geometry
    pw = W * rng.uniform(0.80, 0.90)
    ph = pw * SRC_H / SRC_W
    cx = W / 2 + rng.uniform(-0.03, 0.03) * W
    cy = H / 2 + rng.uniform(-0.03, 0.03) * H
    angle = rng.choice([-1, 1]) * rng.uniform(1.0, 4.0)
    keystone = rng.uniform(0.02, 0.07)
    mode = rng.choice(['top', 'bottom', 'left', 'right'])
    corners = [[-pw / 2, -ph / 2], [pw / 2, -ph / 2], [pw / 2, ph / 2], [-pw / 2, ph / 2]]
    if mode == 'top':      # camera tilted: top edge farther away -> narrower
        for c in corners[:2]: c[0] *= (1 - keystone)
    elif mode == 'bottom':
        for c in corners[2:]: c[0] *= (1 - keystone)
    elif mode == 'left':
        for c in (corners[0], corners[3]): c[1] *= (1 - keystone)
    else:
        for c in (corners[1], corners[2]): c[1] *= (1 - keystone)
    jit = 0.008 * pw
    a = math.radians(angle)
    dst = []
    for x, y in corners:
        x += rng.uniform(-jit, jit); y += rng.uniform(-jit, jit)
        dst.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    src = [(0, 0), (SRC_W, 0), (SRC_W, SRC_H), (0, SRC_H)]
    persp = ' '.join(f'{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}' for s, d in zip(src, dst))

    desk = rng.choice(DESKS)
    paper = rng.choice(['#f7f4ec', '#f2efe6', '#f5f5f2', '#efe9dc', '#f8f6f0'])
    grad_angle = rng.uniform(0, 360)
    grad_dark = rng.randint(62, 85)       # darkest end of lighting gradient (% grey)
    vignette = rng.randint(78, 92)
    blob = rng.random() < 0.6
    blob_strength = rng.randint(62, 82)
    blur = rng.uniform(0.5, 1.2) * (W / 1700)
    noise = rng.uniform(0.25, 0.6)
    sat = rng.randint(85, 105)
    warm = rng.uniform(0.93, 1.0)
    quality = rng.randint(55, 82)
    expo = rng.randint(86, 95)  # phone auto-exposure brightening
    seed = 1000 + n

    with tempfile.TemporaryDirectory() as td:
        clean = os.path.join(OUT, f'{doc_id}-clean.png')
        page = os.path.join(td, 'page.miff')
        bg = os.path.join(td, 'bg.miff')
        light = os.path.join(td, 'light.miff')
        # 1. tinted paper, warped into the frame
        run(['convert', clean, '(', '-size', f'{SRC_W}x{SRC_H}', f'xc:{paper}', ')',
             '-compose', 'multiply', '-composite', '+level', '4%,97%',
             '-alpha', 'set', '-virtual-pixel', 'transparent',
             '-define', f'distort:viewport={W}x{H}+0+0', '-distort', 'Perspective', persp, page])
        # 2. desk background
        sw, sh = (max(8, W // 4), max(8, H // 60)) if desk[3] else (max(8, W // 10), max(8, H // 10))
        run(['convert', '-seed', str(seed), '-size', f'{sw}x{sh}', 'plasma:grey50-grey50',
             '-colorspace', 'gray', '-auto-level', '-colorspace', 'sRGB', '+level-colors', f'{desk[1]},{desk[2]}',
             '-resize', f'{W}x{H}!', '-blur', '0x2', '-attenuate', '0.5', '+noise', 'Gaussian', bg])
        # 3. lighting: linear gradient at random angle x vignette x optional shadow blob
        lw, lh = W // 8, H // 8
        d = int(math.hypot(lw, lh)) + 4
        cmd = ['convert', '(', '-size', f'{d}x{d}', f'gradient:white-grey{grad_dark}', '-rotate', f'{grad_angle:.1f}', '+repage',
               '-gravity', 'center', '-crop', f'{lw}x{lh}+0+0', '+repage', '+gravity', ')',
               '(', '-size', f'{lw}x{lh}', f'radial-gradient:white-grey{vignette}', ')',
               '-compose', 'multiply', '-composite']
        if blob:
            bx, by = rng.uniform(0, lw), rng.choice([rng.uniform(0, lh * 0.3), rng.uniform(lh * 0.7, lh)])
            rx, ry = rng.uniform(lw * 0.25, lw * 0.6), rng.uniform(lh * 0.12, lh * 0.3)
            cmd += ['(', '-size', f'{lw}x{lh}', 'xc:white', '-fill', f'grey{blob_strength}', '-draw',
                    f'ellipse {bx:.0f},{by:.0f} {rx:.0f},{ry:.0f} 0,360', '-blur', f'0x{lw / 14:.1f}', ')',
                    '-compose', 'multiply', '-composite']
        cmd += ['-resize', f'{W}x{H}!', '-blur', '0x3', light]
        run(cmd)
        # 4. assemble: bg * drop shadow, page over, * light, blur, noise, colour, jpeg
        sh_off = rng.randint(4, 14) * W // 1700 + 2
        out = os.path.join(OUT, f'{doc_id}-photo.jpg')
        run(['convert', bg,
             '(', page, '-alpha', 'extract', '-blur', f'0x{10 * W / 1700:.1f}', '-roll', f'+{sh_off}+{sh_off}',
             '-negate', '+level', '45%,100%', ')', '-compose', 'multiply', '-composite',
             page, '-compose', 'over', '-composite',
             light, '-compose', 'multiply', '-composite',
             '-level', f'0%,{expo}%', '-blur', f'0x{blur:.2f}',
             '-attenuate', f'{noise:.2f}', '+noise', 'Gaussian',
             '-modulate', f'100,{sat},100',
             '-channel', 'B', '-evaluate', 'multiply', f'{warm:.3f}', '+channel',
             '-sampling-factor', '4:2:0', '-strip', '-quality', str(quality), out])

    params_out[doc_id] = dict(width=W, height=H, page_width_px=round(pw), rotation_deg=round(angle, 2),
                              keystone=round(keystone, 3), keystone_side=mode, desk=desk[0], paper=paper,
                              light_gradient_angle=round(grad_angle), light_dark_pct=grad_dark,
                              vignette_pct=vignette, shadow_blob=blob, blur_sigma=round(blur, 2),
                              noise=round(noise, 2), exposure_white_pct=expo, saturation=sat, blue_gain=round(warm, 3), jpeg_quality=quality)
    print(doc_id, params_out[doc_id])


if __name__ == '__main__':
    ids = sys.argv[1:] or [f'{i:02d}' for i in range(1, 31)]
    pfile = os.path.join(OUT, 'gen', 'photo_params.json')
    params = json.load(open(pfile)) if os.path.exists(pfile) else {}
    for i in ids:
        make(i, params)
    json.dump(dict(sorted(params.items())), open(pfile, 'w'), indent=1)
