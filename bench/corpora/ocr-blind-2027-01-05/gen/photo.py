"""Phone-photo simulation with ImageMagick (convert), seeded and deterministic.
Usage: python3 photo.py [ids...]   reads ../NN-clean.png, writes ../NN-photo.jpg"""
import math, os, subprocess, sys, tempfile, json

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

# id: seed, keystone (fraction), keystone side, rotation deg, target page fraction of frame height, background,
#     hand shadow, colour cast (colour, percent), blur sigma, noise attenuate, jpeg quality, frame size, dim
PHOTO = {
 "01": dict(seed=101, key=0.035, side="top",    rot=1.2,  frac=0.88, bg="wood",   hand=False, cast=("#ffb060", 9), blur=0.7, noise=0.35, q=78, size=(1600, 2133), dim=False),
 "02": dict(seed=202, key=0.060, side="left",   rot=-2.4, frac=0.84, bg="desk",   hand=True,  cast=("#9fc0ff", 8), blur=0.9, noise=0.45, q=68, size=(1600, 2133), dim=False),
 "03": dict(seed=303, key=0.020, side="bottom", rot=0.6,  frac=0.90, bg="fabric", hand=False, cast=("#ffd890", 7), blur=1.1, noise=0.5,  q=60, size=(1200, 1600), dim=False),
 "04": dict(seed=404, key=0.075, side="top",    rot=3.4,  frac=0.80, bg="wood",   hand=False, cast=("#c8ffb0", 6), blur=0.6, noise=0.3,  q=82, size=(1600, 2133), dim=False),
 "05": dict(seed=505, key=0.045, side="right",  rot=-1.0, frac=0.91, bg="fabric", hand=False, cast=("#ffa8a8", 6), blur=0.8, noise=0.4,  q=72, size=(1600, 2133), dim=False),
 "06": dict(seed=606, key=0.012, side="top",    rot=-3.6, frac=0.78, bg="desk",   hand=False, cast=("#ffe0a0", 10), blur=1.3, noise=0.5, q=58, size=(1200, 1600), dim=False),
 "07": dict(seed=707, key=0.055, side="bottom", rot=2.1,  frac=0.86, bg="wood",   hand=True,  cast=("#a0d0ff", 9), blur=0.7, noise=0.4,  q=75, size=(1600, 2133), dim=False),
 "08": dict(seed=808, key=0.030, side="left",   rot=-0.7, frac=0.89, bg="fabric", hand=False, cast=("#ffb870", 14), blur=0.9, noise=0.7, q=70, size=(1600, 2133), dim=True),
 "09": dict(seed=909, key=0.068, side="top",    rot=1.7,  frac=0.83, bg="desk",   hand=False, cast=("#fff0c0", 5), blur=1.0, noise=0.45, q=64, size=(1200, 1600), dim=False),
 "10": dict(seed=1010, key=0.040, side="right", rot=-2.9, frac=0.82, bg="wood",   hand=False, cast=("#ffc8e0", 7), blur=0.5, noise=0.35, q=85, size=(1600, 2133), dim=False),
}

def run(args):
    subprocess.run(["convert"] + [str(a) for a in args], check=True)

def background(p, W, H, path):
    s = p["seed"]
    if p["bg"] == "wood":
        run(["-seed", s, "-size", f"{W}x{H}", "xc:gray50", "-attenuate", "1.5", "+noise", "Gaussian", "-colorspace", "gray",
             "-motion-blur", "0x90+0", "-wave", f"6x{W//3}", "-crop", f"{W}x{H}+0+0", "+repage", "-auto-level",
             "-sigmoidal-contrast", "4x50%", "+level-colors", "#4a2a12,#b07a43", path])
    elif p["bg"] == "fabric":
        run(["-seed", s, "-size", f"{W}x{H}", "xc:gray50", "-attenuate", "1.2", "+noise", "Random", "-colorspace", "gray",
             "-blur", "0x0.9", "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x1", ")", "-compose", "multiply",
             "-composite", "-auto-level", "+level-colors", "#1f2b42,#6b7fa0", path])
    else:  # desk laminate
        run(["-seed", s, "-size", f"{W//8}x{H//8}", "plasma:grey55-grey85", "-colorspace", "gray", "-resize", f"{W}x{H}!",
             "-blur", "0x4", "-attenuate", "0.3", "+noise", "Gaussian", "+level-colors", "#77746c,#d2cfc6", path])

def corners(p, W, H):
    ph = p["frac"] * H
    pw = ph * 1700 / 2200
    k = p["key"]
    x0, y0, x1, y1 = -pw / 2, -ph / 2, pw / 2, ph / 2
    pts = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]  # TL TR BR BL
    if p["side"] == "top":
        pts[0][0] += k * pw / 2; pts[1][0] -= k * pw / 2
    elif p["side"] == "bottom":
        pts[3][0] += k * pw / 2; pts[2][0] -= k * pw / 2
    elif p["side"] == "left":
        pts[0][1] += k * ph / 2; pts[3][1] -= k * ph / 2
    else:
        pts[1][1] += k * ph / 2; pts[2][1] -= k * ph / 2
    a = math.radians(p["rot"])
    rot = [(x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)) for x, y in pts]
    # scale so that the page's bounding-box height is frac of the frame and it fits the width
    bh = max(y for _, y in rot) - min(y for _, y in rot)
    bw = max(x for x, _ in rot) - min(x for x, _ in rot)
    sc = min(p["frac"] * H / bh, 0.96 * W / bw)
    cx, cy = W / 2 + (p["seed"] % 7 - 3) * W * 0.004, H / 2 + (p["seed"] % 5 - 2) * H * 0.004
    fin = [(cx + x * sc, cy + y * sc) for x, y in rot]
    bh = max(y for _, y in fin) - min(y for _, y in fin)
    return fin, bh / H

def make(id_):
    p = PHOTO[id_]
    W, H = p["size"]
    src = os.path.join(OUT, f"{id_}-clean.png")
    dst = os.path.join(OUT, f"{id_}-photo.jpg")
    with tempfile.TemporaryDirectory() as t:
        bg, pg, sh, lt = (os.path.join(t, n) for n in ("bg.png", "page.png", "shadow.png", "light.png"))
        background(p, W, H, bg)
        fin, frac = corners(p, W, H)
        srcpts = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
        cp = " ".join(f"{a},{b} {c:.1f},{d:.1f}" for (a, b), (c, d) in zip(srcpts, fin))
        run([src, "-alpha", "set", "-virtual-pixel", "transparent", "-define", f"distort:viewport={W}x{H}+0+0",
             "-distort", "Perspective", cp, "+repage", pg])
        run([pg, "-alpha", "extract", "-blur", "0x14", "-evaluate", "multiply", "0.55", "(", "-size", f"{W}x{H}", "xc:black", ")",
             "+swap", "-alpha", "off", "-compose", "copyopacity", "-composite", sh])
        # light falloff: radial gradient, off-centre, darkening the corners
        ox, oy = int(W * (0.15 + (p["seed"] % 3) * 0.1)), int(H * (0.1 + (p["seed"] % 4) * 0.08))
        run(["-size", f"{int(W*1.7)}x{int(H*1.7)}", "radial-gradient:white-black", "-crop", f"{W}x{H}+{ox}+{oy}", "+repage",
             "+level", "58%,100%", lt])
        cmd = ["-seed", p["seed"], bg, sh, "-geometry", "+9+13", "-compose", "over", "-composite",
               pg, "-geometry", "+0+0", "-compose", "over", "-composite", lt, "-compose", "multiply", "-composite"]
        if p["hand"]:
            hx, hy = int(W * 0.82), int(H * 0.9)
            cmd += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "black",
                    "-draw", f"ellipse {hx},{hy} {int(W*0.22)},{int(H*0.16)} 0,360",
                    "-draw", f"ellipse {int(W*0.62)},{int(H*0.78)} {int(W*0.05)},{int(H*0.10)} 0,360",
                    "-draw", f"ellipse {int(W*0.70)},{int(H*0.74)} {int(W*0.05)},{int(H*0.11)} 0,360",
                    "-draw", f"ellipse {int(W*0.78)},{int(H*0.72)} {int(W*0.05)},{int(H*0.11)} 0,360",
                    "-rotate", "-18", "-gravity", "center", "-crop", f"{W}x{H}+0+0", "+repage", "-gravity", "northwest",
                    "-blur", "0x55", "+level", "52%,100%", ")", "-compose", "multiply", "-composite"]
        col, pct = p["cast"]
        cmd += ["-fill", col, "-colorize", f"{pct}%"]
        if p["dim"]:
            cmd += ["-evaluate", "multiply", "0.40", "-gamma", "0.95"]
        cmd += ["-gaussian-blur", f"0x{p['blur']}", "-attenuate", p["noise"], "+noise", "Gaussian",
                "-strip", "-quality", p["q"], dst]
        run(cmd)
    return dict(frame=f"{W}x{H}", page_fraction=round(frac, 3))

if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(PHOTO)
    info = {}
    for i in ids:
        info[i] = make(i)
        print(i, info[i], flush=True)
    path = os.path.join(HERE, "photo_info.json")
    old = json.load(open(path)) if os.path.exists(path) else {}
    old.update(info)
    json.dump(old, open(path, "w"), indent=1, sort_keys=True)
