# Phone-photo simulation with ImageMagick, deterministic per document seed (see data.py "photo").
import math, os, random, subprocess, sys
from data import DOCS
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)

def bg_args(kind, W, H, s):
    w, h = W // 4, H // 4
    return bg_small(kind, w, h, s)[:-1] + ["-resize", f"{W}x{H}!", ")"]

def bg_small(kind, W, H, s):
    if kind == "wood":
        return ["(", "-size", f"{W}x{H}", "xc:#9a673a", "-seed", str(s), "-attenuate", "2.5", "+noise", "Uniform",
                "-motion-blur", "0x40+3", "-blur", "0x0.5", "-modulate", "95,110", ")"]
    if kind == "fabric":
        return ["(", "-size", f"{W}x{H}", "xc:#44546e", "-seed", str(s), "-attenuate", "2", "+noise", "Gaussian",
                "(", "+clone", "-motion-blur", "0x2+45", ")", "(", "-clone", "0", "-motion-blur", "0x2-45", ")",
                "-delete", "0", "-compose", "Multiply", "-composite", "-blur", "0x0.3", "-level", "0%,80%", ")"]
    return ["(", "-size", f"{W}x{H}", "xc:#bcb6a9", "-seed", str(s), "-attenuate", "0.6", "+noise", "Gaussian",
            "-blur", "0x1", ")"]

def make(d):
    p = d["photo"]; rnd = random.Random(p["seed"]); W, H = p["size"]
    ph = p["frac"] * H; pw = ph * 1700 / 2200
    if pw > 0.90 * W:
        pw = 0.90 * W; ph = pw * 2200 / 1700
    pw, ph = int(pw), int(ph)
    cx = W / 2 + rnd.uniform(-0.02, 0.02) * W; cy = H / 2 + rnd.uniform(-0.015, 0.015) * H
    k = p["keystone"] * pw / 2
    top_narrow = rnd.random() < 0.7
    pts = [(-pw/2 + (k if top_narrow else 0), -ph/2), (pw/2 - (k if top_narrow else 0), -ph/2),
           (pw/2 - (0 if top_narrow else k), ph/2), (-pw/2 + (0 if top_narrow else k), ph/2)]
    a = math.radians(p["rot"])
    dst = [(cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)) for x, y in pts]
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    persp = " ".join(f"{sx},{sy} {dx:.1f},{dy:.1f}" for (sx, sy), (dx, dy) in zip(src, dst))
    s = p["seed"]
    warped = ["(", os.path.join(ROOT, d["id"] + "-clean.png"), "-resize", f"{pw}x{ph}!", "-alpha", "set",
              "-virtual-pixel", "transparent", "-define", f"distort:viewport={W}x{H}+0+0",
              "-distort", "Perspective", persp, "+repage", ")"]
    cmd = ["convert"] + bg_args(p["bg"], W, H, s) + warped
    # drop shadow of the page onto the background
    cmd += ["(", "-clone", "1", "-alpha", "extract", "-roll", "+9+13", "-resize", "25%", "-blur", "0x4", "-resize", f"{W}x{H}!", "-negate", "+level", "50%,100%", ")",
            "(", "-clone", "0", "-clone", "2", "-compose", "Multiply", "-composite", ")",
            "-delete", "0,2", "+swap", "-compose", "Over", "-composite"]
    # light falloff (off-centre radial)
    ox = int(W/2 + rnd.uniform(-0.25, 0.25) * W); oy = int(H/2 + rnd.uniform(-0.25, 0.25) * H)
    cmd += ["(", "-size", f"{2*W}x{2*H}", "radial-gradient:white-#5a5a5a", "-crop", f"{W}x{H}+{ox}+{oy}", "+repage", ")",
            "-compose", "Multiply", "-composite"]
    if p["hand"]:
        hx = int(rnd.uniform(0.55, 0.85) * W); hy = int(H * rnd.uniform(0.78, 0.9))
        draw = (f"ellipse {hx},{H} {int(W*0.16)},{int(H*0.16)} 0,360 "
                f"ellipse {hx-int(W*0.13)},{hy} {int(W*0.035)},{int(H*0.12)} 0,360 "
                f"ellipse {hx-int(W*0.05)},{hy-int(H*0.04)} {int(W*0.035)},{int(H*0.14)} 0,360")
        cmd += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray50", "-draw", draw, "-resize", "25%", "-blur", "0x12", "-resize", f"{W}x{H}!", ")",
                "-compose", "Multiply", "-composite"]
    cmd += ["-fill", p["cast"], "-colorize", f'{p["cast_pct"]}%']
    if p["dim"]:
        cmd += ["-evaluate", "multiply", "0.42", "-gamma", "0.92"]
    cmd += ["-gaussian-blur", f'0x{p["blur"]}', "-seed", str(s + 1), "-attenuate", str(p["noise"]), "+noise", "Gaussian",
            "-quality", str(p["quality"]), "-strip", os.path.join(ROOT, d["id"] + "-photo.jpg")]
    subprocess.run(cmd, check=True)
    print("photo", d["id"], W, H, "page height fraction %.3f" % (ph / H))
    return round(ph / H, 3)

if __name__ == "__main__":
    ids = sys.argv[1:]
    import json
    fp = os.path.join(HERE, "photo_fractions.json")
    fr = json.load(open(fp)) if os.path.exists(fp) else {}
    for d in DOCS:
        if not ids or d["id"] in ids:
            fr[d["id"]] = make(d)
    json.dump(fr, open(fp, "w"), indent=1, sort_keys=True)
