# Phone-photo simulation with ImageMagick, deterministic (seeded) per document.
import math, subprocess, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TMP = "/tmp/ocrblind"; os.makedirs(TMP, exist_ok=True)

def sh(args):
    subprocess.run(args, check=True)

def background(p, W, H, path):
    s = str(p["seed"])
    if p["bg"] == "wood":
        sh(["convert", "-seed", s, "-size", f"{W//4}x{H*2}", "xc:", "+noise", "Random", "-colorspace", "gray",
            "-motion-blur", "0x60+90", "-resize", f"{W}x{H}!", "-auto-level", "-level", "20%,80%",
            "+level-colors", "#5a3518,#b07a45", "-blur", "0x1", path])
    elif p["bg"] == "fabric":
        sh(["convert", "-seed", s, "-size", f"{W}x{H}", "xc:", "+noise", "Random", "-colorspace", "gray",
            "-blur", "0x1.2", "-auto-level", "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x0.6", ")",
            "-compose", "multiply", "-composite", "+level-colors", "#1f2d4a,#5b6f96", path])
    else:  # desk: grey laminate
        sh(["convert", "-seed", s, "-size", f"{W//8}x{H//8}", "plasma:#8a8a86-#a9a7a0", "-colorspace", "gray", "-resize", f"{W}x{H}!", "-auto-level", "+level-colors", "#6f6c66,#b3afa6",
            "-blur", "0x4", "(", "-size", f"{W}x{H}", "xc:", "+noise", "Gaussian", "-colorspace", "gray", "-level", "45%,55%", ")",
            "-compose", "overlay", "-composite", path])

def corners(p, W, H):
    ph = p["scale"] * H; pw = ph * 1700 / 2200
    if pw > 0.92 * W: pw = 0.92 * W; ph = pw * 2200 / 1700
    k = p["keystone"]; cx, cy = W / 2, H / 2
    pts = [(-pw/2*(1-k), -ph/2), (pw/2*(1-k), -ph/2), (pw/2, ph/2), (-pw/2, ph/2)]  # top edge narrower
    a = math.radians(p["rot"]); out = []
    for x, y in pts:
        out.append((cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)))
    return out

CAST = {"warm": "#ffcf8a", "cool": "#8ab8ff", "yellow": "#fff07a", "green": "#b8ffb0", "neutral": "#ffffff"}

def photo(d):
    p = d["photo"]; W, H = p["size"]; i = d["id"]
    bg, warped, out = f"{TMP}/{i}-bg.png", f"{TMP}/{i}-warp.png", os.path.join(ROOT, f"{i}-photo.jpg")
    background(p, W, H, bg)
    c = corners(p, W, H)
    src = [(0, 0), (1699, 0), (1699, 2199), (0, 2199)]
    spec = " ".join(f"{sx},{sy} {dx:.1f},{dy:.1f}" for (sx, sy), (dx, dy) in zip(src, c))
    sh(["convert", os.path.join(ROOT, f"{i}-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent",
        "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", spec, warped])
    args = ["convert", bg,
            "(", warped, "-background", "black", "-shadow", "60x12+10+14", ")", "-geometry", "-36-36", "-compose", "over", "-composite",
            warped, "-compose", "over", "-composite"]
    if p["hand"]:  # soft shadow of a hand + forearm entering from lower right
        args += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray35",
                 "-draw", f"ellipse {int(W*0.86)},{int(H*0.80)} {int(W*0.16)},{int(H*0.10)} 0,360",
                 "-draw", f"rotate -25 ellipse {int(W*0.55)},{int(H*1.05)} {int(W*0.30)},{int(H*0.06)} 0,360",
                 "-blur", "0x45", ")", "-compose", "multiply", "-composite"]
    # light falloff: radial vignette
    args += ["(", "-size", f"{W}x{H}", "radial-gradient:white-gray38", ")", "-compose", "multiply", "-composite",
             "-fill", CAST[p["cast"]], "-colorize", "10%"]
    if p["dim"]:
        args += ["-evaluate", "multiply", "0.48", "-gamma", "0.9"]
    args += ["-gaussian-blur", f"0x{p['blur']}", "-seed", str(p["seed"]), "-attenuate", str(p["noise"]),
             "+noise", "Gaussian", "-strip", "-quality", str(p["q"]), out]
    sh(args)
    print(i, "photo", W, H)

if __name__ == "__main__":
    ids = sys.argv[1:] or [d["id"] for d in DOCS]
    for d in DOCS:
        if d["id"] in ids: photo(d)
