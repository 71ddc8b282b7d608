# Make ../NN-photo.jpg from ../NN-clean.png with ImageMagick (/usr/bin/convert), seeded and deterministic.
# Usage: python3 photo.py [ids...]
import os, sys, random, subprocess, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import DOCS

HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, "..")
IM = "/usr/bin/convert"
CASTS = {"warm": "#ffb060", "cool": "#5f8cff", "green": "#7fe08a", "magenta": "#ff6fc0"}

def run(*args):
    subprocess.run([IM, *map(str, args)], check=True)

def background(kind, W, H, seed, out):
    if kind == "wood":
        run("-seed", seed, "-size", f"{W}x{H}", "xc:#7a4e2d", "-attenuate", "1.4", "+noise", "Gaussian",
            "-motion-blur", "0x60+8", "-modulate", "100,80", "(", "-size", f"{W}x{H}", "gradient:#a06a3e-#5a3519", ")",
            "-compose", "Overlay", "-composite", out)
    elif kind == "fabric":
        run("-seed", seed, "-size", f"{W}x{H}", "xc:#3f5068", "-attenuate", "1.2", "+noise", "Gaussian", "-blur", "0x0.8",
            "(", "-size", f"{W}x{H}", "pattern:hs_cross", "-negate", "-blur", "0x0.7", ")",
            "-compose", "SoftLight", "-composite", out)
    else:  # desk laminate
        run("-seed", seed, "-size", f"{W}x{H}", "xc:#bdb6a8", "-attenuate", "0.6", "+noise", "Gaussian", "-blur", "0x2",
            "(", "-size", f"{W}x{H}", "gradient:#d8d2c6-#9f988c", ")", "-compose", "Multiply", "-composite", out)

def make(d):
    p = d["photo"]; W, H = p["size"]; rnd = random.Random(p["seed"])
    src = os.path.join(OUT, d["id"] + "-clean.png"); dst = os.path.join(OUT, d["id"] + "-photo.jpg")
    with tempfile.TemporaryDirectory() as t:
        bg, pg, lit = (os.path.join(t, n) for n in ("bg.png", "page.png", "lit.png"))
        background(p["bg"], W, H, p["seed"], bg)
        ph = int(p["frac"] * H); pw = int(ph * 1700 / 2200)
        if pw > 0.95 * W: pw = int(0.95 * W); ph = int(pw * 2200 / 1700)
        k = p["keystone"] / 100.0
        # keystone: the edge farther from the camera is shorter; direction chosen by the seed
        edge = rnd.choice(["top", "bottom", "left", "right"])
        dx, dy = k * pw / 2, k * ph / 2
        c = {"tl": [0, 0], "tr": [pw, 0], "br": [pw, ph], "bl": [0, ph]}
        if edge == "top":    c["tl"][0] += dx; c["tr"][0] -= dx
        if edge == "bottom": c["bl"][0] += dx; c["br"][0] -= dx
        if edge == "left":   c["tl"][1] += dy; c["bl"][1] -= dy
        if edge == "right":  c["tr"][1] += dy; c["br"][1] -= dy
        for v in c.values():
            v[0] += rnd.uniform(-0.006, 0.006) * pw; v[1] += rnd.uniform(-0.006, 0.006) * ph
        pts = " ".join(f"{a},{b} {c[n][0]:.1f},{c[n][1]:.1f}" for n, (a, b) in
                       zip(["tl", "tr", "br", "bl"], [(0, 0), (pw, 0), (pw, ph), (0, ph)]))
        run(src, "-resize", f"{pw}x{ph}!", "-alpha", "set", "-virtual-pixel", "transparent",
            "-distort", "Perspective", pts, "-background", "none", "-rotate", p["rot"],
            "(", "+clone", "-background", "black", "-shadow", "55x14+10+14", ")", "+swap",
            "-background", "none", "-layers", "merge", "+repage", pg)
        ox, oy = rnd.randint(-int(0.02 * W), int(0.02 * W)), rnd.randint(-int(0.015 * H), int(0.015 * H))
        # light falloff: radial gradient centred off the middle
        cx, cy = rnd.uniform(0.35, 0.65), rnd.uniform(0.3, 0.6)
        gw, gh = int(W * 1.7), int(H * 1.7)
        run("-size", f"{gw}x{gh}", "radial-gradient:white-gray38", "-crop",
            f"{W}x{H}+{int(gw/2 - cx*W)}+{int(gh/2 - cy*H)}", "+repage", lit)
        args = [bg, pg, "-gravity", "center", "-geometry", f"{ox:+d}{oy:+d}", "-compose", "Over", "-composite",
                lit, "-compose", "Multiply", "-composite"]
        if p["hand"]:
            hx = rnd.choice([0.05, 0.95]) * W; hy = H * rnd.uniform(0.75, 0.95)
            fingers = " ".join(f"ellipse {hx + (i-1.5)*0.06*W*(1 if hx < W/2 else -1):.0f},{hy - 0.28*H:.0f} {0.025*W:.0f},{0.12*H:.0f} 0,360"
                               for i in range(4))
            args += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray45",
                     "-draw", f"ellipse {hx:.0f},{hy:.0f} {0.17*W:.0f},{0.2*H:.0f} 0,360",
                     "-draw", fingers, "-blur", "0x45", ")", "-compose", "Multiply", "-composite"]
        args += ["-fill", CASTS[p["cast"]], "-colorize", "9%"]
        if p["dim"]:
            args += ["-evaluate", "multiply", "0.42", "-gamma", "0.92"]
        args += ["-gaussian-blur", f"0x{p['blur']}", "-seed", p["seed"], "-attenuate", p["noise"], "+noise", "Gaussian",
                 "-strip", "-quality", p["quality"], "-sampling-factor", "2x2", dst]
        run(*args)
    print("photo", d["id"], f"{W}x{H}", p)

if __name__ == "__main__":
    ids = sys.argv[1:]
    for d in DOCS:
        if (not ids or d["id"] in ids) and os.path.exists(os.path.join(OUT, d["id"] + "-clean.png")):
            make(d)
