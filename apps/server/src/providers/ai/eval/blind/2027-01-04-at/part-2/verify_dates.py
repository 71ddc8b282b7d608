#!/usr/bin/env python3
"""Recompute every date key of set AT part-2 from its rule and check every
weekday+date string (English and Spanish) in the set's files. Stdlib only."""
import datetime as dt, json, os, re, sys

D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 6)

# Court holidays used in the window (only days relevant to these items).
COMMON = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
          D(2027, 1, 1): "New Year's Day", D(2027, 1, 18): "Martin Luther King Jr. Day"}
HOLIDAYS = {st: dict(COMMON) for st in ["CA", "NY", "WA", "MA", "TX", "MI", "GA", "FL", "OH"]}

def roll(day, st):
    """Move a last day off a weekend or court holiday to the next court day."""
    while day.weekday() >= 5 or day in HOLIDAYS[st]:
        day += dt.timedelta(days=1)
    return day

def plus(day, n):
    return day + dt.timedelta(days=n)

def third_wednesday(y, m):
    d = D(y, m, 1)
    while d.weekday() != 2:
        d += dt.timedelta(days=1)
    return d + dt.timedelta(days=14)

errors = []
def check(label, got, want):
    ok = got == want
    print(f"{'OK ' if ok else 'BAD'} {label}: {got:%A, %B %d, %Y}" + ("" if ok else f" (key says {want:%A, %B %d, %Y})"))
    if not ok:
        errors.append(label)

# ---- deadline keys (rule -> last day) ----
# EN-01 CA: substituted service complete 10th day after mailing, then 30 days.
comp = plus(D(2026, 11, 16), 10); check("EN-01 CA service complete", comp, D(2026, 11, 26))
raw = plus(comp, 30); check("EN-01 CA 30th day", raw, D(2026, 12, 26))
check("EN-01 CA last day", roll(raw, "CA"), D(2026, 12, 28))
# EN-02 NY: nail and mail, complete 10 days after proof filed, then 30 days.
comp = plus(D(2026, 11, 13), 10); check("EN-02 NY service complete", comp, D(2026, 11, 23))
check("EN-02 NY last day", roll(plus(comp, 30), "NY"), D(2026, 12, 23))
check("EN-02 person's wrong count (20 days from Nov 9)", plus(D(2026, 11, 9), 20), D(2026, 11, 29))
# EN-03 WA: 20 days after in-state personal service.
check("EN-03 WA last day", roll(plus(D(2026, 11, 19), 20), "WA"), D(2026, 12, 9))
# EN-08 MA: 20 days, Christmas + weekend roll-over.
raw = plus(D(2026, 12, 5), 20); check("EN-08 MA 20th day", raw, D(2026, 12, 25))
assert raw in HOLIDAYS["MA"]
check("EN-08 MA last day", roll(raw, "MA"), D(2026, 12, 28))
# ES-01 TX justice court: 14 days.
raw = plus(D(2026, 11, 28), 14); check("ES-01 TX 14th day", raw, D(2026, 12, 12))
check("ES-01 TX last day", roll(raw, "TX"), D(2026, 12, 14))
# ES-02 MI: 28 days when served by mail, New Year's Day + weekend.
raw = plus(D(2026, 12, 4), 28); check("ES-02 MI 28th day", raw, D(2027, 1, 1))
assert raw in HOLIDAYS["MI"]
check("ES-02 MI last day", roll(raw, "MI"), D(2027, 1, 4))
check("ES-02 person's wrong count (21 days)", plus(D(2026, 12, 4), 21), D(2026, 12, 25))
# ES-03 GA magistrate: 30 days to answer, default next day, 15 days to open as of right.
due = roll(plus(D(2026, 10, 21), 30), "GA"); check("ES-03 GA answer due", due, D(2026, 11, 20))
default = plus(due, 1); check("ES-03 GA day of default", default, D(2026, 11, 21))
raw = plus(default, 15); check("ES-03 GA 15th day", raw, D(2026, 12, 6))
last = roll(raw, "GA"); check("ES-03 GA last day to open default", last, D(2026, 12, 7))
assert last == plus(TODAY, 1), "ES-03 should be 'tomorrow'"
# ES-15 FL: claim of exemption 20 days after receipt of notice.
raw = plus(D(2026, 11, 23), 20); check("ES-15 FL 20th day", raw, D(2026, 12, 13))
check("ES-15 FL last day", roll(raw, "FL"), D(2026, 12, 14))
# ES-15 lookback: deposits on third Wednesdays; two-month lookback from review day Nov 20.
review = D(2026, 11, 20)
start = D(2026, 9, 20)
deps = [third_wednesday(2026, m) for m in (9, 10, 11)]
check("ES-15 Oct deposit", deps[1], D(2026, 10, 21))
check("ES-15 Nov deposit", deps[2], D(2026, 11, 18))
inside = [d for d in deps if start <= d <= review]
if len(inside) != 2 or deps[0] >= start:
    errors.append("ES-15 lookback"); print("BAD ES-15 lookback", inside)
else:
    print(f"OK  ES-15 lookback {start}..{review}: {len(inside)} deposits inside, {deps[0]} outside")
# Printed dates (appearance/hearing) must be court days in the future.
for label, d, st in [("EN-05 OH debtor exam", D(2026, 12, 17), "OH"), ("ES-04 FL pretrial", D(2026, 12, 15), "FL")]:
    ok = d > TODAY and d.weekday() < 5 and d not in HOLIDAYS[st]
    print(f"{'OK ' if ok else 'BAD'} {label}: {d:%A, %B %d, %Y} is a future court day")
    if not ok: errors.append(label)
# No last day in the keys falls on a day whose court status is doubtful (Dec 24, Dec 31).
for d in [D(2026,12,28), D(2026,12,23), D(2026,12,9), D(2026,12,14), D(2027,1,4), D(2026,12,7)]:
    if (d.month, d.day) in [(12, 24), (12, 31), (12, 26)]:
        errors.append(f"doubtful day {d}")
check("reference date is a Sunday", TODAY if TODAY.weekday() == 6 else D(1,1,1), TODAY)

# ---- every weekday+date string in the set's text files ----
EN_M = "January February March April May June July August September October November December".split()
EN_W = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
ES_W = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_W_PLAIN = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
re_en = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(EN_W), "|".join(EN_M)))
re_es = re.compile(r"\b(%s) (\d{1,2}) de (%s)(?: de (\d{4}))?" % ("|".join(ES_W + ES_W_PLAIN), "|".join(ES_M)), re.I)
n = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        print("skip (missing)", fn); continue
    text = open(p, encoding="utf-8").read()
    if fn.endswith(".jsonl"):
        text = "\n".join(" ".join([o["question"]] + o["must_say"] + o["should_say"] + o["must_not_say"])
                         for o in map(json.loads, text.splitlines()))
    for m in re_en.finditer(text):
        w, mo, d, y = m.groups(); n += 1
        real = D(int(y), EN_M.index(mo) + 1, int(d))
        if EN_W[real.weekday()] != w:
            errors.append(f"{fn}: '{m.group(0)}' is a {EN_W[real.weekday()]}")
    for m in re_es.finditer(text):
        w, d, mo, y = m.groups(); n += 1
        y = int(y) if y else (2027 if ES_M.index(mo.lower()) + 1 <= 2 else 2026)
        real = D(y, ES_M.index(mo.lower()) + 1, int(d))
        wl = w.lower()
        idx = ES_W.index(wl) if wl in ES_W else ES_W_PLAIN.index(wl)
        if idx != real.weekday():
            errors.append(f"{fn}: '{m.group(0)}' is a {ES_W[real.weekday()]}")
    # loose English forms typed by users: "friday nov 13", "Sat Dec 5", "Nov 9 (monday)"
    W3 = [w[:3].lower() for w in EN_W]; M3 = [m[:3].lower() for m in EN_M]
    re_loose = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})\b(?:,? (\d{4}))?", re.I)
    re_loose2 = re.compile(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2}) \((mon|tue|wed|thu|fri|sat|sun)[a-z]*\)", re.I)
    for m in list(re_loose.finditer(text)) + list(re_loose2.finditer(text)):
        g = m.groups()
        if m.re is re_loose: w, mo, d, y = g
        else: mo, d, w = g; y = None
        mi = M3.index(mo.lower()[:3]) + 1
        y = int(y) if y else (2027 if mi <= 2 else 2026)
        real = D(y, mi, int(d)); n += 1
        if W3[real.weekday()] != w.lower()[:3]:
            errors.append(f"{fn}: '{m.group(0)}' is a {EN_W[real.weekday()]}")
print(f"checked {n} weekday+date strings")
if errors:
    print("ERRORS:", *errors, sep="\n  "); sys.exit(1)
print("all date checks passed")
