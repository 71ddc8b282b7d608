#!/usr/bin/env python3
"""Recompute every date key of set N from its rule, check the numbers keys,
and check every weekday+date string in questions.jsonl, GRADING.md and README.md.

Reference date: Monday, November 30, 2026.  Standard library only.
Usage: python3 verify_dates.py      Exit 0 = all good, 1 = problems.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = dt.date(2026, 11, 30)
D = dt.date
problems = []
notes = []


def bad(msg):
    problems.append(msg)


# ---------------------------------------------------------------- holidays
# Court holidays that matter in the window Oct 2026 - Feb 2027.
COMMON = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18)}
DAY_AFTER_THANKSGIVING = D(2026, 11, 27)
HOLIDAYS = {
    # states whose courts close the Friday after Thanksgiving
    "MI": COMMON | {DAY_AFTER_THANKSGIVING, D(2026, 12, 24), D(2026, 12, 31)},
    "GA": COMMON | {DAY_AFTER_THANKSGIVING},
    "TX": COMMON | {DAY_AFTER_THANKSGIVING},
    "CA": COMMON | {DAY_AFTER_THANKSGIVING},
    "NC": COMMON | {DAY_AFTER_THANKSGIVING, D(2026, 12, 24)},
    "MN": COMMON | {DAY_AFTER_THANKSGIVING},
    "NE": COMMON | {DAY_AFTER_THANKSGIVING},
    "OR": COMMON,
    "NJ": COMMON,
    "DC": COMMON,
    "VA": COMMON | {DAY_AFTER_THANKSGIVING},
    "TN": COMMON | {DAY_AFTER_THANKSGIVING},
    "FL": COMMON | {DAY_AFTER_THANKSGIVING},
}
# Days on which some local courts close and which a key should never rely on.
SHAKY = {DAY_AFTER_THANKSGIVING, D(2026, 12, 24), D(2026, 12, 31)}
# Federal "legal public holidays" (5 U.S.C. 6103) for Regulation F business-day counts.
FED_LEGAL = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}


def roll(day, juris):
    """Move a last day that falls on Sat/Sun/court holiday to the next court day."""
    h = HOLIDAYS[juris]
    while day.weekday() >= 5 or day in h:
        day += dt.timedelta(days=1)
    return day


def plus(day, n):
    return day + dt.timedelta(days=n)


def add_business_days(day, n, holidays):
    while n:
        day += dt.timedelta(days=1)
        if day.weekday() < 5 and day not in holidays:
            n -= 1
    return day


def add_years(day, n):
    try:
        return day.replace(year=day.year + n)
    except ValueError:  # Feb 29
        return day.replace(year=day.year + n, day=28)


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def en(day):
    return f"{WEEKDAYS_EN[day.weekday()]}, {MONTHS_EN[day.month - 1]} {day.day}, {day.year}"


# ---------------------------------------------------------------- load items
items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        if line.strip():
            o = json.loads(line)
            items[o["id"]] = o


def must_text(iid):
    return " ".join(items[iid]["must_say"])


def require_in_must(iid, day, label):
    s = en(day)
    if s not in must_text(iid):
        bad(f"{iid}: must_say does not contain the computed {label} '{s}'")


def require_in_must_not(iid, day):
    s = en(day)
    if s not in " ".join(items[iid]["must_not_say"]):
        bad(f"{iid}: must_not_say does not bound the answer with '{s}'")


rows = []  # for the printed table


def scenario(iid, juris, rule, last, still_open=True, in_must_not=True):
    rows.append((iid, juris, rule, last))
    if last.weekday() >= 5 or last in HOLIDAYS.get(juris, COMMON):
        bad(f"{iid}: computed last day {last} is not a court day")
    if last in SHAKY:
        bad(f"{iid}: last day {last} is a day some courts close; choose facts that avoid it")
    if still_open and last < TODAY:
        bad(f"{iid}: last day {last} is before today but the key treats it as open")
    require_in_must(iid, last, "last day")
    if in_must_not:
        require_in_must_not(iid, last)


# ---------------------------------------------------------------- deadline scenarios
# N-EN-01 Michigan district court, certified mail, green card signed Fri Nov 6.
svc = D(2026, 11, 6)
last = roll(plus(svc, 28), "MI")
scenario("N-EN-01", "MI", "certified-mail service: answer within 28 days (MCR 2.108(A)(2)); roll weekends/holidays", last)
alt21 = roll(plus(svc, 21), "MI")
if plus(svc, 21) != D(2026, 11, 27) or alt21 != TODAY:
    bad("N-EN-01: the 21-day misreading should land on Fri Nov 27 (court holiday) and roll to today")
if en(alt21) not in " ".join(items["N-EN-01"]["should_say"]):
    bad("N-EN-01: should_say should mention that even 21 days rolls to today")

# N-EN-02 Georgia State Court, left with wife Tue Oct 13; default; 15-day window to open as of right.
svc = D(2026, 10, 13)
answer_due = roll(plus(svc, 30), "GA")
default_day = plus(answer_due, 1)
open_last = roll(plus(default_day, 15), "GA")
open_last_alt = roll(plus(svc, 45), "GA")          # common '45 days from service' shortcut
if open_last != open_last_alt:
    bad(f"N-EN-02: the two ways of counting the 15-day window disagree ({open_last} vs {open_last_alt})")
if answer_due >= TODAY:
    bad("N-EN-02: answer deadline should already have passed")
require_in_must("N-EN-02", answer_due, "answer due date (passed)")
scenario("N-EN-02", "GA", "answer 30 days (O.C.G.A. 9-11-12) -> default next day -> open as of right within 15 days by answering + paying costs (9-11-55(a)); roll", open_last, in_must_not=False)
if open_last != TODAY:
    bad("N-EN-02: key says the window ends today")

# N-EN-03 Virginia GDC: return date printed on the warrant.
ret = D(2026, 12, 10)
rows.append(("N-EN-03", "VA", "General District Court warrant in debt: appear on the printed return date (posted Nov 12)", ret))
require_in_must("N-EN-03", ret, "return date")
if plus(D(2026, 11, 12), 21) != D(2026, 12, 3):
    bad("N-EN-03: friend's 21-day misreading should be Dec 3")

# N-EN-04 Minnesota pocket service, left with daughter Sat Nov 14.
scenario("N-EN-04", "MN", "answer served within 21 days (Minn. R. Civ. P. 12.01); Sat -> Mon (Rule 6.01)",
         roll(plus(D(2026, 11, 14), 21), "MN"))
if plus(D(2026, 11, 14), 21).weekday() != 5:
    bad("N-EN-04: the 21st day should be a Saturday")

# N-EN-05 North Carolina district court, in hand Wed Nov 4.
scenario("N-EN-05", "NC", "answer within 30 days (N.C. R. Civ. P. 12(a)(1)); clerk may extend up to 30 days if asked before it runs",
         roll(plus(D(2026, 11, 4), 30), "NC"))

# N-EN-06 DC Superior Court, left with 16-year-old son (in Maryland) Thu Nov 12.
scenario("N-EN-06", "DC", "answer within 21 days (Super. Ct. Civ. R. 12(a)); initial hearing is separate",
         roll(plus(D(2026, 11, 12), 21), "DC"))
hearing = D(2027, 2, 5)
require_in_must("N-EN-06", hearing, "printed initial hearing date")

# N-ES-01 Texas justice court, in hand Tue Nov 17: end of the 14th day (TRCP 502.5).
scenario("N-ES-01", "TX", "justice court: answer by end of 14th day after service (TRCP 502.5); roll",
         roll(plus(D(2026, 11, 17), 14), "TX"))

# N-ES-02 California substituted service: left Nov 3, mailed Nov 4; complete 10 days after mailing (CCP 415.20), then 30 days (CCP 412.20); roll (CCP 12a).
complete = plus(D(2026, 11, 4), 10)   # no roll: deemed completion, not a deadline
scenario("N-ES-02", "CA", "substituted service complete 10 days after mailing, then 30 days to respond; roll",
         roll(plus(complete, 30), "CA"))
if complete != D(2026, 11, 14):
    bad("N-ES-02: completion of service should be Nov 14, 2026")

# N-ES-03 New Jersey Special Civil Part, in hand Fri Nov 20: 35 days (R. 6:3-1), roll (R. 1:3-1).
raw = plus(D(2026, 11, 20), 35)
if raw != D(2026, 12, 25):
    bad("N-ES-03: the 35th day should be Christmas")
scenario("N-ES-03", "NJ", "Special Civil Part: answer within 35 days; 35th day = Christmas -> next court day",
         roll(raw, "NJ"))

# N-EN-17 Oregon circuit court, in hand (in Washington) Thu Nov 19: 30 days (ORCP 7 C(2)); roll (ORCP 10 A).
scenario("N-EN-17", "OR", "appear (answer/motion) within 30 days of service; Sat -> Mon",
         roll(plus(D(2026, 11, 19), 30), "OR"))

# N-EN-19 Nebraska county court, in hand Wed Nov 18: 30 days.
scenario("N-EN-19", "NE", "answer within 30 days of service (Neb. Ct. R. Pldg. 6-1112)",
         roll(plus(D(2026, 11, 18), 30), "NE"))

# N-EN-24 Tennessee General Sessions judgment Mon Nov 23: appeal to Circuit Court within 10 days (T.C.A. 27-5-108).
scenario("N-EN-24", "TN", "de novo appeal to Circuit Court within 10 days of General Sessions judgment",
         roll(plus(D(2026, 11, 23), 10), "TN"))

# N-ES-04 Florida garnishment: claim of exemption within 20 days of receiving notice (Fla. Stat. 77.041), notice Thu Nov 19.
scenario("N-ES-04", "FL", "file claim of exemption within 20 days after receiving the notice",
         roll(plus(D(2026, 11, 19), 20), "FL"))

# N-EN-25 Alaska: printed examination date.
exam = D(2026, 12, 8)
rows.append(("N-EN-25", "AK", "judgment-debtor examination date printed on the order", exam))
require_in_must("N-EN-25", exam, "examination date")

# ---------------------------------------------------------------- Regulation F validation periods
# The end date printed in each notice must be >= (sent + 5 business days excl. federal legal holidays) + 30 days.
for iid, sent, printed in (("N-EN-14", D(2026, 11, 16), D(2026, 12, 23)),
                           ("N-ES-08", D(2026, 11, 20), D(2026, 12, 30))):
    assumed_receipt = add_business_days(sent, 5, FED_LEGAL)
    end = plus(assumed_receipt, 30)
    rows.append((iid, "fed", f"Reg F validation period: sent {sent}, assumed receipt {assumed_receipt}, +30 days", end))
    if end != printed:
        bad(f"{iid}: earliest lawful validation end is {end}, letter says {printed}")
    require_in_must(iid, end, "validation end date")
    if f"{MONTHS_EN[end.month - 1]} {end.day}, {end.year}" not in " ".join(items[iid]["must_not_say"]):
        bad(f"{iid}: must_not_say should bound the dispute date {end}")

# ---------------------------------------------------------------- FCRA obsolescence (N-EN-20)
dofd = D(2019, 4, 15)
start = plus(dofd, 180)
off = add_years(start, 7)
rows.append(("N-EN-20", "fed", "FCRA 605(c): 7 years starting 180 days after delinquency began", off))
if off >= TODAY:
    bad("N-EN-20: reporting period should already have ended")
for s in ("October 12, 2019", "October 12, 2026"):
    if s not in must_text("N-EN-20"):
        bad(f"N-EN-20: must_say should contain '{s}'")
if start != D(2019, 10, 12) or off != D(2026, 10, 12):
    bad("N-EN-20: recomputed dates differ from key")

# ---------------------------------------------------------------- statutes of limitations (rough)
for iid, last_pay, years, label in (("N-EN-16", D(2020, 4, 1), 5, "KS written 5y"),
                                    ("N-EN-16", D(2020, 4, 1), 3, "KS oral/open 3y"),
                                    ("N-ES-09", D(2021, 6, 30), 3, "NY CPLR 214-i 3y"),
                                    ("N-EN-17", D(2016, 12, 31), 6, "OR 6y")):
    runs = add_years(last_pay, years)
    rows.append((iid, "SOL", f"{label}: latest plausible accrual {last_pay} + {years}y", runs))
    if runs >= TODAY:
        bad(f"{iid}: {label} has not run yet ({runs})")

# ---------------------------------------------------------------- numbers keys
FED_MIN = 7.25
W = 30 * FED_MIN  # 217.50 per week
num_checks = [
    ("N-EN-07", "MO head of family 10% of $620", round(620 * 0.10, 2), "$62"),
    ("N-EN-07", "general cap = min(25% of 620, 620-217.50)", min(620 * 0.25, 620 - W), "$155"),
    ("N-EN-07", "620-217.50", 620 - W, "$402.50"),
    ("N-EN-08", "aggregate cap min(25% of 800, 800-217.50)", min(800 * 0.25, 800 - W), "$200"),
    ("N-EN-08", "second creditor gets", min(800 * 0.25, 800 - W) - 200, None),
    ("N-EN-08", "take-home after the $200", 800 - 200, "$600"),
    ("N-EN-08", "800-217.50", 800 - W, "$582.50"),
    ("N-EN-09", "biweekly floor 2 x 30 x 7.25", 2 * W, "$435"),
    ("N-EN-09", "garnishable from $410 biweekly", max(0.0, min(410 * 0.25, 410 - 2 * W)), None),
    ("N-EN-10", "two VA deposits", 2 * 1850, "$3,700"),
    ("N-EN-10", "left frozen", 4300 - 2 * 1850, "$600"),
    ("N-EN-11", "two SSI deposits", 2 * 990, "$1,980"),
    ("N-EN-18", "canceled debt", 8400 - 3000, "$5,400"),
    ("N-EN-18", "insolvency amount", 31000 - 19500, "$11,500"),
    ("N-EN-19", "40% of 2350", 2350 * 0.40, "$940"),
    ("N-EN-19", "payment", 2350 * 0.60, "$1,410"),
    ("N-ES-04", "FL head of family threshold check (600 <= 750)", 600 if 600 <= 750 else -1, "$750"),
    ("N-ES-06", "two SS deposits", 2 * 1420, "$2,840"),
    ("N-ES-06", "left frozen", 3100 - 2 * 1420, "$260"),
    ("N-ES-10", "forgiven", 4500 - 1800, "$2,700"),
    ("N-ES-12", "annual income", 2600 * 12, "$31,200"),
]
expected_values = {
    ("N-EN-08", "second creditor gets"): 0,
    ("N-EN-09", "garnishable from $410 biweekly"): 0,
}
for iid, label, value, token in num_checks:
    if (iid, label) in expected_values and abs(value - expected_values[(iid, label)]) > 1e-9:
        bad(f"{iid}: {label} = {value}, expected {expected_values[(iid, label)]}")
    if token:
        want = float(token.replace("$", "").replace(",", ""))
        if "threshold" not in label and abs(value - want) > 1e-9:
            bad(f"{iid}: {label} computes to {value}, key says {token}")
        if token not in must_text(iid):
            bad(f"{iid}: must_say lacks '{token}' ({label})")
# N-EN-11: two SSI deposits exceed the frozen balance -> whole balance protected
if not (2 * 990 >= 1700):
    bad("N-EN-11: protection should cover the whole $1,700")
# N-EN-09: $410 is below the $435 biweekly floor
if not (410 < 2 * W):
    bad("N-EN-09: $410 should be below the biweekly floor")

# ---------------------------------------------------------------- weekday+date strings in all files
MONTH_RX = (r"(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
            r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
EN_RX = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+" + MONTH_RX +
                   r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?", re.I)
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre"]
ES_DAYS = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3, "viernes": 4,
           "sabado": 5, "sábado": 5, "domingo": 6}
ES_RX = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+(" +
                   "|".join(ES_MONTHS) + r")(?:\s+(?:de|del)\s+(\d{4}))?", re.I)
# also "Saturday/Sunday" named alone next to a date is not checked; keys always use the full form.


def month_num(tok):
    t = tok.lower()[:3]
    return [m.lower()[:3] for m in MONTHS_EN].index(t) + 1


def default_year(month):
    return 2026 if month >= 7 else 2027


checked = 0
for fn in ("questions.jsonl", "GRADING.md", "README.md"):
    path = os.path.join(HERE, fn)
    if not os.path.exists(path):
        bad(f"{fn} missing")
        continue
    text = open(path, encoding="utf-8").read()
    for m in EN_RX.finditer(text):
        wd, mon, day, yr = m.groups()
        month = month_num(mon)
        year = int(yr) if yr else default_year(month)
        try:
            d = D(year, month, int(day))
        except ValueError:
            bad(f"{fn}: impossible date '{m.group(0)}'")
            continue
        checked += 1
        if WEEKDAYS_EN[d.weekday()].lower() != wd.lower():
            bad(f"{fn}: '{m.group(0)}' — {d} is a {WEEKDAYS_EN[d.weekday()]}")
    for m in ES_RX.finditer(text):
        wd, day, mon, yr = m.groups()
        month = ES_MONTHS.index(mon.lower()) + 1
        year = int(yr) if yr else default_year(month)
        d = D(year, month, int(day))
        checked += 1
        if ES_DAYS[wd.lower()] != d.weekday():
            bad(f"{fn}: '{m.group(0)}' — {d} is a {WEEKDAYS_EN[d.weekday()]}")

if TODAY.weekday() != 0:
    bad("reference date is not a Monday")

# ---------------------------------------------------------------- report
print("Reference date:", en(TODAY))
print(f"{'item':8s} {'where':5s} {'last day / key date':30s} rule")
for iid, juris, rule, day in rows:
    print(f"{iid:8s} {juris:5s} {en(day):30s} {rule}")
print(f"weekday+date strings checked: {checked}")
if problems:
    print(f"verify_dates: {len(problems)} problem(s)")
    for p in problems:
        print(" -", p)
    sys.exit(1)
print("verify_dates: OK")
