import sys
from PIL import Image
out=sys.argv[1]; fs=sys.argv[2:]
ims=[Image.open(f).convert('RGB') for f in fs]
ims=[im.resize((850,int(850*im.height/im.width))) for im in ims]
H=max(im.height for im in ims)
W=Image.new('RGB',(850*2,H*((len(ims)+1)//2)),'gray')
for i,im in enumerate(ims): W.paste(im,((i%2)*850,(i//2)*H))
W.save(out)
