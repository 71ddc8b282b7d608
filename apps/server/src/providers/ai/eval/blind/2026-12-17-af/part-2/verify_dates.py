#!/usr/bin/env python3
"""Recompute every date key of set AF part 2 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Friday, December 4, 2026. Stdlib only."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 4)
HERE = os.path.dirname(os.path.abspath(__file__))
fails = []
def check(name, got, want):
    ok = got == want
    print(f"{'OK  ' if ok else 'FAIL'} {name}: {got:%a %Y-%m-%d} (expected {want:%a %Y-%m-%d})")
    if not ok: fails.append(name)

FED_2026 = {D(2026,11,11), D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}
def holidays(state):
    h = set(FED_2026)
    if state == "AR": h.add(D(2026,12,24))          # Ark. Code 1-5-101: Christmas Eve
    if state == "GA": h.add(D(2026,11,27))          # GA state holiday day after Thanksgiving
    if state == "PA": h.add(D(2026,11,27))
    if state == "MI": h |= {D(2026,11,27), D(2026,12,24), D(2026,12,31)}
    if state == "VT": pass
    return h
def roll(d, state):
    """Last day on Sat/Sun/legal holiday -> next day that is none of those."""
    h = holidays(state)
    while d.weekday() >= 5 or d in h:
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)
def business_days(d, n, hol):
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in hol: n -= 1
    return d

print("Reference date:", TODAY.strftime("%A, %B %-d, %Y")); assert TODAY.weekday() == 4

# EN-21 Georgia State Court: answer 30 days after personal service (O.C.G.A. 9-11-12(a));
# automatic default next day; open as of right within 15 days of default on payment of costs (9-11-55(a)).
served = D(2026,10,30)
check("EN-21 day 30 (raw)", plus(served,30), D(2026,11,29))
last = roll(plus(served,30),"GA"); check("EN-21 last day to answer", last, D(2026,11,30))
check("EN-21 answer filed (one day late)", plus(last,1), D(2026,12,1))
default_day = plus(last,1)
check("EN-21 last day to open default as of right", roll(plus(default_day,15),"GA"), D(2026,12,16))

# EN-22 Arkansas circuit court: 30 days after service (ARCP 12(a)); ARCP 6(a) holiday roll; Christmas Eve is an AR holiday.
served = D(2026,11,24)
check("EN-22 day 30 (raw)", plus(served,30), D(2026,12,24))
check("EN-22 last day", roll(plus(served,30),"AR"), D(2026,12,28))

# EN-23 Michigan district court: 28 days after service by certified mail (MCR 2.108(A)(2)); 21 days was the person's belief.
served = D(2026,11,9)
check("EN-23 what the person thought (21 days)", roll(plus(served,21),"MI"), D(2026,11,30))
check("EN-23 real last day (28 days)", roll(plus(served,28),"MI"), D(2026,12,7))

# EN-26 Pennsylvania MDJ: appeal within 30 days after entry of judgment (Pa.R.C.P.M.D.J. 1002); 1 Pa.C.S. 1908 weekend roll.
entered = D(2026,11,6)
check("EN-26 day 30 (raw)", plus(entered,30), D(2026,12,6))
check("EN-26 last day to appeal", roll(plus(entered,30),"PA"), D(2026,12,7))

# EN-34 Reg F 12 CFR 1006.34(b)(5): receipt assumed 5 days (excl. Sat, Sun, federal holidays) after sending; +30 days.
sent = D(2026,11,16)
rec = business_days(sent,5,FED_2026); check("EN-34 assumed receipt", rec, D(2026,11,23))
check("EN-34 end of validation period", plus(rec,30), D(2026,12,23))
check("EN-34 person's wrong count (30 days from letter)", plus(sent,30), D(2026,12,16))

# EN-35 Vermont: V.R.C.P. 36(a) 30 days; V.R.C.P. 6(e) +3 days for mail service after the period expires; roll weekend.
mailed = D(2026,11,24)
d30 = roll(plus(mailed,30),"VT"); check("EN-35 day 30", d30, D(2026,12,24))
check("EN-35 last day to answer RFAs", roll(plus(d30,3),"VT"), D(2026,12,28))

# EN-38 Tennessee general sessions: court date printed on the summons.
check("EN-38 printed court date", D(2027,1,12), D(2027,1,12))
# EN-39 Virginia GDC: return date printed on the warrant in debt.
check("EN-39 printed return date", D(2027,1,5), D(2027,1,5))

# ES-11 Maryland District Court: Notice of Intention to Defend 15 days after in-state service (Md. Rule 3-307).
served = D(2026,11,23)
check("ES-11 last day (15 days)", roll(plus(served,15),"MD"), D(2026,12,8))

# ES-12 Texas justice court: pretrial hearing date printed on the notice.
check("ES-12 printed pretrial date", D(2026,12,15), D(2026,12,15))

# ES-13 Georgia: post-judgment interrogatories 30 days after service (O.C.G.A. 9-11-33, 9-11-69); New Year's Day roll.
served = D(2026,12,2)
check("ES-13 day 30 (raw)", plus(served,30), D(2027,1,1))
check("ES-13 last day", roll(plus(served,30),"GA"), D(2027,1,4))

# ES-16 Treasury rule 31 CFR 212: lookback from account review date to same date two months earlier.
review = D(2026,12,2); start = D(2026,10,2)
deposits = {D(2026,9,15):3600, D(2026,10,30):994, D(2026,12,1):994}
protected = sum(v for k,v in deposits.items() if start <= k <= review)
print(("OK  " if protected==1988 else "FAIL"), "ES-16 protected amount", protected)
if protected != 1988: fails.append("ES-16")
print(("OK  " if 4300-protected==2312 else "FAIL"), "ES-16 frozen amount", 4300-protected)
check("ES-16 Nov SSI paid early (Nov 1 is Sunday)", D(2026,10,30), D(2026,10,30)); assert D(2026,11,1).weekday()==6

# ES-18 Reg F validation period for a notice sent Nov 20.
rec = business_days(D(2026,11,20),5,FED_2026); check("ES-18 assumed receipt", rec, D(2026,11,30))
check("ES-18 end of validation period", plus(rec,30), D(2026,12,30))

# ---- weekday + date strings in the text files ----
EN_DAYS = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
EN_ABBR = ["mon","tue","wed","thu","fri","sat","sun"]
ES_DAYS = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_NOACC = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
MON = {m:i+1 for i,m in enumerate(["january","february","march","april","may","june","july","august","september","october","november","december"])}
MON.update({m[:3]:v for m,v in list(MON.items())})
MES = {m:i+1 for i,m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"])}
def year_for(mo, y):
    if y: return int(y)
    return 2027 if mo == 1 else 2026
def wd_index(w):
    w = w.lower().rstrip(".")
    for lst in (EN_DAYS, EN_ABBR, ES_DAYS, ES_NOACC):
        if w in lst: return lst.index(w)
    return None
en_pat = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\.?,?\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(20\d\d))?", re.I)
es_pat = re.compile(r"\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s+(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?:\s+de\s+(20\d\d))?", re.I)
n = 0
for fn in ["questions.jsonl","GRADING.md","README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p): print("skip (missing)", fn); continue
    text = open(p, encoding="utf-8").read()
    for m in en_pat.finditer(text):
        w, mo, day, y = m.groups(); mo = MON[mo.lower()[:3] if mo.lower() not in MON else mo.lower()]
        d = D(year_for(mo,y), mo, int(day)); n += 1
        if d.weekday() != wd_index(w):
            fails.append(f"{fn}: '{m.group(0)}' is a {d:%A}"); print("FAIL", fn, repr(m.group(0)), "is", d.strftime("%A"))
    for m in es_pat.finditer(text):
        w, day, mo, y = m.groups(); mo = MES[mo.lower()]
        d = D(year_for(mo,y), mo, int(day)); n += 1
        if d.weekday() != wd_index(w):
            fails.append(f"{fn}: '{m.group(0)}' is a {d:%A}"); print("FAIL", fn, repr(m.group(0)), "is", d.strftime("%A"))
print(f"weekday+date strings checked: {n}")
print("ALL DATE CHECKS PASSED" if not fails else f"{len(fails)} FAILURE(S): {fails}")
sys.exit(1 if fails else 0)
