#!/usr/bin/env python3
"""Usage: python3 gen/photo.py 01 [02 ...]  -> NN-photo.jpg from NN-clean.png (ImageMagick, seeded, deterministic).
Writes the parameters actually used to gen/out/NN.photo.json."""
import json, math, os, random, subprocess, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TMP = os.path.join(ROOT, "gen", "tmp"); os.makedirs(TMP, exist_ok=True)
# fixed per-document choices; everything else drawn from random.Random(1000+id)
PLAN = {"01": ("wood", False, False), "02": ("fabric", False, False), "03": ("desk", False, False),
        "04": ("wood", True, False), "05": ("fabric", False, False), "06": ("desk", False, False),
        "07": ("wood", False, True), "08": ("fabric", True, False), "09": ("desk", False, False),
        "10": ("wood", False, False)}
def im(*args):
    cmd = ["convert", "-limit", "thread", "1"] + [str(a) for a in args]
    subprocess.run(cmd, check=True)
def photo(i):
    n = int(i); r = random.Random(1000 + n)
    bg, hand, dim = PLAN[i]
    W, H = (1200, 1600) if n % 3 == 0 else (1600, 2133)
    p = dict(background=bg, hand_shadow=hand, dim=dim, size=f"{W}x{H}")
    p["keystone_pct"] = round(r.uniform(1, 8), 1)
    p["rotation_deg"] = round(r.choice([-1, 1]) * r.uniform(0.5, 4), 2)
    p["page_frac"] = round(r.uniform(0.75, 0.92), 3)
    p["blur_sigma"] = round(r.uniform(0.5, 1.3), 2)
    p["noise"] = round(r.uniform(0.25, 0.6), 2)
    p["jpeg_quality"] = r.randint(55, 85)
    p["falloff_gray"] = r.randint(58, 78)
    cast = r.choice([("warm", 1.06, 0.97, 0.86), ("cool", 0.93, 0.99, 1.07), ("green", 0.96, 1.04, 0.92), ("yellow", 1.05, 1.03, 0.85)])
    p["cast"] = cast[0]
    src_w, src_h = 1700, 2200
    # page size so that the page height is page_frac of the frame; shrink if the rotated page would leave the frame
    frac = p["page_frac"]
    for _ in range(50):
        ph = frac * H; pw = ph * src_w / src_h
        k = p["keystone_pct"] / 100.0
        pts = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
        pts = [(x + r.uniform(-0.004, 0.004) * pw, y + r.uniform(-0.004, 0.004) * ph) for x, y in pts]
        a = math.radians(p["rotation_deg"])
        rot = [(x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)) for x, y in pts]
        xs = [x for x, _ in rot]; ys = [y for _, y in rot]
        if max(xs) - min(xs) < 0.96 * W and max(ys) - min(ys) < 0.96 * H: break
        frac -= 0.01
    p["page_frac"] = round(frac, 3)
    cx = W / 2 + r.uniform(-0.3, 0.3) * (W - (max(xs) - min(xs))) / 2
    cy = H / 2 + r.uniform(-0.3, 0.3) * (H - (max(ys) - min(ys))) / 2
    dst = [(cx + x, cy + y) for x, y in rot]
    src = [(0, 0), (src_w, 0), (src_w, src_h), (0, src_h)]
    cps = " ".join(f"{sx},{sy} {dx:.1f},{dy:.1f}" for (sx, sy), (dx, dy) in zip(src, dst))
    p["corners"] = [[round(x), round(y)] for x, y in dst]
    seed = 7000 + n
    T = lambda name: os.path.join(TMP, f"{i}-{name}.png")
    # background
    if bg == "wood":
        im("-seed", seed, "-size", f"{W}x{H}", "xc:", "+noise", "Random", "-colorspace", "gray", "-virtual-pixel", "tile",
           "-motion-blur", "0x90+90", "-blur", "0x2", "-auto-level", "+level-colors", "#4a2e17,#a7744a", T("bg"))
    elif bg == "fabric":
        im("-seed", seed, "-size", f"{W}x{H}", "xc:", "+noise", "Random", "-colorspace", "gray", "-blur", "0x1.2",
           "-auto-level", "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x1", ")", "-compose", "multiply", "-composite",
           "+level-colors", "#28324a,#6a7b9c", T("bg"))
    else:
        im("-seed", seed, "-size", f"{W}x{H}", "plasma:grey55-grey80", "-colorspace", "gray", "-blur", "0x25",
           "+level-colors", "#6f6c66,#c2beb5", T("bg"))
    # warped page with alpha, its soft shadow, composite
    im(os.path.join(ROOT, f"{i}-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent",
       "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", cps, "+repage", T("page"))
    im(T("page"), "-channel", "A", "-blur", "0x16", "-evaluate", "multiply", "0.55", "+channel", "-fill", "black", "-colorize", "100",
       "-roll", "+9+13", T("shadow"))
    im(T("bg"), T("shadow"), "-composite", T("page"), "-composite", T("comp"))
    # light falloff (off-centre radial), hand shadow, cast, dim, blur, noise, jpeg
    ox, oy = r.randint(0, W // 3), r.randint(0, H // 3)
    args = [T("comp"), "(", "-size", f"{int(W*1.6)}x{int(H*1.6)}", f"radial-gradient:white-gray{p['falloff_gray']}",
            "-crop", f"{W}x{H}+{ox}+{oy}", "+repage", ")", "-compose", "multiply", "-composite"]
    if hand:
        ex = r.choice([0, W]); ey = r.randint(int(H * 0.45), int(H * 0.9))
        p["hand_at"] = [ex, ey]
        args += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray38", "-draw",
                 f"ellipse {ex},{ey} {int(W*0.28)},{int(H*0.11)} 0,360", "-draw",
                 f"ellipse {ex + (1 if ex == 0 else -1) * int(W*0.2)},{ey - int(H*0.05)} {int(W*0.12)},{int(H*0.04)} 0,360",
                 "-blur", "0x45", ")", "-compose", "multiply", "-composite"]
    args += ["-compose", "over", "-channel", "R", "-evaluate", "multiply", cast[1], "-channel", "G", "-evaluate", "multiply", cast[2],
             "-channel", "B", "-evaluate", "multiply", cast[3], "+channel"]
    if dim:
        args += ["-evaluate", "multiply", "0.42", "-gamma", "0.9"]
        p["dim_factor"] = 0.42
    args += ["-gaussian-blur", f"0x{p['blur_sigma']}", "-seed", seed, "-attenuate", p["noise"] * (1.6 if dim else 1),
             "+noise", "Gaussian", "-strip", "-sampling-factor", "2x2", "-quality", p["jpeg_quality"],
             os.path.join(ROOT, f"{i}-photo.jpg")]
    im(*args)
    for name in ("bg", "page", "shadow", "comp"): os.remove(T(name))
    json.dump(p, open(os.path.join(ROOT, "gen", "out", f"{i}.photo.json"), "w"), indent=1)
    print(i, "photo", json.dumps({k: p[k] for k in p if k != "corners"}))
for i in sys.argv[1:]: photo(i)
