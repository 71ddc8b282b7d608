# python3 gen/photo.py [ids...] -> NN-photo.jpg. One ImageMagick process at a time, seeded, deterministic.
import subprocess, sys, os, math, random, json
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# id: (W,H, background, keystone %, keystone side, rotation deg, page fraction of frame height, hand shadow,
#      colour cast (R,G,B multipliers), blur sigma, noise attenuate, jpeg quality, dim)
P = {
 "01": (1600,2133,"wood",  3,"top",    1.2,0.86,False,(1.07,1.00,0.88),0.7,0.5,78,False),
 "02": (1600,2133,"fabric",5,"left",  -2.1,0.82,True, (0.92,0.99,1.08),0.9,0.6,70,False),
 "03": (1200,1600,"desk",  2,"bottom", 0.6,0.90,False,(0.96,1.05,0.95),0.6,0.4,82,False),
 "04": (1600,2133,"wood",  7,"top",   -3.4,0.78,False,(1.08,1.01,0.86),1.1,0.7,62,False),
 "05": (1600,2133,"desk",  4,"right",  2.6,0.88,False,(0.93,0.98,1.07),0.8,0.5,75,False),
 "06": (1200,1600,"fabric",6,"top",   -1.5,0.80,False,(1.05,1.05,0.85),1.0,0.6,66,False),
 "07": (1600,2133,"wood",  3,"bottom", 0.9,0.84,False,(1.06,1.00,0.90),1.0,0.8,72,True),
 "08": (1600,2133,"fabric",8,"left",  -3.9,0.76,True, (1.06,0.99,0.90),1.3,0.7,58,False),
 "09": (1200,1600,"desk",  2,"right",  1.8,0.91,False,(0.94,0.99,1.06),0.5,0.4,85,False),
 "10": (1600,2133,"wood",  5,"top",   -0.8,0.85,False,(1.05,0.93,1.04),0.9,0.6,55,False),
}

def bg(kind, W, H):
    if kind == "wood":
        return ["(", "-size", f"80x{H}", "xc:", "+noise", "Random", "-colorspace", "gray", "-blur", "0x1.5",
                "-resize", f"{W}x{H}!", "-blur", "0x1", "-colorspace", "sRGB", "+level-colors", "#4b2d16,#a5733f", ")"]
    if kind == "fabric":
        return ["(", "-size", f"{W//3}x{H//3}", "xc:", "+noise", "Random", "-colorspace", "gray", "-blur", "0x0.7",
                "-resize", f"{W}x{H}!", "-colorspace", "sRGB", "+level-colors", "#262f40,#5d6e8a", ")"]
    return ["(", "-size", "6x8", "plasma:", "-colorspace", "gray", "-resize", f"{W}x{H}!",
            "-colorspace", "sRGB", "+level-colors", "#aaa69e,#dedad2", ")"]

def corners(id, W, H, ks, side, rot, frac):
    r = random.Random(int(id) * 7919)
    ph = frac * H; pw = ph * 1700 / 2200
    cx = W / 2 + r.uniform(-0.02, 0.02) * W; cy = H / 2 + r.uniform(-0.02, 0.02) * H
    k = ks / 100.0
    pts = [[-pw/2, -ph/2], [pw/2, -ph/2], [pw/2, ph/2], [-pw/2, ph/2]]  # tl tr br bl
    if side == "top":    pts[0][0] += k*pw/2; pts[1][0] -= k*pw/2
    if side == "bottom": pts[3][0] += k*pw/2; pts[2][0] -= k*pw/2
    if side == "left":   pts[0][1] += k*ph/2; pts[3][1] -= k*ph/2
    if side == "right":  pts[1][1] += k*ph/2; pts[2][1] -= k*ph/2
    a = math.radians(rot); out = []
    for x, y in pts:
        x += r.uniform(-4, 4); y += r.uniform(-4, 4)
        out.append((cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)))
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    return " ".join(f"{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}" for s, d in zip(src, out))

def cmd(id):
    W, H, kind, ks, side, rot, frac, hand, cast, blur, noise, q, dim = P[id]
    r = random.Random(int(id) * 104729)
    c = ["convert", "-seed", str(1000 + int(id))] + bg(kind, W, H)
    c += ["(", f"{ROOT}/{id}-clean.png", "-alpha", "set", "-virtual-pixel", "transparent",
          "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", corners(id, W, H, ks, side, rot, frac), ")",
          "(", "-clone", "1", "-background", "black", "-shadow", "55x14+10+12", ")", "-swap", "1,2",
          "-background", "none", "-flatten"]
    # light falloff: off-centre radial gradient at 1/8 scale, upsized
    w8, h8 = W // 8, H // 8
    gx, gy = int(w8 * r.uniform(0.35, 0.65)), int(h8 * r.uniform(0.3, 0.6))
    edge = "gray22" if dim else "gray62"
    c += ["(", "-size", f"{w8}x{h8}", "-define", f"gradient:center={gx},{gy}", "-define", f"gradient:radii={int(w8*0.85)},{int(h8*0.85)}",
          f"radial-gradient:white-{edge}", "-resize", f"{W}x{H}!", ")", "-compose", "multiply", "-composite", "-compose", "over"]
    if hand:  # soft shadow of a hand / arm coming in from the lower right
        ex, ey = int(w8 * r.uniform(0.8, 0.95)), int(h8 * r.uniform(0.75, 0.9))
        c += ["(", "-size", f"{w8}x{h8}", "xc:white", "-fill", "gray45", "-draw", f"ellipse {ex},{ey} {int(w8*0.28)},{int(h8*0.12)} 0,360",
              "-draw", f"ellipse {ex+int(w8*0.2)},{ey+int(h8*0.08)} {int(w8*0.3)},{int(h8*0.1)} 0,360",
              "-blur", "0x9", "-resize", f"{W}x{H}!", ")", "-compose", "multiply", "-composite", "-compose", "over"]
    c += ["-channel", "R", "-evaluate", "multiply", str(cast[0]), "-channel", "G", "-evaluate", "multiply", str(cast[1]),
          "-channel", "B", "-evaluate", "multiply", str(cast[2]), "+channel"]
    if dim:
        c += ["-evaluate", "multiply", "0.62", "-gamma", "0.92"]
    c += ["-gaussian-blur", f"0x{blur}", "-attenuate", str(noise), "+noise", "Gaussian",
          "-type", "TrueColor", "-strip", "-quality", str(q), f"{ROOT}/{id}-photo.jpg"]
    return c

if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(P)
    for id in ids:
        subprocess.run(cmd(id), check=True)   # sequential: one ImageMagick process at a time
        print(id, "photo done")
