#!/usr/bin/env python3
"""Set O (Solo, blind) -- recompute every date key from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.

Reference date: Monday, November 30, 2026.
Run: python3 verify_dates.py   (exit code 0 = all checks passed)
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 11, 30)
ONE = dt.timedelta(days=1)

# Court/legal holidays relevant to the periods used in this set.
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}          # Thanksgiving, Christmas, New Year
HOLIDAYS = {
    "OH": COMMON, "MD": COMMON, "CT": COMMON, "TX": COMMON | {D(2026, 11, 27)},
    "PA": COMMON | {D(2026, 11, 27)}, "IA": COMMON | {D(2026, 11, 27)}, "ID": COMMON,
    "CA": COMMON | {D(2026, 11, 27)}, "LA": COMMON, "NY": COMMON,
    # Washington: RCW 1.16.050 makes the day after Thanksgiving a legal holiday
    # (Native American Heritage Day); courts are closed.
    "WA": COMMON | {D(2026, 11, 27)},
}
# Federal legal public holidays (Reg F business-day count, 12 CFR 1006.34(b)(5)).
FEDERAL = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}

errors = []
checks = 0


def ok(cond, msg):
    global checks
    checks += 1
    if not cond:
        errors.append(msg)


def roll(day, hol):
    """Last day that is a Saturday, Sunday or holiday moves to the next court day."""
    while day.weekday() >= 5 or day in hol:
        day += ONE
    return day


def add_days(start, n, st):
    return roll(start + dt.timedelta(days=n), HOLIDAYS[st])


def monday_next_after(day):
    """Texas TRCP 99(b): the Monday next after the expiration of 20 days."""
    d = day + ONE
    while d.weekday() != 0:
        d += ONE
    return d


def business_days_after(start, n, hol):
    d = start
    while n:
        d += ONE
        if d.weekday() < 5 and d not in hol:
            n -= 1
    return d


def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)


EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
EN_MO = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
ES_WD = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MO = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"]


def en(d):
    return f"{EN_WD[d.weekday()]}, {EN_MO[d.month-1]} {d.day}, {d.year}"


def es(d):
    return f"{ES_WD[d.weekday()]} {d.day} de {ES_MO[d.month-1]} de {d.year}"


items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        o = json.loads(line)
        items[o["id"]] = o


def must(iid):
    return " ".join(items[iid]["must_say"])


def qtext(iid):
    return items[iid]["question"]


# ---------------------------------------------------------------- date keys
# Each entry: id, description, computed date, expected date, formatter.
KEYS = []


def key(iid, rule, got, expected, fmt=en, where="must"):
    KEYS.append((iid, rule, got, expected))
    ok(got == expected, f"{iid}: rule '{rule}' gives {got}, key says {expected}")
    text = must(iid) if where == "must" else qtext(iid)
    ok(fmt(expected) in text, f"{iid}: expected string '{fmt(expected)}' not found in {where}")


# O-EN-01 Ohio: Civ.R. 12(A) 28 days after service; certified mail signed Nov 3; no +3 days.
key("O-EN-01", "OH Civ.R.12(A): service (certified mail signed) + 28 days",
    add_days(D(2026, 11, 3), 28, "OH"), D(2026, 12, 1))
ok(D(2026, 10, 29) + dt.timedelta(days=28) < TODAY, "O-EN-01: counting from summons date should look passed (trap)")

# O-EN-02 Maryland District Court: Rule 3-307 15 days; Rule 1-203 weekend roll.
raw = D(2026, 11, 20) + dt.timedelta(days=15)
ok(raw == D(2026, 12, 5) and raw.weekday() == 5, "O-EN-02: day 15 should be Saturday Dec 5")
key("O-EN-02", "MD Rule 3-307: service + 15 days, roll past weekend",
    add_days(D(2026, 11, 20), 15, "MD"), D(2026, 12, 7))
key("O-EN-02", "trial date printed on summons", D(2027, 1, 12), D(2027, 1, 12))

# O-EN-03 Washington: CR 12(a)/CRLJ 12(a) 20 days; day 20 = Fri Nov 27 legal holiday.
raw = D(2026, 11, 7) + dt.timedelta(days=20)
ok(raw == D(2026, 11, 27), "O-EN-03: day 20 should be Nov 27")
key("O-EN-03", "WA CR 12(a): service + 20, roll past legal holiday + weekend",
    add_days(D(2026, 11, 7), 20, "WA"), TODAY)
ok(add_days(D(2026, 11, 7), 20, "WA") >= TODAY, "O-EN-03: deadline must not have passed")

# O-EN-04 Connecticut: return date (Tuesday) + 2 days for appearance; +30 for pleadings.
rd = D(2026, 12, 15)
ok(rd.weekday() == 1, "O-EN-04: CT return date must be a Tuesday")
key("O-EN-04", "return date printed on summons", rd, D(2026, 12, 15))
key("O-EN-04", "CT P.B. 3-2 / 17-20: appearance by 2nd day after return date",
    add_days(rd, 2, "CT"), D(2026, 12, 17))
key("O-EN-04", "CT P.B. 10-8: pleadings within 30 days of return date",
    add_days(rd, 30, "CT"), D(2027, 1, 14))

# O-EN-05 Texas county court at law: TRCP 99(b).
day20 = D(2026, 11, 12) + dt.timedelta(days=20)
ok(day20 == D(2026, 12, 2), "O-EN-05: day 20 should be Wed Dec 2")
key("O-EN-05", "TX TRCP 99(b): 10 a.m. Monday next after 20 days",
    roll(monday_next_after(day20), HOLIDAYS["TX"]), D(2026, 12, 7))
ok(D(2026, 11, 12) + dt.timedelta(days=14) < TODAY, "O-EN-05: 14-day justice-court trap should look passed")

# O-EN-06 Pennsylvania: Pa.R.C.P. 1026 20 days (passed); Rule 237.1 10-day notice.
ok(add_days(D(2026, 11, 5), 20, "PA") == D(2026, 11, 25) and D(2026, 11, 25) < TODAY,
   "O-EN-06: 20-day period should have ended Nov 25 (passed)")
key("O-EN-06", "Pa.R.C.P. 237.1: praecipe for default no earlier than notice + 10 days",
    D(2026, 11, 27) + dt.timedelta(days=10), D(2026, 12, 7))

# O-EN-07 Iowa: R.Civ.P. 1.977 motion within 60 days of default judgment.
key("O-EN-07", "Iowa R.Civ.P. 1.977: judgment + 60 days",
    add_days(D(2026, 10, 19), 60, "IA"), D(2026, 12, 18))

# O-EN-18 Idaho: I.R.C.P. 12(a) 21 days.
key("O-EN-18", "Idaho I.R.C.P. 12(a): service + 21 days",
    add_days(D(2026, 11, 18), 21, "ID"), D(2026, 12, 9))
# Idaho Code 5-216: 5 years on a written contract.
for acc in (D(2021, 2, 28), D(2021, 6, 30)):
    ok(add_years(acc, 5) < D(2026, 11, 1), f"O-EN-18: 5-year period from {acc} should have run before suit")

# O-ES-01 California: CCP 415.20 (complete 10 days after mailing) + CCP 412.20 (30 days) + CCP 12a.
complete = D(2026, 11, 16) + dt.timedelta(days=10)
ok(complete == D(2026, 11, 26), "O-ES-01: service complete Nov 26")
raw = complete + dt.timedelta(days=30)
ok(raw == D(2026, 12, 26) and raw.weekday() == 5, "O-ES-01: day 30 should be Saturday Dec 26")
key("O-ES-01", "CA: mailing + 10 days, then + 30 days, roll to next court day",
    add_days(complete, 30, "CA"), D(2026, 12, 28), fmt=es)

# O-ES-02 Louisiana: C.C.P. art. 1001 (as amended 2021) 21 days after service of citation.
key("O-ES-02", "LA C.C.P. art. 1001: service + 21 days",
    add_days(D(2026, 11, 17), 21, "LA"), D(2026, 12, 8), fmt=es)
tx_trap = monday_next_after(D(2026, 11, 17) + dt.timedelta(days=20))
ok(tx_trap == D(2026, 12, 14), "O-ES-02: Texas-rule trap date should be Mon Dec 14 (later than the LA deadline)")
ok(es(D(2026, 12, 14)) in " ".join(items["O-ES-02"]["must_not_say"]), "O-ES-02: trap date string in must_not_say")

# O-ES-03 New York: CPLR 308(4) service complete 10 days after filing proof; CPLR 320(a) 30 days.
complete = D(2026, 11, 20) + dt.timedelta(days=10)
ok(complete == TODAY, "O-ES-03: service complete Nov 30")
key("O-ES-03", "NY CPLR 308(4)+320(a): proof filed + 10, then + 30",
    add_days(complete, 30, "NY"), D(2026, 12, 30), fmt=es)

# O-EN-15 Reg F validation period (12 CFR 1006.34(b)(5)): sent Mon Nov 9; receipt assumed
# 5 days after, excluding federal holidays and weekends (Nov 11 Veterans Day); + 30 days.
sent = D(2026, 11, 9)
recv = business_days_after(sent, 5, FEDERAL)
ok(recv == D(2026, 11, 17), f"O-EN-15: assumed receipt should be Nov 17, got {recv}")
key("O-EN-15", "Reg F: sent + 5 business days + 30 days (date printed on notice)",
    recv + dt.timedelta(days=30), D(2026, 12, 17))

# O-ES-08 dispute date printed on validation notice.
key("O-ES-08", "date printed on validation notice", D(2026, 12, 4), D(2026, 12, 4), fmt=es)

# O-EN-20 CP2000 response date printed on notice.
key("O-EN-20", "response date printed on IRS CP2000", D(2026, 12, 21), D(2026, 12, 21))

# O-EN-27 court date given by user (Dec 8).
key("O-EN-27", "court date given in question", D(2026, 12, 8), D(2026, 12, 8))

# O-ES-12 hearing date printed on order.
key("O-ES-12", "hearing on assets date printed on order", D(2026, 12, 14), D(2026, 12, 14), fmt=es)

# O-EN-22 FCRA 605(c): 7 years starting 180 days after delinquency began (March 2019).
lo = add_years(D(2019, 3, 1) + dt.timedelta(days=180), 7)
hi = add_years(D(2019, 3, 31) + dt.timedelta(days=180), 7)
ok(lo >= D(2026, 8, 28) and hi <= D(2026, 9, 30) and hi < TODAY,
   f"O-EN-22: removal window {lo}..{hi} should be ~September 2026 and already past")
ok("September 2026" in must("O-EN-22"), "O-EN-22: 'September 2026' in must_say")

# O-EN-17 NY: 3-year SOL from Feb 2020 passed; credit reporting ends ~2027.
ok(add_years(D(2020, 2, 29), 3) < TODAY, "O-EN-17: 3-year SOL passed")
x = add_years(D(2020, 3, 1) + dt.timedelta(days=180), 7)
ok(x.year == 2027, f"O-EN-17: credit-reporting end should be in 2027, got {x}")

# O-ES-09 TX: 4-year SOL from June 2018 passed; 7-year reporting period also passed.
ok(add_years(D(2018, 6, 30), 4) < TODAY, "O-ES-09: 4-year SOL passed")
ok(add_years(D(2018, 7, 31) + dt.timedelta(days=180), 7) < TODAY, "O-ES-09: 7-year reporting passed")

# O-EN-01 SCRA report date given.
ok(D(2026, 12, 7).weekday() == 0, "O-EN-01: report date Dec 7 is a Monday")

# O-EN-11 / O-EN-12 Treasury rule 31 CFR 212 lookback (two months back from the day before review).
def lookback(review):
    end = review - ONE
    m, y = end.month - 2, end.year
    if m <= 0:
        m += 12
        y -= 1
    start = D(y, m, min(end.day, 28 if m == 2 else 30 if m in (4, 6, 9, 11) else 31))
    return start, end

def third_wednesday(y, m):
    d = D(y, m, 1)
    while d.weekday() != 2:
        d += ONE
    return d + dt.timedelta(days=14)

for iid, review, amt, expected in (("O-EN-11", D(2026, 11, 23), 1480, 2960),
                                   ("O-EN-12", D(2026, 11, 24), 1210, 2420)):
    s, e = lookback(review)
    deps = [third_wednesday(2026, m) for m in (9, 10, 11)]
    ok(deps[1] == D(2026, 10, 21) and deps[2] == D(2026, 11, 18), f"{iid}: 3rd Wednesdays are Oct 21 / Nov 18")
    inside = [d for d in deps if s <= d <= e]
    ok(inside == deps[1:], f"{iid}: lookback {s}..{e} should contain exactly Oct 21 and Nov 18, got {inside}")
    ok(amt * len(inside) == expected, f"{iid}: protected amount {amt*len(inside)} != {expected}")

# ---------------------------------------------------------------- weekday strings
EN_ABBR = {m[:3].lower(): i + 1 for i, m in enumerate(EN_MO)}
EN_ABBR["sept"] = 9
WD_EN = {w.lower(): i for i, w in enumerate(EN_WD)}
WD_ES = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
         "sábado": 5, "sabado": 5, "domingo": 6}
MO_ES = {m: i + 1 for i, m in enumerate(ES_MO)}

re_en = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b,?\s+"
                   r"(january|february|march|april|may|june|july|august|september|october|november|december|"
                   r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?",
                   re.I)
re_en_the = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
re_es = re.compile(r"\b(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\s+(\d{1,2})\s+de\s+"
                   r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)"
                   r"(?:\s+de\s+(\d{4}))?", re.I)


def infer_year(month):
    return 2026 if month >= 7 else 2027


def check_text(label, text):
    n = 0
    for m in re_en.finditer(text):
        wd, mo, day, yr = m.group(1).lower(), m.group(2).lower(), int(m.group(3)), m.group(4)
        mo_n = EN_ABBR[mo[:4] if mo.startswith("sept") else mo[:3]]
        y = int(yr) if yr else infer_year(mo_n)
        d = D(y, mo_n, day)
        ok(d.weekday() == WD_EN[wd], f"{label}: '{m.group(0)}' is really a {EN_WD[d.weekday()]}")
        n += 1
    for m in re_en_the.finditer(text):  # "friday the 20th" -> this month (November 2026)
        d = D(2026, 11, int(m.group(2)))
        ok(d.weekday() == WD_EN[m.group(1).lower()], f"{label}: '{m.group(0)}' (Nov 2026) is a {EN_WD[d.weekday()]}")
        n += 1
    for m in re_es.finditer(text):
        wd, day, mo, yr = m.group(1).lower(), int(m.group(2)), m.group(3).lower(), m.group(4)
        y = int(yr) if yr else infer_year(MO_ES[mo])
        d = D(y, MO_ES[mo], day)
        ok(d.weekday() == WD_ES[wd], f"{label}: '{m.group(0)}' is really a {ES_WD[d.weekday()]}")
        n += 1
    return n


found = 0
for iid, o in items.items():
    for fld in ("question", "must_say", "should_say", "must_not_say"):
        v = o[fld]
        found += check_text(f"{iid}.{fld}", v if isinstance(v, str) else " || ".join(v))
for fn in ("GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        with open(p, encoding="utf-8") as f:
            found += check_text(fn, f.read())

ok(TODAY.weekday() == 0, "reference date must be a Monday")

print(f"Reference date: {en(TODAY)}")
print(f"Date keys recomputed: {len(KEYS)}")
for iid, rule, got, exp in KEYS:
    print(f"  {iid:8} {en(got):32} {rule}")
print(f"Weekday+date strings checked: {found}")
print(f"Total checks: {checks}; failures: {len(errors)}")
for e in errors:
    print("  FAIL:", e)
sys.exit(1 if errors else 0)
