#!/usr/bin/env python3
"""Recompute every date key of set BA part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 7)
assert TODAY.weekday() == 0

# Court holidays used (only those that matter in the windows below)
COMMON = {D(2026,12,25), D(2027,1,1)}
HOL = {"CA": COMMON, "TX": COMMON, "NY": COMMON, "AR": COMMON | {D(2026,12,24)},
       "PA": COMMON, "MO": COMMON, "FL": COMMON, "GA": COMMON, "WV": COMMON, "AL": COMMON}

def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d

def plus(d, n): return d + dt.timedelta(days=n)

def add_years(d, n): return d.replace(year=d.year + n)

rows = []  # (item, rule, computed, expected)
def chk(item, rule, got, exp):
    rows.append((item, rule, got, exp)); return got == exp

# EN-01 CA substituted service: complete 10th day after mailing (CCP 415.20), +30 days, roll
comp = plus(D(2026,11,13), 10); assert comp == D(2026,11,23)
chk("P1-EN-01", "CA: mailed 11/13 -> complete +10 = 11/23; +30, roll", roll(plus(comp,30),"CA"), D(2026,12,23))
chk("P1-EN-01 (safe)", "CA: 30 days from 11/12 handing, roll", roll(plus(D(2026,11,12),30),"CA"), D(2026,12,14))
# EN-02 TX justice court: end of 14th day after certified-mail service 11/23 (TRCP 502.5)
chk("P1-EN-02", "TX JP: 14 days after 11/23, roll", roll(plus(D(2026,11,23),14),"TX"), D(2026,12,7))
# EN-03 NY: proof of service filed 11/25. Earliest reading: 30 days after filing; CPLR 308(4): complete 10 days after filing, +30
chk("P1-EN-03 (earliest)", "NY: filing 11/25 +30, roll (Dec 25)", roll(plus(D(2026,11,25),30),"NY"), D(2026,12,28))
chk("P1-EN-03 (CPLR)", "NY: filing 11/25 +10 (complete 12/5) +30, roll", roll(plus(plus(D(2026,11,25),10),30),"NY"), D(2027,1,4))
chk("P1-EN-03 (belief)", "person's wrong count: 11/16 + 20", plus(D(2026,11,16),20), D(2026,12,6))
# EN-04 AR warning order: 30 days from first publication 11/24; Dec 24 AR holiday, Dec 25, weekend
chk("P1-EN-04", "AR: 11/24 +30 = 12/24 (holiday), roll", roll(plus(D(2026,11,24),30),"AR"), D(2026,12,28))
# EN-05 PA MDJ appeal: 30 days after judgment 11/20, roll (Sunday)
chk("P1-EN-05", "PA: 11/20 +30 = Sun 12/20, roll", roll(plus(D(2026,11,20),30),"PA"), D(2026,12,21))
# EN-06 MO Rule 74.05(d): not more than one year after default judgment 10/29/2026
chk("P1-EN-06", "MO: 10/29/2026 + 1 year", add_years(D(2026,10,29),1), D(2027,10,29))
chk("P1-EN-06 (30-day passed)", "MO: 10/29 +30 rolled < today", roll(plus(D(2026,10,29),30),"MO") < TODAY, True)
# EN-07 CA: exam date printed; CCP 473.5 outer limit 2 years after judgment 3/17/2025
chk("P1-EN-07", "CA 473.5: 3/17/2025 + 2 years", add_years(D(2025,3,17),2), D(2027,3,17))
chk("P1-EN-07 (exam)", "printed date", D(2026,12,17), D(2026,12,17))
# EN-13 FL claim of exemption: 20 days after receipt 12/2
chk("P1-EN-13", "FL 77.041: 12/2 +20, roll", roll(plus(D(2026,12,2),20),"FL"), D(2026,12,22))
# EN-14 FDCPA: 1 year from violation 12/2/2026
chk("P1-EN-14", "FDCPA 1692k(d): 12/2/2026 + 1 year", add_years(D(2026,12,2),1), D(2027,12,2))
# EN-15 validation: received 11/4, 30 days -> 12/4; e-mail 12/5 is day 31
chk("P1-EN-15", "11/4 + 30", plus(D(2026,11,4),30), D(2026,12,4))
chk("P1-EN-15 (day31)", "11/4 + 31", plus(D(2026,11,4),31), D(2026,12,5))
# EN-18 WV magistrate: 20 days after in-hand service 12/1
chk("P1-EN-18", "WV mag.: 12/1 +20, roll", roll(plus(D(2026,12,1),20),"WV"), D(2026,12,21))
# ES-01 FL county court: 20 days after service at work 12/5 -> Christmas -> Monday
chk("P1-ES-01", "FL 1.140: 12/5 +20 = 12/25, roll", roll(plus(D(2026,12,5),20),"FL"), D(2026,12,28))
# ES-02 GA magistrate: 30 days after 12/2 -> Jan 1 -> Monday
chk("P1-ES-02", "GA: 12/2 +30 = 1/1/2027, roll", roll(plus(D(2026,12,2),30),"GA"), D(2027,1,4))
# ES-03 FL claim of exemption: 20 days after receipt 11/30 -> Sunday -> Monday
chk("P1-ES-03", "FL 77.041: 11/30 +20 = Sun 12/20, roll", roll(plus(D(2026,11,30),20),"FL"), D(2026,12,21))

# Treasury lookback checks (31 CFR 212): lookback = day before review back to same date 2 months earlier
def lookback(review):
    start = review - dt.timedelta(days=1)
    m = start.month - 2; y = start.year
    if m <= 0: m += 12; y -= 1
    return D(y, m, start.day), start
lo, hi = lookback(D(2026,12,3))   # EN-12 review Dec 3
va = [D(2026,10,1), D(2026,10,30), D(2026,12,1)]
chk("P1-EN-12 lookback", "VA deposits in lookback x 2241", sum(2241 for x in va if lo <= x <= hi), 4482)
lo, hi = lookback(D(2026,12,1))   # EN-13 review Dec 1
ss = [D(2026,9,3), D(2026,10,2), D(2026,11,3)]
chk("P1-EN-13 lookback", "SS deposits in lookback x 1650", sum(1650 for x in ss if lo <= x <= hi), 3300)

ok = all(g == e for _, _, g, e in rows)
for it, rule, g, e in rows:
    print(("OK  " if g == e else "FAIL"), it, "|", rule, "|", g, "| expected", e)

# weekday+date strings
EN_M = "January February March April May June July August September October November December".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_W = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_W = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_W_NA = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
re_en = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(EN_W), "|".join(EN_M)))
re_en_noyear = re.compile(r"\b(%s),? (%s) (\d{1,2})\b(?!,? \d{4})" % ("|".join(EN_W), "|".join(EN_M)))
re_en_short = re.compile(r"\b(%s) (Oct|Nov|Dec|Jan|Mar) (\d{1,2})\b(?:,? (\d{4}))?" % "|".join(EN_W + [w[:3] for w in EN_W]), re.I)
re_es = re.compile(r"\b(%s) (\d{1,2}) de (%s)(?: de (\d{4}))?" % ("|".join(ES_W + ES_W_NA), "|".join(ES_M)), re.I)
SHORT = {"Oct":10,"Nov":11,"Dec":12,"Jan":1,"Mar":3}
def year_for(month): return 2027 if month <= 3 else 2026
n = 0; bad = []
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p): continue
    txt = open(p, encoding="utf-8").read()
    for m in re_en.finditer(txt):
        w, mo, d, y = m.groups(); dd = D(int(y), EN_M.index(mo)+1, int(d)); n += 1
        if EN_W[dd.weekday()] != w: bad.append((fn, m.group(0)))
    for m in re_en_noyear.finditer(txt):
        w, mo, d = m.groups(); mi = EN_M.index(mo)+1; dd = D(year_for(mi), mi, int(d)); n += 1
        if EN_W[dd.weekday()] != w: bad.append((fn, m.group(0)))
    for m in re_en_short.finditer(txt):
        w, mo, d, y = m.groups(); mi = SHORT[mo.capitalize()]; dd = D(int(y) if y else year_for(mi), mi, int(d)); n += 1
        if not EN_W[dd.weekday()].lower().startswith(w.lower()[:3]): bad.append((fn, m.group(0)))
    for m in re_es.finditer(txt):
        w, d, mo, y = m.groups(); mi = ES_M.index(mo.lower())+1
        dd = D(int(y) if y else year_for(mi), mi, int(d)); n += 1
        wl = w.lower()
        if wl not in (ES_W[dd.weekday()], ES_W_NA[dd.weekday()]): bad.append((fn, m.group(0)))
print(f"weekday+date strings checked: {n}; bad: {len(bad)}")
for b in bad: print("BAD", b)
sys.exit(0 if ok and not bad else 1)
