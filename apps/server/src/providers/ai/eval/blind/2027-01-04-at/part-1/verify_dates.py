#!/usr/bin/env python3
"""Recomputes every date key of set AT part-1 from its rule and checks every weekday+date string
in questions.jsonl, GRADING.md and README.md. Reference date: Sunday, December 6, 2026."""
import datetime as dt, json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 6)
FED = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}            # Thanksgiving, Christmas, New Year's Day
STATE_EXTRA = {"SC": {D(2026, 12, 24), D(2026, 12, 26)},           # SC Code 53-5-10: Christmas Eve, day after Christmas
               "NE": {D(2026, 11, 27)}, "MD": {D(2026, 11, 27)}}   # day after Thanksgiving (not reached here)

def roll(day, state):
    hol = FED | STATE_EXTRA.get(state, set())
    while day.weekday() >= 5 or day in hol:
        day += dt.timedelta(days=1)
    return day

# (item, state, rule, trigger date, days added, roll weekend/holiday?, expected raw day N, expected last day)
SCEN = [
 ("P1-EN-01", "CA", "substituted service complete 10th day after mailing (CCP 415.20)", D(2026,11,3), 10, False, D(2026,11,13), D(2026,11,13)),
 ("P1-EN-01", "CA", "30 days to respond from completed service (CCP 412.20), roll (CCP 12a)", D(2026,11,13), 30, True, D(2026,12,13), D(2026,12,14)),
 ("P1-EN-02", "OH", "28 days after certified-mail delivery (Civ.R. 12(A)), roll (Civ.R. 6(A))", D(2026,11,27), 28, True, D(2026,12,25), D(2026,12,28)),
 ("P1-EN-03", "MD", "15 days to file Notice of Intention to Defend (Md. Rule 3-307), roll (Rule 1-203)", D(2026,11,20), 15, True, D(2026,12,5), D(2026,12,7)),
 ("P1-EN-04", "NE", "30 days after service (Neb. Rev. Stat. 25-821), roll", D(2026,12,2), 30, True, D(2027,1,1), D(2027,1,4)),
 ("P1-EN-06", "IA", "motion to set aside default within 60 days of entry (Iowa R. Civ. P. 1.977)", D(2026,10,9), 60, True, D(2026,12,8), D(2026,12,8)),
 ("P1-EN-07", "MN", "21 days to answer (Minn. R. Civ. P. 12.01) - already passed", D(2026,10,30), 21, True, D(2026,11,20), D(2026,11,20)),
 ("P1-EN-08", "FL", "notice of appeal within 30 days of rendition (Fla. R. App. P. 9.110(b))", D(2026,11,16), 30, True, D(2026,12,16), D(2026,12,16)),
 ("P1-EN-16", "SC", "30 days to answer (SCRCP 12(a)), roll incl. SC state holidays", D(2026,11,24), 30, True, D(2026,12,24), D(2026,12,28)),
 ("P1-ES-01", "MS", "respond within 30 days of first publication (MRCP 4(c)(4)), roll (MRCP 6(a))", D(2026,11,19), 30, True, D(2026,12,19), D(2026,12,21)),
 ("P1-ES-02", "MA", "20 days to answer (Mass. R. Civ. P. 12(a)), roll", D(2026,11,18), 20, True, D(2026,12,8), D(2026,12,8)),
 ("P1-ES-03", "CA", "claim of exemption 15 days after service of notice of levy (CCP 703.520) - safe target", D(2026,11,25), 15, True, D(2026,12,10), D(2026,12,10)),
 ("P1-ES-03", "CA", "same + 5 days for service by mail in California (CCP 684.120)", D(2026,11,25), 20, True, D(2026,12,15), D(2026,12,15)),
]
# fixed dates printed on papers (weekday checked below, must be in the future)
PRINTED = [("P1-EN-05", "MO return date", D(2026,12,17)), ("P1-EN-14", "ND debtor exam", D(2026,12,15)),
           ("P1-EN-16", "validation dispute date", D(2027,1,4))]

ok = True
def check(cond, msg):
    global ok
    print(("OK   " if cond else "FAIL ") + msg)
    ok = ok and cond

check(TODAY.weekday() == 6, "reference date 2026-12-06 is a Sunday")
for item, st, rule, start, n, rl, raw_exp, last_exp in SCEN:
    raw = start + dt.timedelta(days=n)
    last = roll(raw, st) if rl else raw
    check(raw == raw_exp and last == last_exp,
          f"{item} {st}: {rule}: {start:%a %Y-%m-%d} + {n} = {raw:%a %Y-%m-%d} -> last day {last:%a %Y-%m-%d}")
    if "complete 10th day" in rule:
        pass  # intermediate step (service completion), not a deadline
    elif item != "P1-EN-07":
        check(last >= TODAY, f"{item}: last day not before reference date")
    else:
        check(last < TODAY, f"{item}: deadline really passed")
for item, what, day in PRINTED:
    check(day > TODAY, f"{item} {what} {day:%a %Y-%m-%d} is after reference date")

# numbers keys
check(round(0.40 * 3150) == 1260, "EN-02 40% of $3,150 = $1,260")
check(min(0.25 * 2600, 2600 - 30 * 7.25 * 2) == 650 and min(0.25 * 3120, 3120 - 435) == 780, "EN-09 max $650 and $780")
check((850 - 650) + (1025 - 780) == 445, "EN-09 over-withheld $445")
check(min(0.25 * 720, 720 - 217.5) == 180, "EN-10 max $180/week")
check(1850 * 2 == 3700 and 4300 - 3700 == 600, "EN-11 protected $3,700, at most $600 held")
for rev in (D(2026,12,3),):
    start = D(rev.year, rev.month - 2, rev.day - 1)  # lookback: day before review back to same date two months earlier
    check(start <= D(2026,10,30) <= rev - dt.timedelta(days=1) and D(2026,12,1) <= rev - dt.timedelta(days=1),
          "EN-11/ES-04 Oct 30 and Dec 1 deposits fall in the lookback period for a Dec 3 review")
check(28000 - 10000 == 18000 and 18000 <= 20000, "EN-13 equity $18,000 <= $20,000")
check(9400 - 3800 == 5600 and (9400 + 14200 + 17400) - (11000 + 1500 + 17000) == 11500 and 11500 >= 5600, "EN-18 forgiven $5,600, insolvent by $11,500")
check(994 * 2 == 1988 and 1640 < 1988, "ES-04 protected $1,988 > balance $1,640")
check(0.15 * 800 == 120 and 0.25 * 800 == 200 and 800 - 217.5 == 582.5, "ES-05 15% = $120, 25% = $200")
check((D(2026,12,6) - D(2021,3,1)).days / 365.25 < 6, "ES-07 March 2021 to today < 6 years (CO 6-year limit not run)")
dofd_late = D(2018,3,31) + dt.timedelta(days=180)
check(D(dofd_late.year + 7, dofd_late.month, dofd_late.day) <= D(2025,9,30), "ES-08 March 2018 DOFD -> off report by ~September 2025")
check(D(2026,11,20) < TODAY, "EN-07 Nov 20 answer day already passed")

# every weekday+date string in the text files
EN_M = "January February March April May June July August September October November December".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_W = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_W = "lunes martes miércoles jueves viernes sábado domingo".split()
re_en = re.compile(r"\b(" + "|".join(EN_W) + r"),? (" + "|".join(EN_M) + r") (\d{1,2}),? (\d{4})", re.I)
re_es = re.compile(r"\b(" + "|".join(ES_W + ["miercoles", "sabado"]) + r")\s+(\d{1,2}) de (" + "|".join(ES_M) + r") de (\d{4})", re.I)
n = 0
for fn in ("questions.jsonl", "GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        check(False, f"{fn} missing"); continue
    txt = open(p, encoding="utf-8").read()
    for m in re_en.finditer(txt):
        w, mo, d, y = m.groups(); day = D(int(y), [x.lower() for x in EN_M].index(mo.lower()) + 1, int(d))
        n += 1; check(EN_W[day.weekday()].lower() == w.lower(), f"{fn}: '{m.group(0)}'")
    for m in re_es.finditer(txt):
        w, d, mo, y = m.groups(); day = D(int(y), ES_M.index(mo.lower()) + 1, int(d))
        w2 = w.lower().replace("miercoles", "miércoles").replace("sabado", "sábado")
        n += 1; check(ES_W[day.weekday()] == w2, f"{fn}: '{m.group(0)}'")
check(n >= 40, f"{n} weekday+date strings checked")
print("ALL OK" if ok else "SOME CHECKS FAILED")
sys.exit(0 if ok else 1)
