#!/usr/bin/env python3
"""Recompute every date key of set AW part-2 from its rule and check weekday+date strings.
Reference date: Monday, December 7, 2026. Stdlib only."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))

# court holidays used (only the ones that matter for these windows)
FED = {D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}
HOL = {
    "CA": FED | {D(2026,11,27)},
    "TX": FED | {D(2026,11,27), D(2026,12,24), D(2026,12,26)},
    "NC": FED | {D(2026,11,27), D(2026,12,24), D(2026,12,28)},
    "MI": FED | {D(2026,11,27), D(2026,12,24), D(2026,12,31)},
    "GA": FED | {D(2026,11,27)},
    "TN": FED | {D(2026,11,27), D(2026,12,24)},
    "FL": FED | {D(2026,11,27)},
    "NJ": FED,
}
def closed(d, st): return d.weekday() >= 5 or d in HOL[st]
def roll(d, st):
    while closed(d, st): d += dt.timedelta(days=1)
    return d
def add_days(start, n, st): return roll(start + dt.timedelta(days=n), st)
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12); return D(d.year + y, mo + 1, d.day)
def tx_rule99(served, st="TX"):
    # Monday next after expiration of 20 days; if that Monday is a holiday, next day not a holiday
    exp = served + dt.timedelta(days=20)
    d = exp + dt.timedelta(days=1)
    while d.weekday() != 0: d += dt.timedelta(days=1)
    return roll(d, st)

KEYS = [  # id, description, computed, expected
 ("P2-EN-01","CA CCP 412.20: 30 days from in-hand service 11/25 (Dec 25 holiday)", add_days(D(2026,11,25),30,"CA"), D(2026,12,28)),
 ("P2-EN-02","TX TRCP 99(b): Monday next after 20 days from posting 11/30, 10 a.m.", tx_rule99(D(2026,11,30)), D(2026,12,21)),
 ("P2-EN-03","NY CPLR 320(a)/308(2): earliest = mailing 11/12 proof filed same day, complete +10, answer +30", D(2026,11,12)+dt.timedelta(days=10)+dt.timedelta(days=30), D(2026,12,22)),
 ("P2-EN-04","NC small claims hearing printed = today + 9", TODAY+dt.timedelta(days=9), D(2026,12,16)),
 ("P2-EN-06","MI MCR 2.108/1.108: 21 days from 12/3 (Dec 24, 25 holidays, weekend)", add_days(D(2026,12,3),21,"MI"), D(2026,12,28)),
 ("P2-ES-01","TX TRCP 502.5: end of 14th day after service 11/24", add_days(D(2026,11,24),14,"TX"), D(2026,12,8)),
 ("P2-ES-02","NC Rule 12(a): 30 days from certified-mail delivery 12/2 (Jan 1 holiday)", add_days(D(2026,12,2),30,"NC"), D(2027,1,4)),
 ("P2-ES-03","GA OCGA 9-11-12 / 1-3-1(d)(3): 30 days from 11/6 (Sunday roll)", add_days(D(2026,11,6),30,"GA"), D(2026,12,7)),
 ("P2-ES-04","CA CCP 473(b): six months after judgment 6/15/2026", add_months(D(2026,6,15),6), D(2026,12,15)),
 ("P2-ES-05","TX TRCP 329: two years after judgment signed 2/3/2025", add_months(D(2025,2,3),24), D(2027,2,3)),
 ("P2-ES-06","TN TCA 27-5-108: 10 days after GS judgment 12/1", add_days(D(2026,12,1),10,"TN"), D(2026,12,11)),
 ("P2-ES-09","FL 77.041: 20 days after notice received 12/2", add_days(D(2026,12,2),20,"FL"), D(2026,12,22)),
 ("P2-ES-10","NJ R. 4:59-1(g) + R. 1:3-1: 10 days after notice received 12/3", add_days(D(2026,12,3),10,"NJ"), D(2026,12,14)),
]
PRINTED = [("P2-ES-07", D(2027,1,12)), ("P2-ES-08", D(2027,1,14)), ("P2-ES-15", D(2027,1,8))]
ok = True
for i, desc, got, exp in KEYS:
    good = got == exp and got >= TODAY
    ok &= good
    print(f"{'OK ' if good else 'BAD'} {i}: {desc} -> {got:%A, %B %d, %Y}")
for i, d in PRINTED:
    print(f"OK  {i}: printed date {d:%A, %B %d, %Y}"); ok &= d > TODAY
# every 'Weekday[,] Month D, YYYY' (EN) and 'weekday D de mes de YYYY' (ES) string must be correct
EN_M = {m: n for n, m in enumerate(["January","February","March","April","May","June","July","August","September","October","November","December"], 1)}
ES_M = {m: n for n, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"], 1)}
EN_W = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_W = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_W2 = [w.replace("é","e").replace("á","a") for w in ES_W]
files = [os.path.join(HERE, f) for f in ("questions.jsonl", "GRADING.md", "README.md")]
n = 0
for f in files:
    if not os.path.exists(f): continue
    t = open(f, encoding="utf-8").read()
    for m in re.finditer(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}),? (\d{4})", t, re.I):
        d = D(int(m.group(4)), EN_M[m.group(2).capitalize()], int(m.group(3))); n += 1
        if EN_W[d.weekday()] != m.group(1).lower(): ok = False; print("BAD weekday", f, m.group(0))
    for m in re.finditer(r"\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo) (\d{1,2}) de (\w+) de (\d{4})", t, re.I):
        d = D(int(m.group(4)), ES_M[m.group(3).lower()], int(m.group(2))); n += 1
        w = m.group(1).lower()
        if w not in (ES_W[d.weekday()], ES_W2[d.weekday()]): ok = False; print("BAD weekday", f, m.group(0))
# strings without a year (as people type them): year inferred (Jun-Dec -> 2026, Jan-Feb -> 2027)
AB = {"jan":1,"feb":2,"jun":6,"oct":10,"nov":11,"dec":12,"ene":1,"dic":12,"octubre":10,"noviembre":11,"diciembre":12,"enero":1,"febrero":2,"junio":6}
def yr(mo): return 2027 if mo <= 2 else 2026
for f in files:
    if not os.path.exists(f): continue
    t = open(f, encoding="utf-8").read()
    for m in re.finditer(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)\.? (jan|feb|jun|oct|nov|dec)[a-z]*\.? (\d{1,2})\b(?!,? \d{4})", t, re.I):
        mo = AB[m.group(2).lower()[:3]]; d = D(yr(mo), mo, int(m.group(3))); n += 1
        if not EN_W[d.weekday()].startswith(m.group(1).lower()[:3]): ok = False; print("BAD weekday", f, m.group(0))
    for m in re.finditer(r"\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo) (\d{1,2}) de (octubre|noviembre|diciembre|enero|febrero|junio|dic)\b(?! de \d{4})", t, re.I):
        mo = AB[m.group(3).lower()]; d = D(yr(mo), mo, int(m.group(2))); n += 1
        w = m.group(1).lower()
        if w not in (ES_W[d.weekday()], ES_W2[d.weekday()]): ok = False; print("BAD weekday", f, m.group(0))
print(f"checked {n} weekday+date strings")
print("ALL OK" if ok else "FAILURES"); sys.exit(0 if ok else 1)
