#!/usr/bin/env python3
"""Recompute every date key of set R from its rule, and check every weekday+date string.

Reference date: Tuesday, December 1, 2026.
Run:  python3 verify_dates.py      (exit code 0 = all checks passed)
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REF = dt.date(2026, 12, 1)
D = dt.date
ONE = dt.timedelta(days=1)

# Court-closure days used for "last day falls on a holiday" rolls, Nov 2026 - Jan 2027.
# Only the days that could matter are listed; extra state holidays (e.g. day after
# Thanksgiving, Christmas Eve) do not coincide with any computed last day below,
# and the script asserts that no computed last day lands on any listed closure.
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
EXTRA = {
    "CA": {D(2026, 11, 27)},
    "MI": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "TX": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "GA": {D(2026, 11, 27)},
    "MN": {D(2026, 11, 27)},
    "NC": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 28)},
    "NJ": {D(2026, 11, 27)},
    "MA": set(),
    "AZ": set(),
    "VA": {D(2026, 11, 27), D(2026, 12, 24)},
    "CO": set(),
    "KS": {D(2026, 11, 27)},
}
# Federal "legal public holidays" (5 U.S.C. 6103) used for Regulation F's 5-business-day receipt rule.
FEDERAL = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}


def closed(d, st):
    return d.weekday() >= 5 or d in COMMON or d in EXTRA.get(st, set())


def roll(d, st):
    while closed(d, st):
        d += ONE
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def fmt(d):
    return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"


# ---------------------------------------------------------------- rules
def ca_substituted(mailed):            # CCP 415.20: complete 10th day after mailing; CCP 412.20: 30 days
    complete = plus(mailed, 10)
    return complete, roll(plus(complete, 30), "CA")


def ca_publication(first_pub):         # Gov. Code 6064 / CCP 415.50(c): end of 28th day incl. first day
    complete = plus(first_pub, 27)
    alt_complete = plus(first_pub, 28)  # if someone counts "28 days after"
    a = roll(plus(complete, 30), "CA")
    b = roll(plus(alt_complete, 30), "CA")
    assert a == b, (a, b)
    return complete, plus(complete, 30), a


def tx_justice(served):                # TRCP 502.5: end of 14th day after service; weekend/holiday -> next day
    raw = plus(served, 14)
    return raw, roll(raw, "TX")


def tx_county(served):                 # TRCP 99(b): 10 a.m. Monday next after expiration of 20 days
    day20 = plus(served, 20)
    d = day20 + ONE
    while d.weekday() != 0:
        d += ONE
    return day20, roll(d, "TX")


def simple(served, n, st):             # plain "n days after service" rules
    return roll(plus(served, n), st)


def ga_open_default(served):           # O.C.G.A. 15-10-43 / 9-11-55(a): 30 days, then 15 days to open as of right
    answer_due = roll(plus(served, 30), "GA")
    default_day = answer_due + ONE
    late = roll(plus(default_day, 15), "GA")      # counting from the day of default
    early = roll(plus(answer_due, 15), "GA")      # conservative count from the last answer day
    return answer_due, early, late


def regf_validation(sent):             # 12 CFR 1006.34(b)(5): assume receipt 5 days excl. Sat/Sun/federal holidays; +30
    d, n = sent, 0
    while n < 5:
        d += ONE
        if d.weekday() < 5 and d not in FEDERAL:
            n += 1
    return d, plus(d, 30)


# ---------------------------------------------------------------- scenarios
results = []   # (item_id, description, expected strings, computed day, court state)
fails = []


def expect(cond, msg):
    if not cond:
        fails.append(msg)


# Q-EN-01 California, substituted service (daughter), mailed Fri Nov 6
c, last = ca_substituted(D(2026, 11, 6))
expect(c == D(2026, 11, 16) and last == D(2026, 12, 16), "EN-01 CA substituted")
results.append(("Q-EN-01", "CA substituted service: 10 days after mailing + 30", [fmt(c), fmt(last)], last, "CA"))
expect(roll(plus(D(2026, 11, 5), 30), "CA") == D(2026, 12, 7), "EN-01 wrong-count check")

# Q-EN-02 Texas justice court, served at work Sat Nov 21
raw, last = tx_justice(D(2026, 11, 21))
expect(raw == D(2026, 12, 5) and raw.weekday() == 5 and last == D(2026, 12, 7), "EN-02 TX JP")
results.append(("Q-EN-02", "TX justice court: end of 14th day, weekend roll", [fmt(D(2026, 11, 21)), fmt(raw), fmt(last)], last, "TX"))

# Q-EN-03 Georgia magistrate, served Tue Oct 20; deadline passed; open default as of right
ans, early, late = ga_open_default(D(2026, 10, 20))
expect(ans == D(2026, 11, 19) and early == D(2026, 12, 4) and late == D(2026, 12, 7), "EN-03 GA")
expect(ans < REF, "EN-03 answer deadline should be past")
results.append(("Q-EN-03", "GA: 30 days (passed) + 15 days to open default", [fmt(ans), fmt(early), fmt(late)], late, "GA"))

# Q-EN-04 Michigan, certified mail signed Fri Nov 27 -> 28 days; Christmas + weekend roll
raw = plus(D(2026, 11, 27), 28)
last = roll(raw, "MI")
safe = plus(D(2026, 11, 27), 21)
expect(raw == D(2026, 12, 25) and last == D(2026, 12, 28) and safe == D(2026, 12, 18), "EN-04 MI")
results.append(("Q-EN-04", "MI: 28 days after mail service, holiday roll", [fmt(raw), fmt(last)], last, "MI"))

# Q-EN-05 Minnesota pocket service, in hand Fri Nov 13 -> 21 days
last = simple(D(2026, 11, 13), 21, "MN")
expect(last == D(2026, 12, 4), "EN-05 MN")
results.append(("Q-EN-05", "MN: 21 days after service", [fmt(last)], last, "MN"))

# Q-EN-06 New Jersey Special Civil Part, in hand Mon Nov 2 -> 35 days (person thought 20 -> Nov 22)
last = simple(D(2026, 11, 2), 35, "NJ")
expect(last == D(2026, 12, 7) and plus(D(2026, 11, 2), 20) == D(2026, 11, 22), "EN-06 NJ")
results.append(("Q-EN-06", "NJ: 35 days after service", [fmt(D(2026, 11, 2)), fmt(last)], last, "NJ"))

# Q-EN-07 North Carolina, left with spouse Mon Nov 16 -> 30 days
last = simple(D(2026, 11, 16), 30, "NC")
expect(last == D(2026, 12, 16), "EN-07 NC")
results.append(("Q-EN-07", "NC: 30 days after service", [fmt(last)], last, "NC"))

# Q-EN-08 Massachusetts, last and usual abode Thu Nov 12 -> 20 days (tomorrow)
last = simple(D(2026, 11, 12), 20, "MA")
expect(last == D(2026, 12, 2) and last == REF + ONE, "EN-08 MA (tomorrow)")
results.append(("Q-EN-08", "MA: 20 days after service", [fmt(D(2026, 11, 12)), fmt(last)], last, "MA"))

# Q-EN-20 Regulation F validation period, letter sent Mon Nov 16
rcpt, end = regf_validation(D(2026, 11, 16))
expect(rcpt == D(2026, 11, 23) and end == D(2026, 12, 23), "EN-20 Reg F")
results.append(("Q-EN-20", "Reg F: +5 business days, +30", [fmt(end)], end, "MI"))
results.append(("Q-EN-20", "Reg F assumed receipt (must_say[1])", [fmt(rcpt)], rcpt, "MI"))

# Q-EN-32 Kansas hearing date printed on the order
h = D(2026, 12, 10)
expect(h.weekday() == 3 and h > REF, "EN-32 KS hearing")
results.append(("Q-EN-32", "KS printed hearing date (question)", [fmt(h)], h, "KS"))

# Q-ES-01 California publication, first publication Thu Oct 29
comp, raw, last = ca_publication(D(2026, 10, 29))
expect(comp == D(2026, 11, 25) and raw == D(2026, 12, 25) and last == D(2026, 12, 28), "ES-01 CA pub")
results.append(("Q-ES-01", "CA publication: 28th day incl. first + 30, holiday roll", [fmt(comp), fmt(raw), fmt(last)], last, "CA"))

# Q-ES-02 Texas county court at law, in hand Thu Nov 12 -> Monday next after 20 days
day20, last = tx_county(D(2026, 11, 12))
expect(day20 == D(2026, 12, 2) and last == D(2026, 12, 7), "ES-02 TX county")
results.append(("Q-ES-02", "TX county court: Monday next after 20 days", [fmt(D(2026, 11, 12)), fmt(day20), fmt(last)], last, "TX"))

# Q-ES-03 Arizona justice court, served at work Thu Nov 19 -> 20 days
last = simple(D(2026, 11, 19), 20, "AZ")
expect(last == D(2026, 12, 9), "ES-03 AZ")
results.append(("Q-ES-03", "AZ justice court: 20 days after service", [fmt(D(2026, 11, 19)), fmt(last)], last, "AZ"))

# Q-ES-04 Virginia GDC return date printed on the warrant
r = D(2026, 12, 14)
expect(r.weekday() == 0 and r > REF and not closed(r, "VA"), "ES-04 VA return date")
results.append(("Q-ES-04", "VA printed return date", [fmt(r)], r, "VA"))

# Q-ES-20 Colorado: 182 days after judgment entered Mon Jun 1
j = D(2026, 6, 1)
end = plus(j, 182)
expect(j.weekday() == 0 and end == D(2026, 11, 30) and end == REF - ONE, "ES-20 CO 182 days = yesterday")
results.append(("Q-ES-20", "CO: 182 days after judgment (passed yesterday)", [fmt(end)], end, "CO"))

# ---------------------------------------------------------------- keys contain the computed strings
items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        o = json.loads(line)
        items[o["id"]] = o

for iid, desc, strings, last, st in results:
    it = items[iid]
    if desc.endswith("(question)"):
        hay = it["question"]
    elif "(must_say[1])" in desc:
        hay = it["must_say"][1]
    else:
        hay = it["must_say"][0]
    for s in strings:
        expect(s in hay, f"{iid}: '{s}' not found in the key text ({desc})")
    # no computed last day may fall on a closure day of any listed state
    if desc.startswith("CO: 182") or "receipt" in desc:
        continue  # not a court filing day (elapsed period / assumed mail receipt)
    expect(not closed(last, st), f"{iid}: computed day {last} is a weekend or court closure in {st}")

# ---------------------------------------------------------------- weekday+date strings everywhere
MONTHS_EN = {m.lower(): i for i, m in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August",
     "September", "October", "November", "December"], 1)}
ABBR_EN = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
           "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
DAYS_EN = {"monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
           "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
           "saturday": 5, "sat": 5, "sunday": 6, "sun": 6}
MONTHS_ES = {"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
             "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12}
DAYS_ES = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
           "sábado": 5, "sabado": 5, "domingo": 6}

mon_alt = "|".join(sorted(list(MONTHS_EN) + list(ABBR_EN), key=len, reverse=True))
day_alt = "|".join(sorted(DAYS_EN, key=len, reverse=True))
RX_EN = re.compile(r"\b(" + day_alt + r")\.?,?\s+(" + mon_alt + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?",
                   re.IGNORECASE)
RX_ES = re.compile(r"\b(" + "|".join(DAYS_ES) + r")\s*,?\s+(\d{1,2})\s+de\s+(" + "|".join(MONTHS_ES) +
                   r")(?:\s+(?:de|del)\s+(\d{4}))?", re.IGNORECASE)
# Also catch "Month D, YYYY (Weekday)" style used in tables.
RX_PAREN = re.compile(r"\b(" + "|".join(MONTHS_EN) + r")\s+(\d{1,2}),\s+(\d{4})\s+\((" + day_alt + r")\)", re.IGNORECASE)


def year_for(month, year):
    if year:
        return int(year)
    if month >= 6:
        return 2026
    return None  # ambiguous: year-less Jan-May reference


def check_text(label, text, counter):
    for m in RX_EN.finditer(text):
        wd, mon, day, yr = m.group(1).lower(), m.group(2).lower(), int(m.group(3)), m.group(4)
        month = MONTHS_EN.get(mon) or ABBR_EN.get(mon)
        y = year_for(month, yr)
        counter[0] += 1
        if y is None:
            fails.append(f"{label}: ambiguous year in '{m.group(0)}'")
            continue
        try:
            actual = D(y, month, day).weekday()
        except ValueError:
            fails.append(f"{label}: invalid date '{m.group(0)}'")
            continue
        if actual != DAYS_EN[wd]:
            fails.append(f"{label}: '{m.group(0)}' is really a {D(y, month, day).strftime('%A')}")
    for m in RX_ES.finditer(text):
        wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), m.group(3).lower(), m.group(4)
        month = MONTHS_ES[mon]
        y = year_for(month, yr)
        counter[0] += 1
        if y is None:
            fails.append(f"{label}: ambiguous year in '{m.group(0)}'")
            continue
        if D(y, month, day).weekday() != DAYS_ES[wd]:
            fails.append(f"{label}: '{m.group(0)}' is really a {D(y, month, day).strftime('%A')}")
    for m in RX_PAREN.finditer(text):
        month, day, y, wd = MONTHS_EN[m.group(1).lower()], int(m.group(2)), int(m.group(3)), m.group(4).lower()
        counter[0] += 1
        if D(y, month, day).weekday() != DAYS_EN[wd]:
            fails.append(f"{label}: '{m.group(0)}' weekday mismatch")


counter = [0]
for iid, it in items.items():
    for k in ("question", "must_say", "should_say", "must_not_say"):
        v = it[k]
        for j, t in enumerate(v if isinstance(v, list) else [v]):
            check_text(f"{iid}.{k}[{j}]", t, counter)
for fn in ("GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        with open(p, encoding="utf-8") as f:
            check_text(fn, f.read(), counter)
    else:
        fails.append(f"{fn} missing")

expect(REF.weekday() == 1, "reference date must be a Tuesday")

print(f"Reference date: {fmt(REF)}")
print(f"Deadline/date scenarios recomputed: {len(results)}")
for iid, desc, strings, last, st in results:
    print(f"  {iid:8s} {desc:55s} -> {fmt(last)}")
print(f"Weekday+date strings checked: {counter[0]}")
if fails:
    print(f"FAILURES ({len(fails)}):")
    for x in fails:
        print("  -", x)
    sys.exit(1)
print("ALL DATE CHECKS PASSED")
