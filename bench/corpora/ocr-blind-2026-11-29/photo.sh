#!/bin/bash
# Turns NN-clean.png into NN-photo.jpg using the parameters in photo-params.tsv.
# Needs real ImageMagick 6 (/usr/bin/convert from Debian's imagemagick package; /usr/local/bin/convert on this machine is a stand-in).
# Usage: ./photo.sh [id ...]
set -e
cd "$(dirname "$0")"
IM=/usr/bin/convert; ID=/usr/bin/identify
T=$(mktemp -d)
grep -v '^#' photo-params.tsv | while IFS=$'\t' read -r id angle width persp blur bright light vig bg q noise warm; do
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$id"; then continue; fi
  in=${id}-clean.png; out=${id}-photo.jpg
  # 1. shrink to phone-photo resolution and put the page on the table (border = table colour)
  bw=$((width * 11 / 100)); bh=$((width * 13 / 100))
  $IM "$in" -resize ${width}x -bordercolor "$bg" -border ${bw}x${bh} "$T/a.png"
  read W H < <($ID -format '%w %h\n' "$T/a.png")
  # 2. mild perspective: move each page corner inwards by a fraction of W/H
  IFS=, read -r a1 a2 b1 b2 c1 c2 d1 d2 <<< "$persp"
  pts=$(awk -v W=$W -v H=$H -v bw=$bw -v bh=$bh -v a1=$a1 -v a2=$a2 -v b1=$b1 -v b2=$b2 -v c1=$c1 -v c2=$c2 -v d1=$d1 -v d2=$d2 'BEGIN{
    x0=bw; y0=bh; x1=W-bw; y1=H-bh;
    printf "%d,%d %d,%d  %d,%d %d,%d  %d,%d %d,%d  %d,%d %d,%d",
      x0,y0, x0+a1*W,y0+a2*H,  x1,y0, x1-b1*W,y0+b2*H,  x1,y1, x1-c1*W,y1-c2*H,  x0,y1, x0+d1*W,y1-d2*H }')
  $IM "$T/a.png" -virtual-pixel background -background "$bg" -distort Perspective "$pts" \
      -background "$bg" -rotate "$angle" +repage "$T/b.png"
  read W H < <($ID -format '%w %h\n' "$T/b.png")
  # 3. uneven light: Shepards interpolation of four corner grays, multiplied in; plus a radial vignette
  IFS=, read -r g1 g2 g3 g4 <<< "$light"
  $IM -size ${W}x${H} xc: -sparse-color Shepards "0,0 gray$g1 $((W-1)),0 gray$g2 0,$((H-1)) gray$g3 $((W-1)),$((H-1)) gray$g4" "$T/l.png"
  $IM -size ${W}x${H} radial-gradient:white-gray$vig "$T/v.png"
  # 4. compose, blur, dim, warm cast, sensor noise, JPEG
  $IM "$T/b.png" "$T/l.png" -compose multiply -composite "$T/v.png" -compose multiply -composite \
      -blur 0x$blur -modulate $bright,95 -fill '#ffcf8a' -colorize $warm \
      -attenuate $noise +noise Gaussian -quality $q "$out"
  echo "$out  angle=$angle width=$width persp=$persp blur=$blur bright=$bright light=$light vig=$vig bg=$bg q=$q noise=$noise warm=$warm"
done
rm -rf "$T"
