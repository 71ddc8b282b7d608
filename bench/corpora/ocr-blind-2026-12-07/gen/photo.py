#!/usr/bin/env python3
"""Simulated phone photos of the printed pages: NN-clean.png -> NN-photo.jpg.

Geometry (ImageMagick -distort Perspective, then a slight lens barrel): 1-4 deg rotation, keystone, small corner
jitter; the whole page inside a 3:4 portrait frame, its measured height 78-92 % of the frame height.
Photometry (numpy): paper tone and reduced contrast, procedural desk/table background, soft contact shadow,
uneven light falloff + vignette, optional hand/phone shadow band, colour cast, slight blur, sensor noise,
then JPEG at quality 55-85 (ImageMagick). Every third photo (03, 06, ...) is 1200 px wide, the others 1600 px.
Deterministic: the random generator is seeded with the document number.
Usage: python3 gen/photo.py [NN ...]
"""
import json, math, os, subprocess, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
PW, PH = 1700, 2200


def read_pam(buf):
    hdr_end = buf.index(b'ENDHDR\n') + 7
    hdr = dict(l.split(' ', 1) for l in buf[:hdr_end].decode().splitlines()[1:-1])
    w, h, d = int(hdr['WIDTH']), int(hdr['HEIGHT']), int(hdr['DEPTH'])
    return np.frombuffer(buf[hdr_end:], dtype=np.uint8).reshape(h, w, d)


def upsample(a, h, w):
    """bilinear upsample of a small 2-D array to h x w"""
    sh, sw = a.shape
    y = np.linspace(0, sh - 1, h); x = np.linspace(0, sw - 1, w)
    y0 = np.floor(y).astype(int); x0 = np.floor(x).astype(int)
    y1 = np.minimum(y0 + 1, sh - 1); x1 = np.minimum(x0 + 1, sw - 1)
    fy = (y - y0)[:, None]; fx = (x - x0)[None, :]
    top = a[y0][:, x0] * (1 - fx) + a[y0][:, x1] * fx
    bot = a[y1][:, x0] * (1 - fx) + a[y1][:, x1] * fx
    return top * (1 - fy) + bot * fy


def smooth_noise(rng, h, w, cells):
    return upsample(rng.standard_normal((cells + 1, int(cells * w / h) + 2)), h, w)


def box_blur(a, r):
    """separable box blur (radius r) via cumulative sums, edges clamped"""
    if r < 1:
        return a
    for axis in (0, 1):
        p = np.pad(a, [(r + 1, r) if i == axis else (0, 0) for i in range(a.ndim)], mode='edge')
        c = np.cumsum(p, axis=axis, dtype=np.float64)
        n = a.shape[axis]
        a = (np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis) - np.take(c, np.arange(0, n), axis=axis)) / (2 * r + 1)
    return a


def gauss_blur(a, sigma):
    """approximate gaussian by three box blurs"""
    if sigma <= 0:
        return a
    r = max(1, int(round(math.sqrt(12 * sigma * sigma / 3 + 1) / 2)))
    for _ in range(3):
        a = box_blur(a, r)
    return a


def small_gauss(img, sigma):
    """exact small gaussian blur of an HxWx3 float image"""
    rad = max(1, int(math.ceil(3 * sigma)))
    k = np.exp(-0.5 * (np.arange(-rad, rad + 1) / sigma) ** 2); k /= k.sum()
    out = img
    for axis in (0, 1):
        p = np.pad(out, [(rad, rad) if i == axis else (0, 0) for i in range(3)], mode='edge')
        acc = np.zeros_like(out)
        n = out.shape[axis]
        for i, kv in enumerate(k):
            acc += kv * np.take(p, np.arange(i, i + n), axis=axis)
        out = acc
    return out


BGS = ['oak desk', 'grey laminate desk', 'walnut table', 'white kitchen table', 'speckled countertop', 'dark desk mat']


def background(rng, h, w, n):
    kind = BGS[(n * 5 + 1) % len(BGS)]                                  # each background on five photos
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind in ('oak desk', 'walnut table'):
        base = np.array([176, 128, 82]) if kind == 'oak desk' else np.array([98, 64, 42])
        ang = rng.uniform(-0.25, 0.25) + (math.pi / 2 if rng.random() < 0.5 else 0)
        u = xx * math.cos(ang) + yy * math.sin(ang)
        warp = smooth_noise(rng, h, w, 6) * 18 + smooth_noise(rng, h, w, 25) * 4
        grain = np.sin((u + warp) / rng.uniform(2.5, 4.5)) * 0.35 + np.sin((u + warp * 1.7) / rng.uniform(9, 16)) * 0.4 \
            + smooth_noise(rng, h, w, 90) * 0.25
        period = rng.uniform(260, 420)
        planks = np.abs(((u / period) % 1.0) - 0.5) < (2.0 / period)
        v = 1 + grain * 0.07 + smooth_noise(rng, h, w, 4) * 0.07 - planks * 0.22
        img = base[None, None, :] * v[..., None]
    elif kind == 'grey laminate desk':
        base = np.array([150, 152, 156]) * rng.uniform(0.85, 1.1)
        v = 1 + smooth_noise(rng, h, w, 40) * 0.025 + rng.standard_normal((h, w)) * 0.02
        img = base[None, None, :] * v[..., None]
    elif kind == 'white kitchen table':
        base = np.array([214, 208, 196])
        v = 1 + smooth_noise(rng, h, w, 8) * 0.03 + smooth_noise(rng, h, w, 60) * 0.015
        img = base[None, None, :] * v[..., None]
    elif kind == 'dark desk mat':
        base = np.array([46, 52, 62]) * rng.uniform(0.8, 1.25)
        v = 1 + rng.standard_normal((h, w)) * 0.05 + smooth_noise(rng, h, w, 10) * 0.05
        img = base[None, None, :] * v[..., None]
    else:
        base = np.array([120, 112, 104])
        speck = (rng.random((h, w)) < 0.04) * rng.uniform(-60, 60, (h, w))
        v = 1 + smooth_noise(rng, h, w, 20) * 0.06
        img = base[None, None, :] * v[..., None] + gauss_blur(speck, 1.0)[..., None]
    return str(kind), img.astype(np.float32)


def corners(rng, W, H, f, rot, key_top, key_side, jitter):
    ph = 1.0; pw = PW / PH
    # page-local corners (unit height), keystone: top edge shorter by key_top, right edge shorter by key_side
    pts = np.array([[-pw / 2 * (1 - key_top), -0.5],
                     [pw / 2 * (1 - key_top), -0.5], [pw / 2, 0.5], [-pw / 2, 0.5]], dtype=float)
    pts[1, 1] += key_side * 0.5; pts[2, 1] -= key_side * 0.5          # right edge shorter (or longer if negative)
    pts += jitter
    a = math.radians(rot)
    R = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
    pts = pts @ R.T
    hb = pts[:, 1].max() - pts[:, 1].min()
    pts *= f * H / hb                                                    # bbox height = f * H
    return pts


def make(nn, rng):
    n = int(nn)
    W = 1200 if n % 3 == 0 else 1600
    H = int(round(W * 4 / 3))
    rot = float(rng.uniform(1.0, 4.0) * rng.choice([-1, 1]))
    key_top = float(rng.uniform(0.015, 0.07) * rng.choice([1, 1, -1]))
    key_side = float(rng.uniform(-0.03, 0.03))
    jitter = rng.uniform(-0.006, 0.006, (4, 2))
    barrel = float(rng.uniform(-0.004, 0.012))
    target = float(rng.uniform(0.80, 0.90))
    for attempt in range(60):
        pts = corners(rng, W, H, target, rot, key_top, key_side, jitter)
        bw = pts[:, 0].max() - pts[:, 0].min()
        margin = 0.022 * W
        if bw <= W - 2 * margin:
            break
        target -= 0.005
    if target < 0.795:                                                 # too wide even at the low end: soften rotation
        rot *= 0.7
        target = 0.82
        pts = corners(rng, W, H, target, rot, key_top, key_side, jitter)
    bw = pts[:, 0].max() - pts[:, 0].min(); bh = pts[:, 1].max() - pts[:, 1].min()
    free_x = W - bw; free_y = H - bh
    cx = W / 2 - (pts[:, 0].max() + pts[:, 0].min()) / 2 + rng.uniform(-0.3, 0.3) * (free_x / 2 - margin)
    cy = H / 2 - (pts[:, 1].max() + pts[:, 1].min()) / 2 + rng.uniform(-0.35, 0.35) * (free_y / 2 - margin)
    dst = pts + [cx, cy]
    src = [(0, 0), (PW, 0), (PW, PH), (0, PH)]
    arg = ' '.join(f'{s[0]},{s[1]} {d[0]:.2f},{d[1]:.2f}' for s, d in zip(src, dst))
    cmd = ['convert', os.path.join(OUT, f'{nn}-clean.png'), '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none',
           '-define', f'distort:viewport={W}x{H}+0+0', '-distort', 'Perspective', arg,
           '-distort', 'Barrel', f'0.0 0.0 {barrel:.4f}', '-depth', '8', 'pam:-']
    rgba = read_pam(subprocess.run(cmd, check=True, capture_output=True).stdout).astype(np.float32)
    page = rgba[..., :3]; alpha = rgba[..., 3] / 255.0

    # measured placement
    ys, xs = np.nonzero(alpha > 0.5)
    frac = (ys.max() - ys.min() + 1) / H
    marg = int(min(xs.min(), ys.min(), W - 1 - xs.max(), H - 1 - ys.max()))

    # paper: tone and contrast of a printed sheet
    white = rng.uniform(222, 246); black = rng.uniform(22, 52)
    tint = np.array([1.0, rng.uniform(0.985, 1.0), rng.uniform(0.95, 0.995)])
    page = black + (white - black) * (page / 255.0)
    page = page * tint[None, None, :]
    page += smooth_noise(rng, H, W, 30)[..., None] * 2.0            # paper fibre unevenness

    bg_kind, bg = background(rng, H, W, n)
    # soft contact shadow of the sheet on the desk
    sh_dx, sh_dy = rng.uniform(-6, 10), rng.uniform(3, 14)
    sh = np.roll(np.roll(alpha, int(sh_dy), axis=0), int(sh_dx), axis=1)
    sh = gauss_blur(sh, rng.uniform(6, 14))
    bg = bg * (1 - 0.35 * sh)[..., None]
    img = page * alpha[..., None] + bg * (1 - alpha[..., None])

    # lighting: off-centre falloff + linear gradient + vignette
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    lx, ly = rng.uniform(-0.3, 1.3) * W, rng.uniform(-0.3, 1.0) * H
    d = np.sqrt((xx - lx) ** 2 + (yy - ly) ** 2) / math.hypot(W, H)
    fall = float(rng.uniform(0.18, 0.40))
    light = 1.04 - fall * np.clip(d, 0, 1.2) ** 1.4
    g_ang = rng.uniform(0, 2 * math.pi); g_amp = rng.uniform(0.0, 0.10)
    light += g_amp * (((xx / W - 0.5) * math.cos(g_ang) + (yy / H - 0.5) * math.sin(g_ang)))
    r = np.sqrt(((xx - W / 2) / (W / 2)) ** 2 + ((yy - H / 2) / (H / 2)) ** 2)
    vign = float(rng.uniform(0.06, 0.18))
    light *= 1 - vign * np.clip(r - 0.55, 0, None) ** 2
    img *= light[..., None]

    # hand / phone shadow band (about 45 % of the photos)
    band = None
    if rng.random() < 0.45:
        kind = rng.choice(['edge band', 'diagonal band', 'corner blob'])
        if kind == 'edge band':
            side = rng.choice(['top', 'bottom', 'left', 'right'])
            depth = rng.uniform(0.10, 0.28)
            coord = {'top': yy / H, 'bottom': 1 - yy / H, 'left': xx / W, 'right': 1 - xx / W}[side]
            wav = smooth_noise(rng, H, W, 3) * 0.03
            m = 1 / (1 + np.exp((coord + wav - depth) / 0.025))
            kind = f'{kind} ({side})'
        elif kind == 'diagonal band':
            a = rng.uniform(0, math.pi); c = rng.uniform(0.3, 0.7)
            dist = ((xx / W - c) * math.cos(a) + (yy / H - rng.uniform(0.3, 0.7)) * math.sin(a))
            wdt = rng.uniform(0.06, 0.14)
            m = 1 / (1 + np.exp((np.abs(dist) - wdt) / 0.03))
        else:
            cxn, cyn = rng.choice([0.0, 1.0]), rng.uniform(-0.05, 0.4)
            dd = np.sqrt(((xx / W - cxn) / 0.45) ** 2 + ((yy / H - cyn) / 0.30) ** 2)
            m = 1 / (1 + np.exp((dd - 1) / 0.12))
        strength = float(rng.uniform(0.25, 0.45))
        img *= (1 - strength * m)[..., None]
        band = {'kind': str(kind), 'strength': round(strength, 3)}

    # colour cast
    casts = {'warm tungsten': (1.07, 1.0, 0.84), 'cool daylight': (0.93, 0.99, 1.08), 'green fluorescent': (0.96, 1.04, 0.93),
             'magenta tint': (1.03, 0.97, 1.015), 'neutral-warm': (1.03, 1.0, 0.95)}
    cast_name = str(rng.choice(list(casts)))
    gains = np.array(casts[cast_name]) * rng.uniform(0.97, 1.03, 3)
    img *= gains[None, None, :]

    # optics and sensor
    blur = float(rng.uniform(0.55, 1.25))
    img = small_gauss(img, blur)
    noise = float(rng.uniform(2.0, 6.0))
    lum_noise = rng.standard_normal((H, W)).astype(np.float32) * noise
    chroma = rng.standard_normal((H, W, 3)).astype(np.float32) * noise * 0.35
    img += lum_noise[..., None] + chroma
    img = np.clip(img, 0, 255).astype(np.uint8)

    q = int(rng.integers(55, 86))
    sharpen = bool(rng.random() < 0.5)
    ppm = b'P6\n%d %d\n255\n' % (W, H) + img.tobytes()
    cmd = ['convert', 'ppm:-'] + (['-unsharp', '0x1.2+0.5+0.02'] if sharpen else []) + \
          ['-sampling-factor', '2x2', '-strip', '-quality', str(q), os.path.join(OUT, f'{nn}-photo.jpg')]
    subprocess.run(cmd, input=ppm, check=True)
    return {'size': [W, H], 'rotation_deg': round(rot, 2), 'keystone_top': round(key_top, 4), 'keystone_side': round(key_side, 4),
            'barrel': round(barrel, 4), 'page_height_frac': round(float(frac), 3), 'margin_px': marg, 'background': bg_kind,
            'paper_white': round(float(white), 1), 'ink_black': round(float(black), 1), 'light_falloff': round(fall, 3),
            'vignette': round(vign, 3), 'shadow_band': band, 'colour_cast': cast_name, 'blur_sigma': round(blur, 2),
            'noise_sigma': round(noise, 2), 'unsharp': sharpen, 'jpeg_quality': q}


def main():
    sel = sys.argv[1:] or [f'{i:02d}' for i in range(1, 31)]
    pfile = os.path.join(HERE, 'photo-params.json')
    params = json.load(open(pfile)) if os.path.exists(pfile) else {}
    for nn in sel:
        nn = f'{int(nn):02d}'
        rng = np.random.default_rng(20261207 + int(nn))
        p = make(nn, rng)
        params[f'{nn}-photo.jpg'] = p
        print(nn, p['size'], 'rot', p['rotation_deg'], 'fill', p['page_height_frac'], 'margin', p['margin_px'], p['background'],
              '| band', p['shadow_band'] and p['shadow_band']['kind'], '| q', p['jpeg_quality'], flush=True)
    json.dump(dict(sorted(params.items())), open(pfile, 'w'), indent=1)


if __name__ == '__main__':
    main()
