#!/usr/bin/env python3
"""Recompute every date key of set AZ part-2 from its rule and check every weekday+date string
that appears in questions.jsonl and GRADING.md. Reference date: Monday, December 7, 2026."""
import datetime as dt, json, re, sys, os
D=dt.date; td=dt.timedelta
HERE=os.path.dirname(os.path.abspath(__file__))
TODAY=D(2026,12,7)
HOL={D(2026,11,26),D(2026,11,27),D(2026,12,25),D(2027,1,1)}   # Thanksgiving, day after, Christmas, New Year's
def roll(d):            # weekend / court-holiday roll-forward to next court day
    while d.weekday()>=5 or d in HOL: d+=td(1)
    return d
def monday_next_after(d):  # Texas TRCP 99(b): Monday next after expiration of 20 days
    d+=td(1)
    while d.weekday()!=0: d+=td(1)
    return roll(d)
def add_months(d,m):
    y,mo=divmod(d.month-1+m,12); return D(d.year+y,mo+1,d.day)
def bizdays(d,n):
    while n: 
        d+=td(1)
        if d.weekday()<5 and d not in HOL: n-=1
    return d
checks=[]  # (item, label, computed, expected)
def chk(i,lab,c,e): checks.append((i,lab,c,e))
chk("P2-EN-01","TX justice court answer: 14 days after in-hand service Nov 24",roll(D(2026,11,24)+td(14)),D(2026,12,8))
chk("P2-EN-02","CA substituted service complete 10 days after mailing Nov 16",D(2026,11,16)+td(10),D(2026,11,26))
chk("P2-EN-02","CA day 30 raw",D(2026,11,26)+td(30),D(2026,12,26))
chk("P2-EN-02","CA answer, CCP 12a roll",roll(D(2026,11,26)+td(30)),D(2026,12,28))
chk("P2-EN-03","SCRA 90 days after release Sept 10 (no roll)",D(2026,9,10)+td(90),D(2026,12,9))
chk("P2-EN-09","printed hearing date",D(2026,12,17),D(2026,12,17))
chk("P2-ES-01","AZ 20 days from Nov 30 raw",D(2026,11,30)+td(20),D(2026,12,20))
chk("P2-ES-01","AZ answer rolled",roll(D(2026,11,30)+td(20)),D(2026,12,21))
chk("P2-ES-02","NY service complete 10 days after proof filed Nov 9",D(2026,11,9)+td(10),D(2026,11,19))
chk("P2-ES-02","NY 30 days raw",D(2026,11,19)+td(30),D(2026,12,19))
chk("P2-ES-02","NY answer rolled (GCL 25-a)",roll(D(2026,11,19)+td(30)),D(2026,12,21))
chk("P2-ES-03","NM 30 days from Nov 25 raw",D(2026,11,25)+td(30),D(2026,12,25))
chk("P2-ES-03","NM answer rolled",roll(D(2026,11,25)+td(30)),D(2026,12,28))
chk("P2-ES-04","NC 30 days from Dec 2 raw",D(2026,12,2)+td(30),D(2027,1,1))
chk("P2-ES-04","NC answer rolled",roll(D(2026,12,2)+td(30)),D(2027,1,4))
chk("P2-ES-05","CA 473(b) six months after Mar 3 (passed)",add_months(D(2026,3,3),6),D(2026,9,3))
chk("P2-ES-05","CA 473.5 two-year outer limit",D(2028,3,3),add_months(D(2026,3,3),24))
chk("P2-ES-05","473.5 180 days after a notice served Nov 18 (illustration)",D(2026,11,18)+td(180),D(2027,5,17))
chk("P2-ES-06","TN General Sessions appeal 10 days after Dec 1",roll(D(2026,12,1)+td(10)),D(2026,12,11))
chk("P2-ES-14","TX county court: Monday next after 20 days from Nov 30",monday_next_after(D(2026,11,30)+td(20)),D(2026,12,21))
chk("P2-ES-14","TX day 20",D(2026,11,30)+td(20),D(2026,12,20))
chk("P2-ES-15","CA claim of exemption 15+5 days from mailing Nov 23 raw",D(2026,11,23)+td(20),D(2026,12,13))
chk("P2-ES-15","CA claim of exemption rolled",roll(D(2026,11,23)+td(20)),D(2026,12,14))
chk("P2-ES-16","validation: assumed receipt 5 business days after Nov 16",bizdays(D(2026,11,16),5),D(2026,11,23))
chk("P2-ES-16","validation end date = receipt + 30",bizdays(D(2026,11,16),5)+td(30),D(2026,12,23))
chk("P2-ES-16","WA 20 days from Dec 5 raw",D(2026,12,5)+td(20),D(2026,12,25))
chk("P2-ES-16","WA answer rolled",roll(D(2026,12,5)+td(20)),D(2026,12,28))
bad=0
for i,lab,c,e in checks:
    ok=c==e; bad+=not ok
    print(("OK  " if ok else "FAIL"),i,lab,c.strftime("%A %B %-d, %Y"),"(expected",e.isoformat()+")")
# deadline-key items must not already be past unless the key says so
for i,lab,c,e in checks:
    if c<TODAY and "passed" not in lab and "raw" not in lab and "complete" not in lab and "receipt" not in lab:
        print("NOTE past date:",i,lab,c)
# weekday+date strings
MON="January|February|March|April|May|June|July|August|September|October|November|December"
pat=re.compile(r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? ("+MON+r") (\d{1,2}),? (\d{4})")
n=0
for fn in ["questions.jsonl","GRADING.md","README.md"]:
    p=os.path.join(HERE,fn)
    if not os.path.exists(p): continue
    for m in pat.finditer(open(p,encoding="utf-8").read()):
        wd,mo,da,yr=m.groups(); d=dt.datetime.strptime(f"{mo} {da} {yr}","%B %d %Y").date(); n+=1
        if d.strftime("%A")!=wd: bad+=1; print("FAIL weekday",fn,m.group(0),"is a",d.strftime("%A"))
print(f"{len(checks)} rule checks, {n} weekday strings checked, failures: {bad}")
assert TODAY.strftime("%A")=="Monday"
sys.exit(1 if bad else 0)
