#!/usr/bin/env python3
"""Independent check of every date in the blind set solo-2026-11-30-i.

Each deadline was first counted by hand; this script recomputes it from the
rule and the facts given in the question, checks it against the key written
in questions.jsonl, and checks that every "Weekday, Month D, YYYY" (and Spanish
"lunes 4 de enero de 2027") written anywhere in the file names the right weekday.

Run:  python3 verify_dates.py        (exit code 0 = all checks pass)
"""
import datetime as dt
import json
import os
import re
import sys

TODAY = dt.date(2026, 11, 30)
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))

# Court-closed days for the period checked (Oct 2026 - Jan 2027).  COMMON holds
# holidays every listed court observes.  The per-state extras are POSSIBLE
# additional closures (state holidays such as the day after Thanksgiving or
# Christmas Eve); they are listed only so that no key last day falls on a day
# that might be disputed.  None of them is reached by any key.
COMMON = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOLIDAYS = {
    "TX": COMMON | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "CA": COMMON | {D(2026, 11, 27)},
    "OH": COMMON,
    "FL": COMMON | {D(2026, 11, 27)},
    "AZ": COMMON,
    "MI": COMMON | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "VA": COMMON | {D(2026, 11, 27)},
    "NJ": COMMON,
    "NY": COMMON,
    "PA": COMMON,
    "NC": COMMON | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 28)},
}


def is_closed(d, st):
    return d.weekday() >= 5 or d in HOLIDAYS[st]


def roll(d, st):
    """Next day the court is open if the last day is a Sat/Sun/holiday."""
    while is_closed(d, st):
        d += dt.timedelta(days=1)
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def monday_next_after(d):
    """Tex. R. Civ. P. 99(b): 'the Monday next after the expiration of 20 days'.
    If day 20 is itself a Monday, the answer day is the following Monday."""
    k = (7 - d.weekday()) % 7
    return d + dt.timedelta(days=k or 7)


def fmt(d):
    return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"


cases = []  # (id, state, description, computed, key, unadjusted_last_day)

# I-EN-01 Texas justice court, personal service Thu 2026-11-19, 14 days (TRCP 502.5)
s = D(2026, 11, 19); raw = plus(s, 14)
cases.append(("I-EN-01", "TX", "JP court, 14 days after personal service", roll(raw, "TX"), D(2026, 12, 3), raw))

# I-EN-02 Texas county court at law, personal service Tue 2026-11-10, TRCP 99(b)
s = D(2026, 11, 10); day20 = plus(s, 20)
assert day20 == TODAY, day20
cases.append(("I-EN-02", "TX", "10:00 a.m. Monday next after 20 days", roll(monday_next_after(day20), "TX"), D(2026, 12, 7), day20))

# I-EN-03 California, substituted service: left 2026-11-06, mailed 2026-11-09;
# complete 10th day after mailing (CCP 415.20), then 30 days (CCP 412.20), CCP 12/12a
mailed = D(2026, 11, 9); complete = plus(mailed, 10)
assert complete == D(2026, 11, 19) and not is_closed(complete, "CA")
raw = plus(complete, 30)
cases.append(("I-EN-03", "CA", "substituted service complete +10, then 30 days", roll(raw, "CA"), D(2026, 12, 21), raw))

# I-EN-04 Ohio, certified mail signed Fri 2026-11-27, 28 days (Civ.R. 12(A)), Civ.R. 6(A)
s = D(2026, 11, 27); raw = plus(s, 28)
assert raw == D(2026, 12, 25)
cases.append(("I-EN-04", "OH", "28 days after certified-mail delivery", roll(raw, "OH"), D(2026, 12, 28), raw))

# I-EN-05 Florida, personal service Wed 2026-10-28, 20 days (Rule 1.140(a)) -> passed
s = D(2026, 10, 28); raw = plus(s, 20)
k = roll(raw, "FL")
assert k < TODAY, "I-EN-05 must already have passed"
cases.append(("I-EN-05", "FL", "20 days after personal service (PASSED)", k, D(2026, 11, 17), raw))

# I-EN-06 Arizona superior court, served personally in Nevada Tue 2026-11-10, 30 days (Rule 12(a))
s = D(2026, 11, 10); raw = plus(s, 30)
cases.append(("I-EN-06", "AZ", "30 days, served outside Arizona", roll(raw, "AZ"), D(2026, 12, 10), raw))
assert plus(s, 20) == TODAY  # the (wrong) in-state 20-day reading would be today

# I-EN-07 Michigan district court, personal service Fri 2026-11-20, 21 days (MCR 2.108(A)(1))
s = D(2026, 11, 20); raw = plus(s, 21)
cases.append(("I-EN-07", "MI", "21 days after personal service", roll(raw, "MI"), D(2026, 12, 11), raw))

# I-EN-08 Virginia GDC warrant in debt: return date printed on the warrant
ret = D(2026, 12, 15)
assert not is_closed(ret, "VA")
cases.append(("I-EN-08", "VA", "return date on warrant in debt (appear)", ret, D(2026, 12, 15), ret))
assert plus(D(2026, 11, 16), 21) == D(2026, 12, 7)  # the coworker's (inapplicable) 21-day count

# I-ES-01 New Jersey Special Civil Part, handed Fri 2026-11-27, 35 days (R. 1:3-1 roll)
s = D(2026, 11, 27); raw = plus(s, 35)
assert raw == D(2027, 1, 1)
cases.append(("I-ES-01", "NJ", "35 days after personal service", roll(raw, "NJ"), D(2027, 1, 4), raw))

# I-ES-02 NYC Civil Court (Bronx), personal delivery Wed 2026-11-18, 20 days (CPLR 320(a))
s = D(2026, 11, 18); raw = plus(s, 20)
cases.append(("I-ES-02", "NY", "20 days after personal delivery in NYC", roll(raw, "NY"), D(2026, 12, 8), raw))

# I-ES-03 Pennsylvania Common Pleas, left with adult sister Thu 2026-11-12, 20 days (Rule 1026)
s = D(2026, 11, 12); raw = plus(s, 20)
cases.append(("I-ES-03", "PA", "20 days after service on adult household member", roll(raw, "PA"), D(2026, 12, 2), raw))

# I-ES-04 North Carolina district court, left with husband Fri 2026-11-06, 30 days (Rule 12(a)(1), 6(a))
s = D(2026, 11, 6); raw = plus(s, 30)
assert raw == D(2026, 12, 6) and raw.weekday() == 6
cases.append(("I-ES-04", "NC", "30 days after service on household member", roll(raw, "NC"), D(2026, 12, 7), raw))

# ---- other dated keys ----
other = []
# I-EN-17 validation end date printed in the letter (given by the user)
other.append(("I-EN-17", "dispute-by date from letter", D(2026, 12, 9)))
# I-EN-26 FCRA 611(a)(1): 30 days from receipt of dispute on 2026-11-02
other.append(("I-EN-26", "FCRA 30-day reinvestigation", plus(D(2026, 11, 2), 30)))
assert plus(D(2026, 11, 2), 30) == D(2026, 12, 2)
# I-EN-29 26 CFR 1.501(r)-1(b)(3): application period >= 240 days after first post-discharge bill 2026-06-01
ap = plus(D(2026, 6, 1), 240)
assert ap == D(2027, 1, 27), ap
other.append(("I-EN-29", "501(r) 240-day application period", ap))
# I-EN-32 answer date stated by the user
other.append(("I-EN-32", "answer date stated by user", D(2026, 12, 4)))
# I-EN-25 FCRA 605(c): DOFD March 2018 + 180 days + 7 years -> about September 2025 (< today)
dofd = D(2018, 3, 31)
latest = plus(dofd, 180).replace(year=plus(dofd, 180).year + 7)
assert latest < TODAY and latest.year == 2025 and latest.month == 9, latest


# ---- 31 CFR 212 lookback checks ----
def lookback(review):
    """Lookback period: from the day before the review date back to the
    corresponding date two months earlier (31 CFR 212.3)."""
    start = review - dt.timedelta(days=1)
    m = start.month - 2
    y = start.year
    if m <= 0:
        m += 12
        y -= 1
    import calendar
    day = min(start.day, calendar.monthrange(y, m)[1])
    return D(y, m, day), start


def protected(review, deposits, balance):
    lo, hi = lookback(review)
    s = sum(a for d, a in deposits if lo <= d <= hi)
    return min(s, balance), (lo, hi)


p, lb = protected(D(2026, 11, 25), [(D(2026, 9, 9), 1450), (D(2026, 10, 14), 1450), (D(2026, 11, 11), 1450)], 3400)
assert p == 2900, (p, lb)                                   # I-EN-12
p, lb = protected(D(2026, 11, 20), [(D(2026, 10, 1), 1800), (D(2026, 10, 30), 1800)], 1200)
assert p == 1200, (p, lb)                                   # I-EN-13
p, lb = protected(D(2026, 11, 25), [(D(2026, 9, 1), 950), (D(2026, 10, 1), 950), (D(2026, 10, 30), 950)], 2400)
assert p == 1900, (p, lb)                                   # I-ES-07

# ---- garnishment / tax arithmetic ----
FMW = 7.25
def ccpa_max(disposable, weeks=1):
    return min(0.25 * disposable, max(0.0, disposable - 30 * FMW * weeks))
assert ccpa_max(480) == 120.0                               # I-EN-09
assert ccpa_max(500, weeks=2) == 65.0                       # I-EN-10
assert ccpa_max(700) == 175.0                               # I-EN-34
assert 0.25 * 620 == 155.0 and 620 <= 750                   # I-ES-05 (FL head of family: $0)
assert 0.25 * 700 == 175.0                                  # I-ES-06 (PA: $0; 25% figure only in must_not)
assert 8000 - 3200 == 4800 and 30000 - 22000 == 8000        # I-EN-23
assert 5000 - 2000 == 3000 and round(0.12 * 3000) == 360    # I-EN-24
assert 1000 - 550 == 450                                    # I-ES-11

# ---- compare computed deadlines with keys in questions.jsonl ----
items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        q = json.loads(line)
        items[q["id"]] = q

ok = True
print(f"Reference date: {fmt(TODAY)}\n")
print(f"{'id':9} {'st':3} {'unadjusted':26} {'last day (computed)':28} key-match  rule")
for cid, st, desc, comp, key, raw in cases:
    match = comp == key
    in_key = fmt(key) in items[cid]["must_say"][0]
    ok &= match and in_key
    print(f"{cid:9} {st:3} {fmt(raw):26} {fmt(comp):28} {'OK' if match and in_key else 'FAIL':9} {desc}")
for cid, desc, d in other:
    in_key = fmt(d) in " ".join(items[cid]["must_say"])
    ok &= in_key
    print(f"{cid:9}     {'':26} {fmt(d):28} {'OK' if in_key else 'FAIL':9} {desc}")

# ---- every weekday+date string anywhere in the file ----
MONTHS = {m: i for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July",
                                      "August", "September", "October", "November", "December"], 1)}
EN = re.compile(r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}),? (\d{4})")
ES_DAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
ES_MONTHS = {m: i for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                                         "septiembre", "octubre", "noviembre", "diciembre"], 1)}
ES = re.compile(r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo) (\d{1,2}) de (" + "|".join(ES_MONTHS) + r") de (\d{4})", re.I)
n = 0
for qid, q in items.items():
    text = " ".join([q["question"]] + q["must_say"] + q["should_say"] + q["must_not_say"])
    for m in EN.finditer(text):
        d = D(int(m.group(4)), MONTHS[m.group(2)], int(m.group(3)))
        n += 1
        if d.strftime("%A") != m.group(1):
            ok = False
            print("WEEKDAY MISMATCH", qid, m.group(0), "is a", d.strftime("%A"))
    for m in ES.finditer(text):
        wd = m.group(1).lower().replace("é", "e").replace("á", "a")
        d = D(int(m.group(4)), ES_MONTHS[m.group(3).lower()], int(m.group(2)))
        n += 1
        if ES_DAYS[d.weekday()] != wd:
            ok = False
            print("WEEKDAY MISMATCH (es)", qid, m.group(0))
print(f"\nweekday+date strings checked: {n}")
print("ALL DATE CHECKS PASS" if ok else "DATE CHECKS FAILED")
sys.exit(0 if ok else 1)
