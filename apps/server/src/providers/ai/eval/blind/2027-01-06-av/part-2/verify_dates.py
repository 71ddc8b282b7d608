#!/usr/bin/env python3
"""Recompute every date key of set AV part-2 from its rule and check every
weekday+date string in questions.jsonl. Reference date: Monday, December 7, 2026.
Run: python3 verify_dates.py   (exit code 0 = all checks pass)"""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court closures in the window that matters (Nov 2026 - Jan 2027).
COMMON = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
          D(2027, 1, 1): "New Year's Day", D(2027, 1, 18): "MLK Day"}
EXTRA = {"MI": {D(2026, 12, 24): "Christmas Eve (MCR 8.110)", D(2026, 12, 31): "New Year's Eve (MCR 8.110)",
                D(2026, 11, 27): "Day after Thanksgiving"}}

def closed(day, st):
    return day.weekday() >= 5 or day in COMMON or day in EXTRA.get(st, {})

def roll(day, st):
    """If the last day falls on a weekend/court holiday, move to the next open day."""
    while closed(day, st):
        day += dt.timedelta(days=1)
    return day

def plus(day, n, st):
    return roll(day + dt.timedelta(days=n), st)

def business_days(day, n, st):
    d = day
    while n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            n -= 1
    return d

def tx_monday_rule(served):
    """TRCP 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days."""
    d20 = served + dt.timedelta(days=20)
    d = d20 + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return roll(d, "TX")

def nth_weekday(y, m, wd, n):
    d = D(y, m, 1)
    while d.weekday() != wd:
        d += dt.timedelta(days=1)
    return d + dt.timedelta(days=7 * (n - 1))

def add_months(d, k):
    m = d.month - 1 + k
    y = d.year + m // 12
    m = m % 12 + 1
    import calendar
    return D(y, m, min(d.day, calendar.monthrange(y, m)[1]))

# id -> list of (label, computed, expected)
checks = []
def key(item, label, got, exp):
    checks.append((item, label, got, exp))

# EN-01 Texas district court, served in hand at work Tue 2026-11-17
key("P2-EN-01", "day 20", D(2026, 11, 17) + dt.timedelta(days=20), D(2026, 12, 7))
key("P2-EN-01", "answer due (Monday next after 20 days)", tx_monday_rule(D(2026, 11, 17)), D(2026, 12, 14))
# EN-02 Nevada justice court hearing printed 12/10
key("P2-EN-02", "hearing printed 12/10 is this week's Thursday", D(2026, 12, 10), TODAY + dt.timedelta(days=3))
# EN-03 Maryland Rule 3-535(a): 30 days after judgment of 2026-09-14
key("P2-EN-03", "30-day revisory window ends", D(2026, 9, 14) + dt.timedelta(days=30), D(2026, 10, 14))
# EN-07 New York City Civil Court: personal delivery Sat 2026-12-05, 20 days, GCL 25-a roll
key("P2-EN-07", "day 20 (unrolled)", D(2026, 12, 5) + dt.timedelta(days=20), D(2026, 12, 25))
key("P2-EN-07", "answer due", plus(D(2026, 12, 5), 20, "NY"), D(2026, 12, 28))
# ES-01 California substituted service: mailed 2026-11-09, complete +10, +30, CCP 12a roll
done = D(2026, 11, 9) + dt.timedelta(days=10)
key("P2-ES-01", "substituted service complete", done, D(2026, 11, 19))
key("P2-ES-01", "day 30 (unrolled)", done + dt.timedelta(days=30), D(2026, 12, 19))
key("P2-ES-01", "answer due", plus(done, 30, "CA"), D(2026, 12, 21))
# ES-02 Michigan certified mail signed 2026-12-03, 28 days (MCR 2.108(A)(2)), MCR 1.108 roll
key("P2-ES-02", "day 28 (unrolled)", D(2026, 12, 3) + dt.timedelta(days=28), D(2026, 12, 31))
key("P2-ES-02", "answer due", plus(D(2026, 12, 3), 28, "MI"), D(2027, 1, 4))
# ES-03 Massachusetts, left at door 2026-11-12, 20 days -> passed
d = plus(D(2026, 11, 12), 20, "MA")
key("P2-ES-03", "answer was due", d, D(2026, 12, 2))
key("P2-ES-03", "deadline already passed", d < TODAY, True)
# ES-04 Texas justice court default judgment signed 2026-11-19
key("P2-ES-04", "motion to set aside (14 days) ended", plus(D(2026, 11, 19), 14, "TX"), D(2026, 12, 3))
key("P2-ES-04", "appeal (21 days) due", plus(D(2026, 11, 19), 21, "TX"), D(2026, 12, 10))
# ES-05 Illinois rule to show cause date printed 2027-01-05
key("P2-ES-05", "printed date weekday", D(2027, 1, 5).strftime("%A"), "Tuesday")
# ES-06 Arizona judgment 2026-04-06, 6-month limit
key("P2-ES-06", "6 months after judgment", add_months(D(2026, 4, 6), 6), D(2026, 10, 6))
# ES-07 Florida claim of exemption: 20 days after notice received 2026-11-30, Rule 2.514 roll
key("P2-ES-07", "day 20 (unrolled)", D(2026, 11, 30) + dt.timedelta(days=20), D(2026, 12, 20))
key("P2-ES-07", "claim due", plus(D(2026, 11, 30), 20, "FL"), D(2026, 12, 21))
# ES-09 Ohio: 5 business days after notice received 2026-12-03
key("P2-ES-09", "hearing request due", business_days(D(2026, 12, 3), 5, "OH"), D(2026, 12, 10))
# ES-20 31 CFR 212 lookback: review 2026-12-04; window = corresponding date two months earlier .. day before review
review = D(2026, 12, 4)
lb_start, lb_end = add_months(review, -2) - dt.timedelta(days=1), review - dt.timedelta(days=1)
key("P2-ES-20", "lookback start", lb_start, D(2026, 10, 3))
key("P2-ES-20", "lookback end", lb_end, D(2026, 12, 3))
deps = [nth_weekday(2026, m, 2, 4) for m in (9, 10, 11, 12)]
inwin = [x for x in deps if lb_start <= x <= lb_end]
key("P2-ES-20", "SSDI deposits in lookback", inwin, [D(2026, 10, 28), D(2026, 11, 25)])
key("P2-ES-20", "protected amount", 1380 * len(inwin), 2760)
key("P2-ES-20", "frozen remainder", 3500 - 1380 * len(inwin), 740)

# ---- weekday + date strings in the item text ----
EN_M = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                          "august", "september", "october", "november", "december"])}
ES_M = {m: i + 1 for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
                                          "agosto", "septiembre", "octubre", "noviembre", "diciembre"])}
EN_W = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_W = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
def strip(s):
    return s.replace("é", "e").replace("á", "a").replace("É", "E").replace("Á", "A")
re_en = re.compile(r"\b(" + "|".join(EN_W) + r"),?\s+(" + "|".join(EN_M) + r")\s+(\d{1,2})(?:,\s*(\d{4}))?", re.I)
re_es = re.compile(r"\b(" + "|".join(ES_W) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+(?:de\s+)?(\d{4}))?", re.I)
re_en_short = re.compile(r"\b(" + "|".join(EN_W) + r")\s+\(?(nov|dec)\s+(\d{1,2})\)?", re.I)

def year_default(m):
    return 2026  # every undated string in this set refers to 2026

fails = 0
nstr = 0
items = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")]
for it in items:
    text = strip(" ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]))
    for m in re_en.finditer(text):
        w, mo, da, yr = m.group(1).lower(), EN_M[m.group(2).lower()], int(m.group(3)), m.group(4)
        day = D(int(yr) if yr else year_default(mo), mo, da)
        nstr += 1
        if EN_W[day.weekday()] != w:
            fails += 1; print("FAIL weekday", it["id"], m.group(0), "is", day.strftime("%A"))
    for m in re_en_short.finditer(text):
        w, mo, da = m.group(1).lower(), {"nov": 11, "dec": 12}[m.group(2).lower()], int(m.group(3))
        day = D(2026, mo, da); nstr += 1
        if EN_W[day.weekday()] != w:
            fails += 1; print("FAIL weekday", it["id"], m.group(0), "is", day.strftime("%A"))
    for m in re_es.finditer(text):
        w, da, mo, yr = m.group(1).lower(), int(m.group(2)), ES_M[m.group(3).lower()], m.group(4)
        day = D(int(yr) if yr else year_default(mo), mo, da)
        nstr += 1
        if ES_W[day.weekday()] != w:
            fails += 1; print("FAIL weekday", it["id"], m.group(0), "is", ES_W[day.weekday()])

# extra informal strings typed by users (checked explicitly)
informal = [("P2-EN-03", D(2026, 12, 4), "Friday"),      # "frozen Friday"
            ("P2-ES-05", D(2027, 1, 5), "Tuesday"),      # "5 de enero 2027 ... Es martes?"
            ("P2-EN-02", D(2026, 12, 10), "Thursday")]   # "12/10 ... next thursday"
for iid, day, w in informal:
    nstr += 1
    if day.strftime("%A") != w:
        fails += 1; print("FAIL informal", iid, day, w)

# every computed key must appear in its item's must_say (English or Spanish rendering)
def render(day):
    en = f"{EN_W[day.weekday()].capitalize()}, {day.strftime('%B')} {day.day}, {day.year}"
    esw = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"][day.weekday()]
    es = f"{esw} {day.day} de {list(ES_M)[day.month - 1]} de {day.year}"
    return en, es
byid = {it["id"]: it for it in items}
for iid, label, got, exp in checks:
    ok = got == exp
    if not ok:
        fails += 1
    print(("ok  " if ok else "FAIL"), iid, label, "->", got, "" if ok else f"(expected {exp})")
    if ok and isinstance(exp, D) and label.startswith(("answer due", "appeal", "claim due", "hearing request", "answer was due")):
        en, es = render(exp)
        ms = " ".join(byid[iid]["must_say"])
        if en not in ms and es not in ms:
            fails += 1; print("FAIL key date not written in must_say:", iid, en, "/", es)

print(f"{len(checks)} rule checks, {nstr} weekday+date strings checked, {fails} failure(s)")
sys.exit(1 if fails else 0)
