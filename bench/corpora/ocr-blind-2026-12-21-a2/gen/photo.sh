#!/bin/bash
# Phone-photo simulation from NN-clean.png with ImageMagick. Deterministic: every random step uses -seed.
# Usage: ./photo.sh [ids...]   (default: all rows in the table)
set -e
cd "$(dirname "$0")/.."
# id  W    H    keystone%  rot°  pagefrac bg      cast     blur noise quality dim hand seed
TABLE="
01 1600 2133 3.0  1.2  0.86 wood   #ffe6c0 0.7 0.35 78 0 0 101
02 1600 2133 6.5  -2.4 0.80 fabric #d8e4ff 1.0 0.45 64 0 1 102
03 1200 1600 1.5  0.6  0.90 desk   #fff0d0 0.5 0.30 82 0 0 103
04 1600 2133 4.5  3.6  0.78 wood   #ffd8b0 1.2 0.50 58 1 0 104
05 1600 2133 2.0  -0.9 0.92 desk   #e0ffe8 0.6 0.30 85 0 0 105
06 1200 1600 8.0  -3.1 0.75 fabric #ffe0e0 1.3 0.55 55 0 0 106
07 1600 2133 5.0  1.8  0.84 wood   #fff4c8 0.8 0.40 70 0 1 107
08 1600 2133 1.0  -4.0 0.82 desk   #d0e0ff 0.9 0.40 66 0 0 108
09 1200 1600 3.5  2.5  0.88 fabric #f0ffd0 0.7 0.35 74 0 0 109
10 1600 2133 7.0  -1.6 0.79 wood   #ffe8d8 1.1 0.45 60 0 0 110
"
T=$(mktemp -d)
echo "$TABLE" | while read id W H ks rot pf bg cast blur noise q dim hand seed; do
  [ -z "$id" ] && continue
  if [ $# -gt 0 ] && [[ ! " $* " =~ " $id " ]]; then continue; fi
  src="$id-clean.png"; [ -f "$src" ] || { echo "missing $src"; continue; }
  # destination corners: page scaled to pf of frame width, keystone (top narrower), rotated, centred (+small seeded offset)
  CORN=$(python3 - "$W" "$H" "$ks" "$rot" "$pf" "$seed" <<'PY'
import sys, math, random
W,H,ks,rot,pf,seed=int(sys.argv[1]),int(sys.argv[2]),float(sys.argv[3]),float(sys.argv[4]),float(sys.argv[5]),int(sys.argv[6])
r=random.Random(seed)
pw=pf*W; ph=pw*2200/1700
if ph>0.95*H: ph=0.95*H; pw=ph*1700/2200
k=ks/100*pw/2
pts=[(-pw/2+k,-ph/2),(pw/2-k,-ph/2),(pw/2,ph/2),(-pw/2,ph/2)]
a=math.radians(rot); cx=W/2+r.uniform(-0.02,0.02)*W; cy=H/2+r.uniform(-0.02,0.02)*H
out=[]
for (x,y) in pts:
    out.append((cx+x*math.cos(a)-y*math.sin(a), cy+x*math.sin(a)+y*math.cos(a)))
src=[(0,0),(1700,0),(1700,2200),(0,2200)]
print(" ".join(f"{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}" for s,d in zip(src,out)))
print(f"{cx:.0f} {cy:.0f} {pw:.0f} {ph:.0f}")
PY
)
  DIST=$(echo "$CORN" | sed -n 1p); read cx cy pw ph <<< "$(echo "$CORN" | sed -n 2p)"
  case $bg in
    wood)   convert -size ${W}x${H} -seed $seed plasma:fractal -colorspace gray -resize 25% -motion-blur 0x25+0 -resize ${W}x${H}! -auto-level +level-colors '#5e3a1e','#c3935e' $T/bg.png ;;
    fabric) convert -size ${W}x${H} xc:'#3e4c63' -seed $seed -attenuate 1.6 +noise Multiplicative -blur 0x0.8 \
              \( -size ${W}x${H} pattern:hs_cross -fill '#2e3a4e' -opaque black -fill '#4a5a74' -opaque white \) -compose SoftLight -composite $T/bg.png ;;
    desk)   convert -size ${W}x${H} xc:'#cfc9bd' -seed $seed -attenuate 0.6 +noise Gaussian -blur 0x3 $T/bg.png ;;
  esac
  # page drop shadow + warped page
  convert "$src" -alpha set -virtual-pixel transparent -define distort:viewport=${W}x${H}+0+0 -distort Perspective "$DIST" $T/page.png
  convert $T/page.png -alpha extract -blur 0x12 -level 0,250% -background black -alpha shape -channel A -evaluate multiply 0.45 +channel -roll +10+14 $T/shadow.png
  convert $T/bg.png $T/shadow.png -composite $T/page.png -composite $T/comp.png
  # light falloff: off-centre radial gradient multiplied in
  G=$(( (W>H?W:H) / 2 ))
  convert -size ${G}x${G} radial-gradient:white-'gray(58%)' -gravity center -crop $((W/4))x$((H/4))+$(( (seed%7-3)*W/100 ))+$(( (seed%5-2)*H/100 )) +repage -resize ${W}x${H}! $T/fall.png
  convert $T/comp.png $T/fall.png -compose Multiply -composite $T/comp.png
  if [ "$hand" = 1 ]; then
    convert -size ${W}x${H} xc:white -fill 'gray(35%)' -draw "ellipse $((W*92/100)),$((H*80/100)) $((W*22/100)),$((H*12/100)) 0,360" \
      -draw "ellipse $((W*70/100)),$((H*95/100)) $((W*14/100)),$((H*9/100)) 0,360" -blur 0x60 $T/hand.png
    convert $T/comp.png $T/hand.png -compose Multiply -composite $T/comp.png
  fi
  convert $T/comp.png -fill "$cast" -colorize 14% $T/comp.png
  if [ "$dim" = 1 ]; then convert $T/comp.png -level 0%,100%,0.85 -evaluate multiply 0.42 -modulate 100,85 $T/comp.png; fi
  convert $T/comp.png -gaussian-blur 0x$blur -seed $seed -attenuate $noise +noise Gaussian -quality $q -sampling-factor 4:2:0 "$id-photo.jpg"
  echo "$id-photo.jpg ${W}x${H} ks=$ks rot=$rot pf=$pf bg=$bg cast=$cast blur=$blur noise=$noise q=$q dim=$dim hand=$hand seed=$seed"
done
rm -rf $T
