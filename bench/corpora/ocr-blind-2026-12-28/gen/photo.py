"""Phone-photo simulation with ImageMagick (IM6), deterministic per document seed.
usage: python3 gen/photo.py 01 02 ...   (one image at a time)"""
import math, os, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCR = os.path.join(ROOT, "scratch"); os.makedirs(SCR, exist_ok=True)
IM = ["convert", "-limit", "thread", "1"]

def run(args):
    subprocess.run(IM + [str(a) for a in args], check=True)

def size_for(d):
    return (1200, 1600) if int(d["id"]) % 3 == 0 else (1600, 2133)

def background(p, W, H, out):
    s = p["seed"]
    if p["bg"] == "wood":
        run(["-size", f"{max(8, W // 9)}x{H // 3}", "xc:gray50", "-seed", s, "-attenuate", "1.2", "+noise", "Gaussian",
             "-colorspace", "gray", "-blur", "0x0.8", "-resize", f"{W}x{H}!", "-wave", f"6x{H // 3}",
             "-crop", f"{W}x{H}+0+0", "+repage", "-auto-level", "+level-colors", "#4e2e16,#b07a44", out])
    elif p["bg"] == "fabric":
        run(["-size", f"{W}x{H}", "xc:gray50", "-seed", s, "-attenuate", "1.0", "+noise", "Gaussian",
             "(", "-clone", "0", "-motion-blur", "0x5+0", ")", "(", "-clone", "0", "-motion-blur", "0x5+90", ")",
             "-delete", "0", "-evaluate-sequence", "mean", "-auto-level", "+level-colors", "#2c3c58,#7d8fad", out])
    else:  # desk laminate
        run(["-size", f"{W // 4}x{H // 4}", "xc:gray50", "-seed", s, "-attenuate", "0.6", "+noise", "Gaussian",
             "-blur", "0x1.5", "-resize", f"{W}x{H}!", "-auto-level", "+level-colors", "#8f8d86,#c4c1b7", out])

def corners(p, W, H):
    ph = p["frac"] * H
    pw = ph * 1700 / 2200
    if pw > 0.95 * W:
        pw = 0.95 * W; ph = pw * 2200 / 1700
    k = p["keystone"] / 100.0
    rnd = (p["seed"] * 7919) % 1000 / 1000.0
    cx = W / 2 + (rnd - 0.5) * 0.04 * W
    cy = H / 2 + (0.5 - rnd) * 0.03 * H
    pts = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p["rot"])
    return [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts]

def photo(d):
    p = d["photo"]; i = d["id"]; W, H = size_for(d)
    src = os.path.join(ROOT, f"{i}-clean.png"); out = os.path.join(ROOT, f"{i}-photo.jpg")
    bg = os.path.join(SCR, f"{i}-bg.png"); pg = os.path.join(SCR, f"{i}-page.png")
    background(p, W, H, bg)
    dst = corners(p, W, H)
    sc = [(0, 0), (1699, 0), (1699, 2199), (0, 2199)]
    spec = " ".join(f"{a},{b} {c:.1f},{e:.1f}" for (a, b), (c, e) in zip(sc, dst))
    run([src, "-alpha", "set", "-virtual-pixel", "transparent", "-define", f"distort:viewport={W}x{H}+0+0",
         "-distort", "Perspective", spec, "+repage", pg])
    # falloff: off-centre radial gradient, larger than the frame, cropped
    G = int(max(W, H) * 1.7)
    ox = int((G - W) / 2 + (W * 0.12 if p["seed"] % 2 else -W * 0.10)); oy = int((G - H) / 2 - H * 0.08)
    dark = "gray22" if p["dim"] else "gray58"
    args = [bg,
            "(", pg, "-alpha", "extract", "-blur", "0x14", "-background", "black", "-alpha", "shape",
            "-channel", "A", "-evaluate", "multiply", "0.55", "+channel", ")", "-geometry", "+10+16", "-compose", "over", "-composite",
            pg, "-geometry", "+0+0", "-compose", "over", "-composite",
            "(", "-size", f"{G}x{G}", f"radial-gradient:white-{dark}", "-crop", f"{W}x{H}+{ox}+{oy}", "+repage", ")",
            "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx, hy = int(W * 0.78), int(H * 0.80)
        poly = f"{hx - W * 0.10:.0f},{hy - H * 0.02:.0f} {hx + W * 0.06:.0f},{hy - H * 0.10:.0f} {W * 1.1:.0f},{H * 0.85:.0f} {W * 1.1:.0f},{H * 1.1:.0f} {W * 0.80:.0f},{H * 1.1:.0f}"
        args += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray45", "-draw",
                 f"ellipse {hx},{hy} {W * 0.13:.0f},{H * 0.07:.0f} 0,360", "-draw", f"polygon {poly}",
                 "-blur", "0x38", ")", "-compose", "multiply", "-composite"]
    args += ["(", "-size", f"{W}x{H}", f"xc:{p['cast']}", ")", "-compose", "multiply", "-composite"]
    if p["dim"]:
        args += ["-evaluate", "multiply", "0.62", "-modulate", "100,80"]
    args += ["-gaussian-blur", f"0x{p['blur']}", "-seed", p["seed"], "-attenuate", p["noise"], "+noise", "Gaussian",
             "-strip", "-sampling-factor", "4:2:0", "-quality", p["q"], out]
    run(args)
    print("photo", i, f"{W}x{H}")

if __name__ == "__main__":
    want = sys.argv[1:] or [d["id"] for d in DOCS]
    for d in DOCS:
        if d["id"] in want:
            photo(d)
