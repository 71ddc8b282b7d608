#!/usr/bin/env python3
"""Recompute every date key of set AJ part 2 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Friday, December 4, 2026. Python 3 standard library only."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
REF = D(2026, 12, 4)
fails = 0
def check(label, got, want):
    global fails
    ok = got == want
    if not ok: fails += 1
    print(("OK  " if ok else "FAIL"), label, "->", got, got.strftime("%A") if isinstance(got, D) else "", "" if ok else f"(expected {want})")

# court-closure days relevant to the window (weekends handled separately)
FED = {D(2026,11,26), D(2026,12,25), D(2027,1,1)}                 # Thanksgiving, Christmas, New Year's Day
HOL = {
 "CA": FED | {D(2026,11,27)},                                       # CA judicial holiday: day after Thanksgiving
 "MI": FED | {D(2026,11,27), D(2026,12,24), D(2026,12,31)},         # MCR 8.110(D)(2): Christmas Eve, New Year's Eve
 "WA": FED | {D(2026,11,27)},
 "GA": FED | {D(2026,11,27)},
 "NY": FED,
 "TN": FED | {D(2026,11,27), D(2026,12,24)},
 "NC": FED | {D(2026,11,27), D(2026,12,24)},
 "PA": FED | {D(2026,11,27)},
 "FED": FED,
}
def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)

assert REF.strftime("%A") == "Friday"
print("Reference date", REF, REF.strftime("%A"))

# Q-EN-21 CA substituted service: complete on 10th day after mailing (CCP 415.20), +30 days (CCP 412.20), CCP 12/12a roll
mail = D(2026,11,13); complete = plus(mail,10)
check("EN-21 service complete", complete, D(2026,11,23))
check("EN-21 last day to respond", roll(plus(complete,30),"CA"), D(2026,12,23))
# Q-EN-22 MI certified mail received Dec 3, 28 days (MCR 2.108(A)(2)), MCR 1.108 roll; MI courts closed Dec 31 & Jan 1
raw = plus(D(2026,12,3),28); check("EN-22 raw day 28", raw, D(2026,12,31))
check("EN-22 last day", roll(raw,"MI"), D(2027,1,4))
check("EN-22 the 21-day date she assumed", plus(D(2026,12,3),21), D(2026,12,24))
# Q-EN-23 WA served Nov 17, 20 days (CR/CRLJ 4, 12), CR 6(a) roll
check("EN-23 last day", roll(plus(D(2026,11,17),20),"WA"), D(2026,12,7))
# Q-EN-24 OR ORCP 71 B: not more than one year after receipt of notice of judgment (Sept 21, 2026)
check("EN-24 outer limit", D(2027,9,21), D(2026,9,21).replace(year=2027))
# Q-EN-25 CA ORAP hearing date printed on the order
check("EN-25 hearing", D(2027,1,8), D(2027,1,8))
# Q-EN-26 PA served Nov 3, 20 days (Pa.R.C.P. 1026), Rule 106 roll; answer filed Nov 24
last = roll(plus(D(2026,11,3),20),"PA"); check("EN-26 last day", last, D(2026,11,23))
check("EN-26 days late", (D(2026,11,24)-last).days, 1)
# Q-EN-30 VA return date printed on warrant; LLC served via SCC clerk Nov 12
check("EN-30 return date", D(2026,12,15), D(2026,12,15))
# Q-EN-33 validation period end date printed on notice
check("EN-33 validation end", D(2026,12,10), D(2026,12,10))
# Q-ES-11 GA left with household member Nov 25, 30 days (OCGA 15-10-43 / 9-11-12), OCGA 1-3-1(d)(3) roll
raw = plus(D(2026,11,25),30); check("ES-11 raw day 30", raw, D(2026,12,25))
check("ES-11 last day", roll(raw,"GA"), D(2026,12,28))
# Q-ES-12 NY nail-and-mail (CPLR 308(4)): complete 10 days after proof filed; 30 days (CPLR 320(a)); GCL 25-a roll
earliest_proof = D(2026,11,3)                       # proof cannot be filed before the mailing
latest_proof = plus(max(D(2026,11,2),D(2026,11,3)),20)  # must be filed within 20 days of the later of affixing/mailing
check("ES-12 latest proof filing", latest_proof, D(2026,11,23))
check("ES-12 earliest last day", roll(plus(plus(earliest_proof,10),30),"NY"), D(2026,12,14))
check("ES-12 latest last day (timely proof)", roll(plus(plus(latest_proof,10),30),"NY"), D(2027,1,4))
check("ES-12 friend's 20 days from posting", plus(D(2026,11,2),20), D(2026,11,22))
assert roll(plus(plus(earliest_proof,10),30),"NY") > REF
# Q-ES-13 TN General Sessions judgment Nov 25, 10 days to appeal (TCA 27-5-108), TCA 1-3-102 roll
raw = plus(D(2026,11,25),10); check("ES-13 raw day 10", raw, D(2026,12,5))
check("ES-13 last day", roll(raw,"TN"), D(2026,12,7))
# Q-ES-14 ED AWG notice dated Nov 16, hearing request within 30 days of notice date to prevent withholding first
check("ES-14 hearing request by", plus(D(2026,11,16),30), D(2026,12,16))
# Q-ES-16 31 CFR 212 lookback: day before review back to the corresponding date two months earlier
review = D(2026,12,1); lb_end = plus(review,-1); lb_start = D(2026,9,30)
check("ES-16 lookback end", lb_end, D(2026,11,30))
deps = [D(2026,10,28), D(2026,11,25)]
for x in deps: assert lb_start <= x <= lb_end and x.weekday()==2
check("ES-16 deposits in lookback", len(deps), 2)
# Q-ES-18 NC served Nov 20, 30 days (Rule 12(a)(1)), Rule 6(a) roll
raw = plus(D(2026,11,20),30); check("ES-18 raw day 30", raw, D(2026,12,20))
check("ES-18 last day", roll(raw,"NC"), D(2026,12,21))

# ---------- weekday+date strings in the text files ----------
EN_WD = {"mon":0,"monday":0,"tue":1,"tues":1,"tuesday":1,"wed":2,"wednesday":2,"thu":3,"thur":3,"thurs":3,"thursday":3,"fri":4,"friday":4,"sat":5,"saturday":5,"sun":6,"sunday":6}
EN_MO = {"jan":1,"january":1,"feb":2,"february":2,"sep":9,"sept":9,"september":9,"oct":10,"october":10,"nov":11,"november":11,"dec":12,"december":12}
ES_WD = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
ES_MO = {"enero":1,"septiembre":9,"octubre":10,"noviembre":11,"diciembre":12}
en_re = re.compile(r"\b(%s)\.?,?\s+(%s)\.?\s+(\d{1,2})(?:,?\s+(20\d\d))?\b" % ("|".join(sorted(EN_WD,key=len,reverse=True)), "|".join(sorted(EN_MO,key=len,reverse=True))), re.I)
es_re = re.compile(r"\b(%s)\s+(\d{1,2})\s+de\s+(%s)(?:\s+de\s+(20\d\d))?" % ("|".join(ES_WD), "|".join(ES_MO)), re.I)
def year_for(m, y): return int(y) if y else (2027 if m == 1 else 2026)
n = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p): print("skip (missing)", fn); continue
    txt = open(p, encoding="utf-8").read()
    for m in en_re.finditer(txt):
        wd, mo, day, yr = EN_WD[m.group(1).lower()], EN_MO[m.group(2).lower()], int(m.group(3)), m.group(4)
        d = D(year_for(mo, yr), mo, day); n += 1
        if d.weekday() != wd:
            fails += 1; print("FAIL weekday", fn, repr(m.group(0)), "is a", d.strftime("%A"))
    for m in es_re.finditer(txt):
        wd, day, mo, yr = ES_WD[m.group(1).lower()], int(m.group(2)), ES_MO[m.group(3).lower()], m.group(4)
        d = D(year_for(mo, yr), mo, day); n += 1
        if d.weekday() != wd:
            fails += 1; print("FAIL weekday", fn, repr(m.group(0)), "is a", d.strftime("%A"))
print(f"checked {n} weekday+date strings")
print("ALL DATE CHECKS PASSED" if fails == 0 else f"{fails} FAILURE(S)")
sys.exit(1 if fails else 0)
