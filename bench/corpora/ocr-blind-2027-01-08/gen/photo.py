# Makes ../NN-photo.jpg from ../NN-clean.png with ImageMagick 6 (convert), deterministic via -seed.
import math, os, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import DOCS
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CAST = {"warm": (1.07, 1.0, 0.86), "cool": (0.9, 0.98, 1.08), "yellow": (1.05, 1.03, 0.82),
        "green": (0.94, 1.05, 0.92), "magenta": (1.06, 0.92, 1.04)}

def run(*a):
    subprocess.run(["convert", *map(str, a)], check=True)

def photo(d):
    p = d["photo"]; W, H = p["size"]; s = p["seed"]
    t = tempfile.mkdtemp(prefix="ph%s_" % d["id"])
    f = lambda n: os.path.join(t, n)
    # 1. background
    if p["bg"] == "wood":
        run("-seed", s, "-size", "%dx%d" % (W, H), "plasma:", "-colorspace", "gray", "-motion-blur", "0x60+90",
            "+level-colors", "#4e2c12,#b8844f", "-blur", "0x1", f("bg.png"))
    elif p["bg"] == "fabric":
        run("-seed", s, "-size", "%dx%d" % (W, H), "xc:#44546e", "-attenuate", "0.9", "+noise", "Multiplicative",
            "(", "-size", "%dx%d" % (W, H), "pattern:crosshatch", "-blur", "0x0.8", ")", "-compose", "softlight", "-composite",
            "-blur", "0x0.7", f("bg.png"))
    else:  # desk laminate
        run("-seed", s, "-size", "%dx%d" % (W, H), "plasma:", "-colorspace", "gray", "-blur", "0x6", "+level-colors", "#5f5b55,#a39d93",
            "-attenuate", "0.3", "+noise", "Gaussian", f("bg.png"))
    # 2. page geometry: keystone (top edge narrower), rotation, offset
    ph = p["frac"] * H; pw = ph * 1700 / 2200
    if pw > p["frac"] * W * 1.02:
        pw = p["frac"] * W; ph = pw * 2200 / 1700
    cx = W / 2 + ((s * 37) % 41 - 20); cy = H / 2 + ((s * 53) % 41 - 20)
    k = p["keystone"] * pw / 2
    pts = [(-pw / 2 + k, -ph / 2), (pw / 2 - k, -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p["rot"])
    dst = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    spec = " ".join("%d,%d %.1f,%.1f" % (sx, sy, dx, dy) for (sx, sy), (dx, dy) in zip(src, dst))
    run(os.path.join(OUT, d["id"] + "-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent", "-background", "none",
        "-define", "distort:viewport=%dx%d+0+0" % (W, H), "-distort", "Perspective", spec, "+repage", f("page.png"))
    # 3. drop shadow from alpha, then page over background
    run(f("bg.png"), "(", f("page.png"), "-alpha", "extract", "-blur", "0x14", "-roll", "+9+12",
        "-evaluate", "multiply", "0.55", "-negate", ")", "-compose", "multiply", "-composite",
        f("page.png"), "-compose", "over", "-composite", f("comp.png"))
    # 4. light falloff (off-centre radial), optional hand shadow
    ox = int(W * 0.3 * ((s % 7) / 6.0)); oy = int(H * 0.3 * ((s % 5) / 4.0))
    layers = ["(", "-size", "%dx%d" % (int(W * 1.3), int(H * 1.3)), "radial-gradient:white-gray(58%)",
              "-crop", "%dx%d+%d+%d" % (W, H, ox, oy), "+repage", ")", "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx, hy = int(W * 0.86), int(H * 0.9)
        layers += ["(", "-size", "%dx%d" % (W, H), "xc:white", "-fill", "gray(45%)",
                   "-draw", "ellipse %d,%d %d,%d 0,360" % (hx, hy, int(W * 0.2), int(H * 0.17)),
                   "-draw", "ellipse %d,%d %d,%d 0,360" % (int(W * 0.66), int(H * 0.8), int(W * 0.05), int(H * 0.1)),
                   "-blur", "0x45", ")", "-compose", "multiply", "-composite"]
    r, g, b = CAST[p["cast"]]
    tone = ["-channel", "R", "-evaluate", "multiply", r, "-channel", "G", "-evaluate", "multiply", g,
            "-channel", "B", "-evaluate", "multiply", b, "+channel"]
    if p["dim"]:
        tone += ["-evaluate", "multiply", "0.42", "-gamma", "0.95"]
    run(f("comp.png"), *layers, *tone, "-gaussian-blur", "0x%s" % p["blur"], "-seed", s,
        "-attenuate", p["noise"] * (1.6 if p["dim"] else 1), "+noise", "Gaussian", "-strip",
        "-quality", p["quality"], "-sampling-factor", "2x2", os.path.join(OUT, d["id"] + "-photo.jpg"))
    subprocess.run(["rm", "-rf", t])
    print(d["id"], "photo", "%dx%d" % (W, H), p)

if __name__ == "__main__":
    ids = sys.argv[1:]
    for d in DOCS:
        if not ids or d["id"] in ids:
            photo(d)
