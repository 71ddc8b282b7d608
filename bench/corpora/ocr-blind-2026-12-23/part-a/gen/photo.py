"""Make NN-photo.jpg from NN-clean.png with ImageMagick (seeded, deterministic; single-threaded)."""
import math, os, random, subprocess, sys
from data import DOCS, photo_size

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
TMP = os.path.join(HERE, "tmp")
os.makedirs(TMP, exist_ok=True)
ENV = dict(os.environ, MAGICK_THREAD_LIMIT="1", OMP_NUM_THREADS="1")

CAST = {"warm": "#ffb060", "cool": "#6fa0ff", "yellow": "#ffe070", "green": "#9fdc90"}


def im(*args):
    subprocess.run(["convert", *map(str, args)], check=True, env=ENV)


def background(kind, W, H, seed, path):
    if kind == "wood":
        im("-seed", seed, "-size", f"{max(W // 24, 8)}x{H}", "xc:gray50", "-attenuate", "1.0", "+noise", "Random",
           "-colorspace", "gray", "-resize", f"{W}x{H}!", "-blur", "0x2",
           "(", "-seed", seed + 1, "-size", f"{W}x{H}", "plasma:gray40-gray70", "-colorspace", "gray", ")",
           "-compose", "multiply", "-composite", "-auto-level", "+level-colors", "#3e2210,#b27a45", path)
    elif kind == "fabric":
        im("-seed", seed, "-size", f"{W}x{H}", "xc:gray55", "-attenuate", "1.2", "+noise", "Random",
           "-colorspace", "gray", "-blur", "0x0.8",
           "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x1", ")",
           "-compose", "multiply", "-composite",
           "(", "-seed", seed + 2, "-size", f"{W}x{H}", "plasma:gray60-gray95", "-blur", "0x12", "-colorspace", "gray", ")",
           "-compose", "multiply", "-composite", "-auto-level", "+level-colors", "#1d2a3c,#6f86a8", path)
    else:  # desk laminate
        im("-seed", seed, "-size", f"{W}x{H}", "plasma:gray75-gray55", "-colorspace", "gray", "-blur", "0x10",
           "-attenuate", "0.4", "+noise", "Gaussian", "-auto-level", "+level-colors", "#6d6a63,#c9c5bb", path)


def make(doc):
    i, p = doc["id"], doc["photo"]
    W, H = photo_size(i)
    rnd = random.Random(p["seed"])
    seed = p["seed"]
    bg = os.path.join(TMP, f"{i}-bg.png")
    background(p["bg"], W, H, seed, bg)

    # page size: the page (after keystone/rotation) spans ~frac of the frame height
    rot = math.radians(p["rot"])
    k = p["keystone"] / 100.0
    ph = p["frac"] * H / (abs(math.cos(rot)) + abs(math.sin(rot)) * 1700 / 2200)
    pw = ph * 1700 / 2200
    cx = W / 2 + rnd.uniform(-0.03, 0.03) * W
    cy = H / 2 + rnd.uniform(-0.02, 0.02) * H
    # keystone: top edge narrower (phone tilted back), small extra skew on one side
    skew = rnd.uniform(-0.4, 0.4) * k
    corners = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k + skew), -ph / 2),
               (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    dst = []
    for x, y in corners:
        xr = x * math.cos(rot) - y * math.sin(rot)
        yr = x * math.sin(rot) + y * math.cos(rot)
        dst.append((cx + xr, cy + yr))
    sw, sh = round(pw), round(ph)
    src = [(0, 0), (sw, 0), (sw, sh), (0, sh)]
    pts = " ".join(f"{a[0]},{a[1]} {b[0]:.1f},{b[1]:.1f}" for a, b in zip(src, dst))
    warped = os.path.join(TMP, f"{i}-warp.png")
    im(os.path.join(OUT, f"{i}-clean.png"), "-resize", f"{sw}x{sh}!",
       "-fill", "#fbf8f1", "-colorize", "4%",  # paper is not pure white
       "-alpha", "set", "-virtual-pixel", "transparent",
       "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", pts, "+repage", warped)

    # light falloff: off-centre radial gradient
    lx, ly = rnd.uniform(0.3, 0.7), rnd.uniform(0.25, 0.6)
    dark = 45 if not p["dim"] else 30
    vign = os.path.join(TMP, f"{i}-vig.png")
    im("-size", f"{2 * W}x{2 * H}", f"radial-gradient:white-gray{dark}",
       "-crop", f"{W}x{H}+{int(W * (1 - lx))}+{int(H * (1 - ly))}", "+repage", vign)

    args = [bg,
            "(", warped, "-background", "black", "-shadow", "55x14+10+14", ")",
            "-background", "none", "-compose", "over", "-layers", "flatten",
            warped, "-compose", "over", "-composite",
            vign, "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx = int(W * rnd.uniform(0.65, 0.95))
        hy = int(H * rnd.uniform(0.75, 1.0))
        hand = os.path.join(TMP, f"{i}-hand.png")
        im("-size", f"{W}x{H}", "xc:white", "-fill", "gray52",
           "-draw", f"ellipse {hx},{hy} {int(W * 0.22)},{int(H * 0.16)} 0,360",
           "-draw", f"ellipse {hx - int(W * 0.2)},{hy - int(H * 0.2)} {int(W * 0.05)},{int(H * 0.13)} 0,360",
           "-draw", f"ellipse {hx - int(W * 0.08)},{hy - int(H * 0.24)} {int(W * 0.045)},{int(H * 0.12)} 0,360",
           "-rotate", str(rnd.uniform(-25, -10)), "-gravity", "center", "-extent", f"{W}x{H}",
           "-blur", "0x45", hand)
        args += [hand, "-compose", "multiply", "-composite"]
    args += ["-compose", "over", "-fill", CAST[p["cast"]], "-colorize", "9%"]
    if p["dim"]:
        args += ["-evaluate", "multiply", "0.45", "-gamma", "0.95"]
    args += ["-gaussian-blur", f"0x{p['blur']}",
             "-seed", seed + 7, "-attenuate", str(p["noise"] * (1.6 if p["dim"] else 1.0)), "+noise", "Gaussian",
             "-strip", "-sampling-factor", "2x2", "-quality", p["q"],
             os.path.join(OUT, f"{i}-photo.jpg")]
    im(*args)
    return {"size": f"{W}x{H}", "page_h_px": round(ph), "corners": [[round(a), round(b)] for a, b in dst]}


if __name__ == "__main__":
    ids = sys.argv[1:]
    for d in DOCS:
        if not ids or d["id"] in ids:
            r = make(d)
            print(d["id"], r)
