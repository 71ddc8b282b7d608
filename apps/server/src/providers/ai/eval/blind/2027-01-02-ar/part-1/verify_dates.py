#!/usr/bin/env python3
"""Recompute every date key of set AR part-1 from its rule and check every
weekday+date string (English and Spanish) in questions.jsonl, GRADING.md, README.md.
Also re-checks the arithmetic of the numbers items. Exit code 1 on any failure."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 6)
HERE = os.path.dirname(os.path.abspath(__file__))
fails = []

def check(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond:
        fails.append(msg)

# Court holidays used (only those that matter for these windows)
FEDERAL = {D(2026, 12, 25), D(2027, 1, 1)}
HOLIDAYS = {
    "TN": FEDERAL, "IN": FEDERAL, "TX": FEDERAL, "GA": FEDERAL, "VA": FEDERAL, "OK": FEDERAL,
    "AR": FEDERAL | {D(2026, 12, 24)},  # Christmas Eve is an Arkansas state holiday (Ark. Code 1-5-101)
}

def roll(day, st):
    """Last day on Sat/Sun/legal holiday -> next day that is none of these."""
    while day.weekday() >= 5 or day in HOLIDAYS[st]:
        day += dt.timedelta(days=1)
    return day

def plus(day, n):
    return day + dt.timedelta(days=n)

def monday_after(day):
    """Texas Rule 99(b): the Monday next after the expiration of the period."""
    d = day + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return d

check(TODAY.strftime("%A") == "Sunday", "reference date 2026-12-06 is a Sunday")

# item id -> (computed last day, rule text)
keys = {}
keys["P1-EN-01"] = (roll(plus(D(2026, 11, 6), 30), "TN"), "TN Circuit: answer 30 days after service (TRCP 12.01), roll per TRCP 6.01")
keys["P1-EN-02"] = (roll(plus(D(2026, 12, 2), 23), "IN"), "IN: 20 days + 3 for mail service (TR 4 summons, TR 6(E)), roll per TR 6(A)")
keys["P1-EN-03"] = (roll(plus(D(2026, 11, 24), 30), "AR"), "AR Circuit: answer 30 days after service (ARCP 12(a)), roll per ARCP 6(a)")
keys["P1-EN-04"] = (monday_after(roll(plus(D(2026, 11, 17), 20), "TX")), "TX county court: 10:00 a.m. Monday next after 20 days (TRCP 99(b))")
keys["P1-EN-05"] = (D(2026, 12, 15), "VA GDC: return date printed on warrant in debt")
keys["P1-EN-06"] = (roll(plus(D(2026, 11, 30), 10), "TN"), "TN General Sessions: appeal to Circuit within 10 days (T.C.A. 27-5-108)")
keys["P1-ES-01"] = (roll(plus(D(2026, 11, 24), 14), "TX"), "TX justice court: answer by end of 14th day after service (TRCP 502.5)")
keys["P1-ES-02"] = (roll(plus(D(2026, 12, 2), 30), "GA"), "GA Magistrate: answer within 30 days (O.C.G.A. 15-10-43), roll per O.C.G.A. 1-3-1(d)(3)")
keys["P1-ES-04"] = (D(2026, 12, 17), "OK: claim-of-exemption hearing date printed on notice")

expected = {
    "P1-EN-01": D(2026, 12, 7), "P1-EN-02": D(2026, 12, 28), "P1-EN-03": D(2026, 12, 28),
    "P1-EN-04": D(2026, 12, 14), "P1-EN-05": D(2026, 12, 15), "P1-EN-06": D(2026, 12, 10),
    "P1-ES-01": D(2026, 12, 8), "P1-ES-02": D(2027, 1, 4), "P1-ES-04": D(2026, 12, 17),
}
for k, (d, rule) in keys.items():
    check(d == expected[k], f"{k}: {rule} -> {d} {d.strftime('%A')} (key {expected[k]})")
    check(d >= TODAY, f"{k}: last day {d} is not before today (deadline still open)")

# intermediate facts stated in keys
check(plus(D(2026, 11, 6), 30) == D(2026, 12, 6), "EN-01: raw 30th day is Sunday 2026-12-06")
check(plus(D(2026, 12, 2), 23) == D(2026, 12, 25), "EN-02: raw 23rd day is Christmas 2026-12-25")
check(plus(D(2026, 11, 24), 30) == D(2026, 12, 24), "EN-03: raw 30th day is Christmas Eve 2026-12-24")
check(D(2026, 12, 23).weekday() == 2, "EN-03: safe filing day 2026-12-23 is a Wednesday business day")
check(plus(D(2026, 11, 17), 20) == D(2026, 12, 7), "EN-04: 20th day is Monday 2026-12-07")
check(plus(D(2026, 12, 2), 30) == D(2027, 1, 1), "ES-02: raw 30th day is New Year's Day 2027-01-01")
# EN-15: e-mail dispute on Nov 20 within 30 days after notice received Nov 2
check(D(2026, 11, 20) <= plus(D(2026, 11, 2), 30), "EN-15: dispute 2026-11-20 within validation period ending 2026-12-02")
# EN-16: NH 3-year limit from last payment March 2021
check(D(2021, 3, 31).replace(year=2024) < TODAY, "EN-16: 3 years after March 2021 (March 2024) has passed")
# ES-03: Treasury 2-month lookback from account review 2026-12-04
rev = D(2026, 12, 4); start = D(2026, 10, 4)
oct_pay = D(2026, 10, 3)
while oct_pay.weekday() >= 5:
    oct_pay -= dt.timedelta(days=1)  # SSA pays on prior business day
deps = [oct_pay, D(2026, 11, 3), D(2026, 12, 3)]
inside = [x for x in deps if start <= x <= rev]
check(inside == [D(2026, 11, 3), D(2026, 12, 3)], f"ES-03: deposits in lookback {start}..{rev}: {inside} (October paid {oct_pay})")
# ES-08: FCRA 605(c): 7 years starting 180 days after delinquency began (June 2020)
s = plus(D(2020, 6, 1), 180); end = s.replace(year=s.year + 7)
check(end.year == 2027 and end.month in (11, 12), f"ES-08: reporting ends about {end} (late 2027)")

# numbers
check(round(0.25 * (3400 - 750), 2) == 662.50, "EN-09: 25% of (3400-750)=2650 -> 662.50")
check((3400 - 750) - 30 * 7.25 * 2 == 2215.0, "EN-09: excess over $435 -> 2215 (higher, so 662.50 governs)")
check(0.25 * 3400 == 850 and 0.25 * (3400 - 750 - 120 - 170) == 590, "EN-09: wrong bases 850 (gross) / 590 (net of voluntary) noted")
check(max(0, 0.25 * 800 - 150) == 50 and 800 - 217.50 > 200, "EN-10: 25%*800-150 = 50/week")
check(0.40 * 6250 == 2500 and 6250 - 2500 == 3750, "EN-17: 40% of 6250 = 2500, forgiven 3750")
check(7000 - 2800 == 4200 and 19500 - 16500 == 3000 and 4200 - 3000 == 1200, "EN-18: insolvent by 3000, taxable 1200")
check(2 * 1850 == 3700 and 4100 - 3700 == 400, "ES-03: protected 3700, remainder 400")

# every weekday+date string in the files
EN_M = "January February March April May June July August September October November December".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_W = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_W = "lunes martes miércoles jueves viernes sábado domingo".split()
re_en = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(EN_W), "|".join(EN_M)))
re_es = re.compile(r"\b(%s),? (\d{1,2}) de (%s) de (\d{4})" % ("|".join(ES_W + ["miercoles", "sabado"]), "|".join(ES_M)), re.I)
n = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        check(False, f"{fn} missing"); continue
    txt = open(p, encoding="utf-8").read()
    if fn.endswith(".jsonl"):
        txt = "\n".join(json.dumps(json.loads(l), ensure_ascii=False) for l in txt.splitlines() if l.strip())
        txt = json.loads(json.dumps(txt))
    for m in re_en.finditer(txt):
        d = D(int(m.group(4)), EN_M.index(m.group(2)) + 1, int(m.group(3)))
        n += 1; check(EN_W[d.weekday()] == m.group(1), f"{fn}: '{m.group(0)}'")
    for m in re_es.finditer(txt):
        w = m.group(1).lower().replace("miercoles", "miércoles").replace("sabado", "sábado")
        d = D(int(m.group(4)), ES_M.index(m.group(3).lower()) + 1, int(m.group(2)))
        n += 1; check(ES_W[d.weekday()] == w, f"{fn}: '{m.group(0)}'")
check(n > 0, f"{n} weekday+date strings checked")

# each deadline item's central point states its computed last day
items = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") if l.strip()}
for k, (d, _) in keys.items():
    c = items[k]["must_say"][0]
    en = f"{EN_W[d.weekday()]}, {EN_M[d.month-1]} {d.day}, {d.year}"
    es = f"{ES_W[d.weekday()]} {d.day} de {ES_M[d.month-1]} de {d.year}"
    check(en in c or es in c, f"{k}: central must_say names {en if items[k]['lang']=='en' else es}")

print("\nRESULT:", "ALL CHECKS PASSED" if not fails else f"{len(fails)} FAILURE(S)")
sys.exit(1 if fails else 0)
