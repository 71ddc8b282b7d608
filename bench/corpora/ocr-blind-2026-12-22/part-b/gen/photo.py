#!/usr/bin/env python3
"""Make NN-photo.jpg from NN-clean.png with ImageMagick; deterministic (seeded) per data.PHOTO."""
import math, os, random, subprocess, sys, tempfile
from data import PHOTO
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
CAST = {"warm": (1.06, 0.98, 0.86), "cool": (0.90, 0.97, 1.07), "green": (0.95, 1.05, 0.92),
        "yellow": (1.05, 1.03, 0.82), "magenta": (1.05, 0.91, 1.03)}

def im(*args):
    subprocess.run(["convert", *map(str, args)], check=True)

def make(id_):
    p = PHOTO[id_]; rnd = random.Random(p["seed"]); W, H = p["size"]; S = p["seed"]
    t = tempfile.mkdtemp(prefix=f"photo{id_}-")
    f = lambda n: os.path.join(t, n)
    # 1. background
    if p["bg"] == "wood":
        im("-size", f"48x{H}", "xc:", "-seed", S, "+noise", "Random", "-colorspace", "gray", "-blur", "0x1.5",
           "-resize", f"{W}x{H}!", "-seed", S + 1, "-attenuate", "0.25", "+noise", "Gaussian", "-motion-blur", "0x30+90",
           "-auto-level", "+level-colors", "#4b2d17,#b27a47", f("bg.png"))
    elif p["bg"] == "fabric":
        im("-size", f"{W}x{H}", "xc:gray50", "-seed", S, "-attenuate", "1.2", "+noise", "Gaussian", "-colorspace", "gray",
           "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-negate", "-blur", "0x0.8", ")", "-compose", "multiply", "-composite",
           "-blur", "0x0.7", "-auto-level", "+level-colors", "#1f2a44,#6f7f9e", f("bg.png"))
    else:  # desk laminate
        im("-size", f"{W}x{H}", "-seed", S, "plasma:fractal", "-colorspace", "gray", "-blur", "0x10", "-auto-level", "-colorspace", "sRGB", "-type", "TrueColor",
           "+level-colors", "#9c978d,#d6d2c9", "-seed", S + 2,
           "-attenuate", "0.3", "+noise", "Gaussian", f("bg.png"))
    # 2. page geometry: height = frac*H, keystone narrows the top edge, rotation about centre
    ph = p["frac"] * H; pw = ph * 1700 / 2200
    cx = W / 2 + rnd.uniform(-0.02, 0.02) * W; cy = H / 2 + rnd.uniform(-0.015, 0.015) * H
    k = p["keystone"]
    pts = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p["rot"]); ca, sa = math.cos(a), math.sin(a)
    dst = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    spec = " ".join(f"{sx},{sy} {dx:.1f},{dy:.1f}" for (sx, sy), (dx, dy) in zip(src, dst))
    im(os.path.join(OUT, f"{id_}-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent",
       "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", spec, "+repage", f("page.png"))
    im(f("page.png"), "-alpha", "extract", "-blur", "0x14", "-evaluate", "multiply", "0.5", "-negate", f("shadow.png"))
    # 3. light falloff (off-centre radial) and optional hand shadow
    ox, oy = int(W * rnd.uniform(0.3, 0.7)), int(H * rnd.uniform(0.3, 0.7))
    im("-size", f"{2 * W}x{2 * H}", "radial-gradient:white-gray35", "-crop", f"{W}x{H}+{W - ox}+{H - oy}", "+repage",
       "-level", "0%,85%", f("light.png"))
    layers = [f("bg.png"), f("shadow.png"), "-geometry", "+9+13", "-compose", "multiply", "-composite",
              f("page.png"), "-geometry", "+0+0", "-compose", "over", "-composite",
              f("light.png"), "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx, hy = int(W * rnd.uniform(0.62, 0.8)), int(H * rnd.uniform(0.55, 0.75))
        ang = rnd.uniform(20, 50)
        ex, ey = hx + int(1.2 * W * math.cos(math.radians(ang))), hy + int(1.2 * W * math.sin(math.radians(ang)))
        im("-size", f"{W}x{H}", "xc:white", "-fill", "gray50", "-stroke", "gray50", "-strokewidth", str(int(W * 0.2)),
           "-draw", f"line {hx},{hy} {ex},{ey}", "-strokewidth", "1",
           "-draw", f"ellipse {hx},{hy} {int(W * 0.14)},{int(W * 0.11)} 0,360",
           "-draw", f"ellipse {hx - int(W * 0.12)},{hy - int(W * 0.05)} {int(W * 0.07)},{int(W * 0.025)} 0,360",
           "-blur", "0x45", f("hand.png"))
        layers += [f("hand.png"), "-compose", "multiply", "-composite"]
    r, g, b = CAST[p["cast"]]
    post = ["-colorspace", "sRGB", "-type", "TrueColor", "-channel", "R", "-evaluate", "multiply", r, "-channel", "G", "-evaluate", "multiply", g,
            "-channel", "B", "-evaluate", "multiply", b, "+channel"]
    if p["dim"]:
        post += ["-evaluate", "multiply", "0.40", "-gamma", "0.95"]
    post += ["-gaussian-blur", f"0x{p['blur']}", "-seed", S + 3, "-attenuate", p["noise"], "+noise", "Gaussian",
             "-alpha", "off", "-sampling-factor", "4:2:0", "-strip", "-quality", p["q"]]
    im(*layers, *post, os.path.join(OUT, f"{id_}-photo.jpg"))
    subprocess.run(["rm", "-rf", t])
    print(id_, "photo", W, H, p)

if __name__ == "__main__":
    for i in (sys.argv[1:] or sorted(PHOTO)):
        make(i)
