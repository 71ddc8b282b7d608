# Phone-photo simulation with ImageMagick. Deterministic: every random choice comes from random.Random(seed)
# and ImageMagick is given -seed for its noise/plasma.
import json, math, os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, "..")

def background(kind, W, H, seed):
    if kind == "wood":
        return ["(", "-size", f"{W//3}x{H//3}", "xc:gray50", "-seed", str(seed), "+noise", "Random", "-channel", "G", "-separate",
                "+channel", "-virtual-pixel", "tile", "-motion-blur", "0x30+0", "-auto-level", "-level", "25%,90%",
                "-resize", f"{W}x{H}!", "-colorspace", "sRGB", "-type", "TrueColor", "+level-colors", "#4a2c14,#b07a44", ")"]
    if kind == "fabric":
        return ["(", "-size", f"{W}x{H}", "xc:gray50", "-seed", str(seed), "+noise", "Random", "-channel", "G", "-separate",
                "+channel", "-blur", "0x0.8", "-auto-level", "-level", "20%,80%", "-colorspace", "sRGB", "-type", "TrueColor", "+level-colors", "#27344d,#6b7fa3", ")"]
    # desk: mottled laminate
    return ["(", "-seed", str(seed), "-size", f"{W//4}x{H//4}", "plasma:grey75-grey55", "-colorspace", "gray",
            "-blur", "0x3", "-resize", f"{W}x{H}!", "-colorspace", "sRGB", "-type", "TrueColor", "+level-colors", "#6d6a63,#c9c3b5", ")"]

def make(doc, idx):
    p = doc["photo"]; r = random.Random(p["seed"])
    small = (idx % 3 == 2)                      # every third document of the set: 03, 06, 09
    W, H = (1200, 1600) if small else (1600, 2133)
    pw = p["fill"] * W; ph = pw * 2200 / 1700
    if ph > 0.95 * H: ph = 0.95 * H; pw = ph * 1700 / 2200
    cx = W / 2 + r.uniform(-0.03, 0.03) * W; cy = H / 2 + r.uniform(-0.02, 0.02) * H
    k = p["keystone"]
    # keystone: the top edge is (1-k) of the bottom edge (camera tilted toward the bottom of the page)
    pts = [(-pw/2*(1-k), -ph/2), (pw/2*(1-k), -ph/2), (pw/2, ph/2), (-pw/2, ph/2)]
    a = math.radians(p["rot"])
    dst = []
    for (x, y) in pts:
        x += r.uniform(-0.006, 0.006) * pw; y += r.uniform(-0.006, 0.006) * ph
        dst.append((cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)))
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    persp = " ".join(f"{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}" for s, d in zip(src, dst))
    fx, fy = r.uniform(0.35, 0.65) * W, r.uniform(0.3, 0.6) * H
    cmd = ["convert"] + background(p["bg"], W, H, p["seed"]) + [
        "(", os.path.join(OUT, doc["id"] + "-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent",
        "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", persp,
        "(", "+clone", "-background", "black", "-shadow", "55x12+8+10", ")", "+swap",
        "-background", "none", "-layers", "merge", "+repage", "-crop", f"{W}x{H}+0+0", "+repage", ")",
        "-compose", "over", "-composite",
        # light falloff: off-centre radial gradient multiplied over the frame
        "(", "-size", f"{int(W*1.6)}x{int(H*1.6)}", "radial-gradient:white-gray38", "-crop",
        f"{W}x{H}+{int(W*0.8-fx)}+{int(H*0.8-fy)}", "+repage", ")", "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx = r.choice([-0.05, 1.05]) * W; hy = r.uniform(0.55, 0.9) * H
        rx, ry = W * 0.32, H * 0.16
        cmd += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray30", "-draw",
                f"ellipse {hx:.0f},{hy:.0f} {rx:.0f},{ry:.0f} 0,360", "-blur", "0x45", ")",
                "-compose", "multiply", "-composite"]
    cmd += ["-fill", p["cast"], "-colorize", str(p["cast_pct"])]
    if p["dim"]:
        cmd += ["-evaluate", "multiply", "0.5", "-gamma", "0.9"]
    cmd += ["-blur", f"0x{p['blur']}", "-seed", str(p["seed"]), "-attenuate", str(p["noise"] * (1.6 if p["dim"] else 1)),
            "+noise", "Gaussian", "-resize", f"{W}x{H}!", "-strip", "-type", "TrueColor", "-quality", str(p["quality"]),
            os.path.join(OUT, doc["id"] + "-photo.jpg")]
    subprocess.run(cmd, check=True)
    p.update(dict(size=f"{W}x{H}", corners=[[round(x,1), round(y,1)] for x, y in dst]))
    return p

if __name__ == "__main__":
    docs = json.load(open(os.path.join(HERE, "docs.json")))
    want = sys.argv[1:]
    for i, d in enumerate(docs):
        if want and d["id"] not in want: continue
        print(d["id"], make(d, int(d["id"]) - 1)["size"])
