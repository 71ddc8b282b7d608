#!/usr/bin/env python3
"""Recompute every deadline key of set AL part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md. Reference date: Sat 2026-12-05."""
import json, re, sys
from datetime import date, timedelta as td
TODAY = date(2026, 12, 5)
FED = {date(2026,10,12), date(2026,11,11), date(2026,11,26), date(2026,12,25), date(2027,1,1), date(2027,1,18)}
STATE_EXTRA = {"AR": {date(2026,12,24)}}  # Christmas Eve is an Arkansas legal holiday
ok = True
def roll(d, st):
    hol = FED | STATE_EXTRA.get(st, set())
    while d.weekday() >= 5 or d in hol: d += td(1)
    return d
def check(name, got, exp):
    global ok
    flag = "OK " if got == exp else "BAD"
    if got != exp: ok = False
    print(f"{flag} {name}: {got} ({got.strftime('%A')}) expected {exp}")
def bizdays(d, n):
    while n:
        d += td(1)
        if d.weekday() < 5 and d not in FED: n -= 1
    return d
# deadline keys: (item, rule, computed, expected last day)
check("P1-EN-01 OR 30 days from Nov 17 (household member)", roll(date(2026,11,17)+td(30),"OR"), date(2026,12,17))
check("P1-EN-02 AR 30 days from certified delivery Nov 24 (Dec 24 Christmas Eve, Dec 25, weekend)", roll(date(2026,11,24)+td(30),"AR"), date(2026,12,28))
check("P1-EN-03 MT 21 days from in-hand Nov 20", roll(date(2026,11,20)+td(21),"MT"), date(2026,12,11))
check("P1-EN-04 GA 30 days from Nov 5 (day 30 = Sat Dec 5)", roll(date(2026,11,5)+td(30),"GA"), date(2026,12,7))
check("P1-EN-05 TN printed General Sessions date", date(2026,12,14), date(2026,12,14))
d6 = roll(date(2026,10,27)+td(20),"AK"); check("P1-EN-06 AK 20 days from served at work Oct 27 (passed)", d6, date(2026,11,16))
assert d6 < TODAY; print("   passed before today:", d6 < TODAY)
check("P1-EN-07 VA appeal 10 days from judgment Dec 2 (Sat Dec 12)", roll(date(2026,12,2)+td(10),"VA"), date(2026,12,14))
check("P1-EN-07 VA 30-day window from Dec 2 (Jan 1 holiday)", roll(date(2026,12,2)+td(30),"VA"), date(2027,1,4))
rec = bizdays(date(2026,10,21),5); check("P1-EN-16 assumed receipt 5 business days after Oct 21", rec, date(2026,10,28))
check("P1-EN-16 validation period end (receipt + 30)", rec+td(30), date(2026,11,27))
check("P1-EN-16 day 35 after letter date", date(2026,10,21)+td(35), date(2026,11,25))
print("   Nov 25 dispute within validation period:", date(2026,11,25) <= rec+td(30))
check("P1-ES-02 DE 20 days from receipt Nov 16 (Sun Dec 6)", roll(date(2026,11,16)+td(20),"DE"), date(2026,12,7))
check("P1-ES-03 IN printed hearing date", roll(date(2027,1,4),"IN"), date(2027,1,4))
# bank-levy lookback (31 CFR 212): review Tue Dec 1; lookback Sep 30 .. Nov 30
rev = date(2026,12,1); lb_start = date(2026,9,30)
deps = [date(2026,10,2), date(2026,11,3)]
assert all(lb_start <= x < rev for x in deps)
prot = min(1450*len(deps), 3100); print(f"OK  P1-EN-11 protected {prot}, frozen {3100-prot}"); assert (prot, 3100-prot) == (2900, 200)
# numbers keys
floor = 30*7.25
assert floor == 217.50 and min(0.25*250, 250-floor) == 32.50
assert min(0.25*1300, 1300-2*floor) == 325
assert min(0.25*900, 900-floor) == 225 and 225-1300/2*0.25 == 62.50
print("OK  P1-EN-10 floor 217.50, job2 alone 32.50, job1 325, combined cap 225 leaves 62.50")
assert 900/3000 == 0.30 and 3000-900 == 2100 and 3000/150 == 20 and 0.2*3000 == 600 and 3000-600 == 2400
print("OK  P1-EN-17 30%, forgives 2100, 20 months, 20% = 600 forgives 2400")
assert 14000-6000 == 8000; print("OK  P1-ES-06 equity 8000")
assert 6700-2500 == 4200 and 31000-24500 == 6500 and 6500 >= 4200; print("OK  P1-ES-09 insolvent by 6500 >= 4200")
# weekday+date strings
EN_M = {m:i+1 for i,m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}
EN_D = {d:i for i,d in enumerate("mon tue wed thu fri sat sun".split())}
ES_M = {m:i+1 for i,m in enumerate("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split())}
ES_D = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
en_re = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
en_re2 = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(\d{1,2})\s+(?:de\s+)?", re.I)
es_re = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+([a-z]+)(?:\s+de\s+(\d{4}))?", re.I)
n = 0
def yr(m, y): return int(y) if y else (2027 if m == 1 else 2026)
texts = [open("questions.jsonl", encoding="utf-8").read()]
for fn in ("GRADING.md", "README.md"):
    try: texts.append(open(fn, encoding="utf-8").read())
    except FileNotFoundError: pass
for t in texts:
    for m in en_re.finditer(t):
        mo = EN_M[m.group(2).lower()[:3]]; d = date(yr(mo, m.group(4)), mo, int(m.group(3))); n += 1
        if d.weekday() != EN_D[m.group(1).lower()[:3]]: ok = False; print("BAD weekday:", m.group(0), d.strftime("%A"))
    for m in es_re.finditer(t):
        mon = m.group(3).lower()
        if mon not in ES_M: continue
        mo = ES_M[mon]; d = date(yr(mo, m.group(4)), mo, int(m.group(2))); n += 1
        if d.weekday() != ES_D[m.group(1).lower()]: ok = False; print("BAD weekday:", m.group(0), d.strftime("%A"))
print(f"checked {n} weekday+date strings")
print("ALL DATE CHECKS PASSED" if ok else "SOME DATE CHECKS FAILED")
sys.exit(0 if ok else 1)
