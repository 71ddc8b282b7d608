# -*- coding: utf-8 -*-
"""Phone-photo simulation with ImageMagick: NN-clean.png -> NN-photo.jpg (seeded, deterministic).
Usage: python3 gen/photo.py [ids...]"""
import math, os, subprocess, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TMP = os.path.join(ROOT, "gen", "tmp")
CASTS = {"warm": (1.05, 1.00, 0.90), "cool": (0.94, 0.98, 1.05), "green": (0.97, 1.03, 0.95),
         "magenta": (1.03, 0.95, 1.03), "none": (1, 1, 1)}
BGS = {"wood": ("#3a2210", "#a5703d"), "fabric": ("#1f2733", "#6f7c90"), "desk": ("#8d877c", "#d3ccbf")}

def run(args):
    subprocess.run(["convert"] + [str(a) for a in args], check=True)

def corners(W, H, p, rnd):
    h = p["frac"] * H
    w = h * 1700 / 2200
    cx = W / 2 + rnd(-0.02, 0.02) * W
    cy = H / 2 + rnd(-0.015, 0.015) * H
    k = p["keystone"] / 100.0
    pts = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]]
    side = p["seed"] % 3            # 0: top edge narrower, 1: bottom narrower, 2: left edge shorter
    if side == 0:
        pts[0][0] += k * w / 2; pts[1][0] -= k * w / 2
    elif side == 1:
        pts[3][0] += k * w / 2; pts[2][0] -= k * w / 2
    else:
        pts[0][1] += k * h / 2; pts[3][1] -= k * h / 2
    a = math.radians(p["rot"])
    out = []
    for x, y in pts:
        x, y = x + rnd(-4, 4), y + rnd(-4, 4)
        out.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    return out

def make(d):
    p, i = d["photo"], d["id"]
    W, H = p["size"]
    s = p["seed"]
    state = [s * 2654435761 % 2**32]
    def rnd(lo, hi):  # tiny LCG so the geometry is deterministic
        state[0] = (1103515245 * state[0] + 12345) % 2**31
        return lo + (hi - lo) * state[0] / 2**31
    os.makedirs(TMP, exist_ok=True)
    src = os.path.join(ROOT, f"{i}-clean.png")
    bg, pg, sh, lt = [os.path.join(TMP, f"{i}-{n}.png") for n in ("bg", "page", "shade", "light")]
    lo, hi = BGS[p["bg"]]
    # background texture
    if p["bg"] == "wood":
        run(["-seed", s, "-size", "12x420", "xc:gray", "+noise", "Random", "-colorspace", "gray", "-blur", "0x1",
             "-resize", f"{W}x{H}!", "-wave", f"9x{int(W/2)}", "-gravity", "center", "-crop", f"{W}x{H}+0+0", "+repage",
             "-normalize", "+level-colors", f"{lo},{hi}", bg])
    elif p["bg"] == "fabric":
        run(["-seed", s, "-size", f"{W}x{H}", "xc:gray50", "-attenuate", "1.5", "+noise", "Gaussian",
             "-colorspace", "gray", "(", "+clone", "-motion-blur", "0x4+0", ")", "(", "-clone", "0", "-motion-blur", "0x4+90", ")",
             "-delete", "0", "-compose", "multiply", "-composite", "-normalize", "-blur", "0x0.6",
             "+level-colors", f"{lo},{hi}", bg])
    else:
        run(["-seed", s, "-size", f"{W//8}x{H//8}", f"plasma:{hi}-{lo}", "-colorspace", "gray", "-blur", "0x4",
             "-resize", f"{W}x{H}!", "-normalize", "+level-colors", f"{lo},{hi}", bg])
    # perspective warp of the page into the frame
    c = corners(W, H, p, rnd)
    src_pts = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    arg = " ".join(f"{a},{b} {x:.1f},{y:.1f}" for (a, b), (x, y) in zip(src_pts, c))
    run([src, "-alpha", "set", "-virtual-pixel", "transparent", "-define", f"distort:viewport={W}x{H}+0+0",
         "-distort", "Perspective", arg, "+repage", pg])
    # light falloff (off-centre radial) + optional hand shadow, multiplied over the scene
    fx, fy = rnd(0.3, 0.7), rnd(0.25, 0.6)
    run(["-size", f"{2*W}x{2*H}", "radial-gradient:white-gray38", "-crop", f"{W}x{H}+{int(W*(1-fx))}+{int(H*(1-fy))}",
         "+repage", lt])
    shade_ops = []
    if p["hand"]:
        ex, ey = W * rnd(0.72, 0.9), H * rnd(0.88, 1.0)
        run(["-size", f"{W}x{H}", "xc:white", "-fill", "gray42",
             "-draw", f"translate {ex:.0f},{ey:.0f} rotate -35 ellipse 0,0 {W*0.16:.0f},{H*0.11:.0f} 0,360",
             "-draw", f"translate {ex+W*0.12:.0f},{ey+H*0.12:.0f} rotate -35 ellipse 0,0 {W*0.13:.0f},{H*0.22:.0f} 0,360",
             "-blur", "0x45", sh])
        shade_ops = [sh, "-compose", "multiply", "-composite"]
    r, g, b = CASTS[p["cast"]]
    dim = ["-evaluate", "multiply", "0.42", "-gamma", "0.92"] if p["dim"] else []
    out = os.path.join(ROOT, f"{i}-photo.jpg")
    run([bg, "(", pg, "-background", "black", "-shadow", "55x14+10+14", ")", pg,
         "-background", "none", "-layers", "flatten",
         lt, "-compose", "multiply", "-composite", *shade_ops, "-compose", "over",
         "-channel", "R", "-evaluate", "multiply", r, "-channel", "G", "-evaluate", "multiply", g,
         "-channel", "B", "-evaluate", "multiply", b, "+channel", *dim,
         "-gaussian-blur", f"0x{p['blur']}", "-seed", s, "-attenuate", p["noise"], "+noise", "Gaussian",
         "-crop", f"{W}x{H}+0+0", "+repage", "-strip", "-sampling-factor", "2x2", "-quality", p["quality"], out])
    print(i, "photo", f"{W}x{H}", p)

if __name__ == "__main__":
    ids = sys.argv[1:]
    for d in DOCS:
        if (not ids or d["id"] in ids) and os.path.exists(os.path.join(ROOT, f"{d['id']}-clean.png")):
            make(d)
