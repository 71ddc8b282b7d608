#!/usr/bin/env python3
"""Recompute every date key in set AP part-2 from its rule and check every weekday+date string.
Reference date: Sunday, December 6, 2026. Stdlib only."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 6)
ok = True
def check(cond, msg):
    global ok
    print(("OK   " if cond else "FAIL ") + msg)
    ok &= bool(cond)

# Court holidays relevant to the items (only those that can fall on a last day)
HOL = {
 "US": {D(2026,11,11): "Veterans Day", D(2026,11,26): "Thanksgiving", D(2026,12,25): "Christmas",
        D(2027,1,1): "New Year's Day", D(2027,1,18): "Martin Luther King Jr. Day"},
}
def is_off(d, hol=HOL["US"]):
    return d.weekday() >= 5 or d in hol
def roll(d):
    while is_off(d):
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)
def biz_add(d, n):
    while n:
        d = plus(d, 1)
        if not is_off(d): n -= 1
    return d

check(TODAY.strftime("%A") == "Sunday", "reference date 2026-12-06 is a Sunday")
# 3rd Monday of January 2027 = MLK Day
mons = [D(2027,1,d) for d in range(1,32) if D(2027,1,d).weekday()==0]
check(mons[2] == D(2027,1,18), "MLK Day 2027 is Monday Jan 18 (3rd Monday)")
check(D(2026,11,26) == [D(2026,11,d) for d in range(1,31) if D(2026,11,d).weekday()==3][3], "Thanksgiving 2026 = Nov 26")

keys = {}
# EN-01 TX justice court: end of 14th day after service (TRCP 502.5(a)); weekend/holiday -> next day
s = D(2026,11,24); d14 = plus(s,14); keys["P2-EN-01"] = roll(d14)
check(keys["P2-EN-01"] == D(2026,12,8), f"EN-01 TX served {s} -> 14th day {d14} -> last day {keys['P2-EN-01']} (Tue Dec 8)")
wrong = plus(d14, (7 - d14.weekday()) % 7 or 7)
check(wrong == D(2026,12,14), f"EN-01 friend's 'Monday after 14 days' would be {wrong} (wrong, too late)")
# EN-02 OH: 28 days after certified-mail delivery (Civ.R. 12(A)); Civ.R. 6(A) roll
s = D(2026,11,27); d = plus(s,28)
check(d == D(2026,12,25) and d in HOL["US"], f"EN-02 OH day 28 = {d} Christmas")
keys["P2-EN-02"] = roll(d); check(keys["P2-EN-02"] == D(2026,12,28), f"EN-02 last day {keys['P2-EN-02']} Mon Dec 28")
# EN-04 TN: appeal within 10 days of General Sessions judgment (T.C.A. 27-5-108)
keys["P2-EN-04"] = roll(plus(D(2026,11,30),10)); check(keys["P2-EN-04"] == D(2026,12,10), f"EN-04 TN last day {keys['P2-EN-04']} Thu Dec 10")
# ES-01 CA: substituted service complete 10th day after mailing (CCP 415.20), +30 days (CCP 412.20), CCP 12a roll
m = D(2026,11,3); comp = plus(m,10); d30 = plus(comp,30)
check(comp == D(2026,11,13), f"ES-01 CA service complete {comp}")
check(d30 == D(2026,12,13) and d30.weekday()==6, f"ES-01 CA day 30 = {d30} Sunday")
keys["P2-ES-01"] = roll(d30); check(keys["P2-ES-01"] == D(2026,12,14), f"ES-01 last day {keys['P2-ES-01']} Mon Dec 14")
check(plus(D(2026,11,2),30) < TODAY, "ES-01 the person's (wrong) date Dec 2 is already past -> explains the panic")
# ES-02 FL printed pretrial conference; ES-03 IL printed return date; ES-11 NV printed exam; ES-19 NC printed trial
for k, dd in [("P2-ES-02", D(2026,12,17)), ("P2-ES-03", D(2027,1,5)), ("P2-ES-11", D(2026,12,15)), ("P2-ES-19", D(2026,12,16))]:
    keys[k] = dd; check(not is_off(dd) and dd > TODAY, f"{k} printed date {dd} {dd:%A} is a future business day")
check(plus(D(2026,11,5),20) < TODAY, "ES-02 the cousin's 20-day count (Nov 25) is past, but irrelevant in small claims")
# ES-04 GA: 30 days to answer (9-11-12(a)); default day after; open as of right within 15 days (9-11-55(a))
s = D(2026,10,26); ans = roll(plus(s,30)); dflt = plus(ans,1); keys["P2-ES-04"] = roll(plus(dflt,15))
check(ans == D(2026,11,25), f"ES-04 GA answer was due {ans}")
check(dflt == D(2026,11,26), f"ES-04 GA default day {dflt}")
check(keys["P2-ES-04"] == D(2026,12,11), f"ES-04 open-default last day {keys['P2-ES-04']} Fri Dec 11")
# ES-05 PA: 30 days after entry of MDJ judgment (Rule 1002), 1 Pa.C.S. 1908 roll
d30 = plus(D(2026,12,2),30); check(d30 == D(2027,1,1), f"ES-05 PA day 30 = {d30} New Year's Day")
keys["P2-ES-05"] = roll(d30); check(keys["P2-ES-05"] == D(2027,1,4), f"ES-05 last day {keys['P2-ES-05']} Mon Jan 4")
# ES-07 FL: claim of exemption within 20 days after receiving notice (Fla. Stat. 77.041); rule 2.514 roll
keys["P2-ES-07"] = roll(plus(D(2026,11,25),20)); check(keys["P2-ES-07"] == D(2026,12,15), f"ES-07 last day {keys['P2-ES-07']} Tue Dec 15")
# ES-12 Reg F: assumed receipt up to 5 business days (excl. legal public holidays) after sending; +30
rec = biz_add(D(2026,11,10),5); keys["P2-ES-12"] = plus(rec,30)
check(rec == D(2026,11,18), f"ES-12 assumed receipt {rec} (skips Veterans Day Nov 11)")
check(keys["P2-ES-12"] == D(2026,12,18), f"ES-12 validation end {keys['P2-ES-12']} Fri Dec 18")
check(plus(D(2026,11,10),30) == D(2026,12,10), "ES-12 the person's wrong count = Dec 10")
# ES-20 VA: printed date Jan 18, 2027 is MLK Day -> Va. Code 1-210 next business day
keys["P2-ES-20"] = roll(D(2027,1,18)); check(keys["P2-ES-20"] == D(2027,1,19), f"ES-20 last day {keys['P2-ES-20']} Tue Jan 19")
# EN-08 FCRA 605(c): 7 years beginning 180 days after first delinquency
start = plus(D(2022,1,15),180); off = D(start.year+7, start.month, start.day)
check(start == D(2022,7,14) and off == D(2029,7,14), f"EN-08 reporting limit ~ {off}")
# ES-13 TX 4-year SOL from ~March/April 2019 -> ~2023; reporting ~ late 2026
check(D(2019,4,1).replace(year=2023) < TODAY, "ES-13 4-year limitations ran out ~2023, before today")
st = plus(D(2019,4,1),180); check(D(st.year+7, st.month, st.day) <= D(2026,12,31), f"ES-13 reporting limit ~ {D(st.year+7, st.month, st.day)} (late 2026)")
for k, v in keys.items():
    check(v >= TODAY, f"{k} key {v} is not before today")

# Every weekday+date string in the question set must be true
WD_EN = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
WD_ES = "lunes martes miércoles jueves viernes sábado domingo".split()
MON_EN = "January February March April May June July August September October November December".split()
MON_ES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
def strip(s):
    return s.translate(str.maketrans("áéíóú", "aeiou")).lower()
here = os.path.dirname(os.path.abspath(__file__))
text = ""
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(here, fn)
    if os.path.exists(p): text += open(p, encoding="utf-8").read() + "\n"
n = 0
pat_en = re.compile(r"\b(" + "|".join(WD_EN) + r"),?\s+(" + "|".join(MON_EN) + r")\s+(\d{1,2}),?\s+(20\d\d)", re.I)
for m in pat_en.finditer(text):
    w, mo, da, yr = m.groups(); dd = D(int(yr), [x.lower() for x in MON_EN].index(mo.lower())+1, int(da))
    n += 1; check(dd.strftime("%A").lower() == w.lower(), f"EN string '{m.group(0)}'")
pat_es = re.compile(r"\b(" + "|".join(strip(w) for w in WD_ES) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(MON_ES) + r")(?:\s+(?:de\s+)?(20\d\d))?", re.I)
for m in pat_es.finditer(strip(text)):
    w, da, mo, yr = m.groups(); mi = MON_ES.index(mo.lower())+1
    yr = int(yr) if yr else (2027 if mi == 1 else 2026)
    dd = D(yr, mi, int(da)); n += 1
    check(WD_ES[dd.weekday()].translate(str.maketrans("áéíóú","aeiou")) == w.lower(), f"ES string '{m.group(0)}' -> {dd}")
pat_short = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\.?,?\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})\b(?!,?\s+20\d\d)", re.I)
for m in pat_short.finditer(text):
    w, mo, da = m.groups(); mi = [x[:3].lower() for x in MON_EN].index(mo[:3].lower())+1
    dd = D(2027 if mi == 1 else 2026, mi, int(da)); n += 1
    check(dd.strftime("%a").lower() == w[:3].lower(), f"short string '{m.group(0)}' -> {dd}")
print(f"checked {n} weekday+date strings")
print("ALL OK" if ok else "SOME CHECKS FAILED"); sys.exit(0 if ok else 1)
