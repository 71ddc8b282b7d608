#!/usr/bin/env python3
"""Recompute every date key of question set P from its rule, and check every weekday+date string.

Run:  python3 verify_dates.py        (exit code 0 = all checks pass, 1 = something failed)

Part A recomputes each deadline from its trigger date and legal rule, compares the result with the
expected key, and confirms the key date (written "Weekday, Month D, YYYY") appears in the item's
must_say, in GRADING.md and in README.md.
Part B finds every weekday+date string (English or Spanish, full or abbreviated) in
questions.jsonl, GRADING.md and README.md and checks the weekday against the calendar.
Part C recomputes the benefit-deposit dates and two-month lookback windows used in the bank-levy
items, and the arithmetic of the numbers key, and checks the results appear in the items.
"""
import datetime as dt
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
D = dt.date
TODAY = D(2026, 12, 1)
FAILS = []
CHECKS = 0


def check(cond, msg):
    global CHECKS
    CHECKS += 1
    if not cond:
        FAILS.append(msg)


# --------------------------------------------------------------------------- calendars
# Federal legal public holidays (5 U.S.C. 6103), with weekend observance shifts.
FEDERAL = {
    D(2026, 1, 1), D(2026, 1, 19), D(2026, 2, 16), D(2026, 5, 25), D(2026, 6, 19),
    D(2026, 7, 3),  # July 4, 2026 is a Saturday -> observed Friday
    D(2026, 9, 7), D(2026, 10, 12), D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25),
    D(2027, 1, 1), D(2027, 1, 18), D(2027, 2, 15), D(2027, 5, 31),
    D(2027, 6, 18),  # Juneteenth 2027 is a Saturday -> observed Friday
    D(2027, 7, 5),   # July 4, 2027 is a Sunday -> observed Monday
    D(2027, 9, 6), D(2027, 10, 11), D(2027, 11, 11), D(2027, 11, 25),
    D(2027, 12, 24),  # Christmas 2027 is a Saturday -> observed Friday
}
# State court closures in the period that matter for roll-forward (extra to federal days).
STATE_EXTRA = {
    "MI": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "CA": {D(2026, 11, 27)},
    "TX": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "GA": {D(2026, 11, 27)},
    "NC": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "MN": {D(2026, 11, 27)},
    "AZ": set(), "OR": set(), "FL": {D(2026, 11, 27)}, "MO": set(),
}


def is_closed(d, state):
    return d.weekday() >= 5 or d in FEDERAL or d in STATE_EXTRA.get(state, set())


def roll(d, state):
    """Move a last day that is a Saturday, Sunday or court holiday to the next open day."""
    while is_closed(d, state):
        d += dt.timedelta(days=1)
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    import calendar
    last = calendar.monthrange(y, m)[1]
    return D(y, m, min(d.day, last))


# --------------------------------------------------------------------------- rules
def rule_days_roll(trigger, days, state):
    return roll(plus(trigger, days), state), {}


def rule_texas_monday_next(service):
    """Tex. R. Civ. P. 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days."""
    day20 = plus(service, 20)
    d = plus(day20, 1)
    while d.weekday() != 0:
        d = plus(d, 1)
    return roll(d, "TX"), {"day20": day20}


def rule_ca_substituted(mailed):
    """CCP 415.20: complete on 10th day after mailing; then 30 days (CCP 412.20), CCP 12a roll."""
    complete = plus(mailed, 10)
    day30 = plus(complete, 30)
    return roll(day30, "CA"), {"complete": complete, "day30": day30}


def rule_ga_open_default(service):
    """O.C.G.A. 9-11-12(a) 30 days (1-3-1 roll); default next day; 9-11-55(a) 15 days to open."""
    due = roll(plus(service, 30), "GA")
    default = plus(due, 1)
    return roll(plus(default, 15), "GA"), {"day30": plus(service, 30), "due": due, "default": default}


def rule_nc_publication(first_pub, printed):
    """N.C. R. Civ. P. 4(j1): notice states a date not less than 40 days after first publication."""
    check(printed >= plus(first_pub, 40), "NC publication date earlier than first publication + 40 days")
    return printed, {"min": plus(first_pub, 40)}


def rule_regf(mailed):
    """12 CFR 1006.34: assumed receipt >= 5 days excl. Sat, Sun, federal holidays; + 30 days."""
    d, n = mailed, 0
    while n < 5:
        d = plus(d, 1)
        if d.weekday() < 5 and d not in FEDERAL:
            n += 1
    return plus(d, 30), {"receipt": d}


def rule_printed(d):
    return d, {}


def rule_one_year(d):
    return D(d.year + 1, d.month, d.day), {}


DEADLINES = [
    # id, computed (date, extras), expected key, expected extras
    ("P-EN-01", rule_days_roll(D(2026, 11, 5), 28, "MI"), D(2026, 12, 3), {}),
    ("P-EN-02", rule_ga_open_default(D(2026, 10, 23)), D(2026, 12, 9),
     {"day30": D(2026, 11, 22), "due": D(2026, 11, 23), "default": D(2026, 11, 24)}),
    ("P-EN-03", rule_days_roll(D(2026, 11, 16), 21, "MN"), D(2026, 12, 7), {}),
    ("P-EN-04", rule_printed(D(2026, 12, 17)), D(2026, 12, 17), {}),
    ("P-EN-05", rule_nc_publication(D(2026, 11, 5), D(2026, 12, 15)), D(2026, 12, 15), {"min": D(2026, 12, 15)}),
    ("P-EN-06", rule_printed(D(2026, 12, 18)), D(2026, 12, 18), {}),
    ("P-EN-14", rule_regf(D(2026, 11, 6)), D(2026, 12, 16), {"receipt": D(2026, 11, 16)}),
    ("P-EN-15", rule_days_roll(D(2026, 11, 25), 30, "OR"), D(2026, 12, 28), {}),
    ("P-EN-23", rule_printed(D(2026, 12, 10)), D(2026, 12, 10), {}),
    ("P-EN-26", rule_one_year(D(2026, 8, 17)), D(2027, 8, 17), {}),
    ("P-EN-27", rule_printed(D(2026, 12, 8)), D(2026, 12, 8), {}),
    ("P-ES-01", rule_texas_monday_next(D(2026, 11, 10)), D(2026, 12, 7), {"day20": D(2026, 11, 30)}),
    ("P-ES-02", rule_ca_substituted(D(2026, 11, 10)), D(2026, 12, 21),
     {"complete": D(2026, 11, 20), "day30": D(2026, 12, 20)}),
    ("P-ES-03", rule_days_roll(D(2026, 11, 12), 30, "AZ"), D(2026, 12, 14), {}),
    ("P-ES-04", rule_days_roll(D(2026, 11, 20), 20, "FL"), D(2026, 12, 10), {}),
    ("P-ES-08", rule_regf(D(2026, 11, 20)), D(2026, 12, 30), {"receipt": D(2026, 11, 30)}),
]

# Extra consistency facts used in the keys.
check(plus(D(2026, 11, 25), 30) == D(2026, 12, 25) and D(2026, 12, 25) in FEDERAL,
      "P-EN-15: day 30 should be Christmas")
check(plus(D(2026, 11, 12), 30).weekday() == 5, "P-ES-03: day 30 should be a Saturday")
check(plus(D(2026, 11, 5), 21) == D(2026, 11, 26), "P-EN-01: the mistaken 21-day count should land on Thanksgiving")
check(plus(D(2026, 11, 12), 20) == D(2026, 12, 2), "P-ES-03: mistaken 20-day count should be Dec 2")
check(plus(D(2026, 11, 9), 30) == D(2026, 12, 9), "P-ES-02: mistaken count from Nov 9 should be Dec 9")
check(plus(D(2026, 11, 16), 20) == D(2026, 12, 6) and D(2026, 12, 6).weekday() == 6,
      "P-EN-03: a 20-day count should land on Sunday Dec 6")
check(TODAY.weekday() == 1, "reference date must be a Tuesday")

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt(d):
    return f"{WEEKDAYS_EN[d.weekday()]}, {MONTHS_EN[d.month - 1]} {d.day}, {d.year}"


items = {}
with open(HERE / "questions.jsonl", encoding="utf-8") as f:
    for line in f:
        if line.strip():
            it = json.loads(line)
            items[it["id"]] = it
grading = (HERE / "GRADING.md").read_text(encoding="utf-8")
readme_path = HERE / "README.md"
readme = readme_path.read_text(encoding="utf-8") if readme_path.exists() else ""


def table_row(text, item_id):
    for line in text.splitlines():
        if line.startswith("|") and f"| {item_id} |" in line:
            return line
    return None


print("Part A: deadline keys recomputed from their rules")
for item_id, (got, extras), expected, exp_extras in DEADLINES:
    ok = got == expected
    check(ok, f"{item_id}: rule gives {fmt(got)}, key says {fmt(expected)}")
    for k, v in exp_extras.items():
        check(extras.get(k) == v, f"{item_id}: intermediate {k} = {extras.get(k)}, expected {v}")
    s = fmt(expected)
    it = items.get(item_id)
    check(it is not None, f"{item_id}: missing from questions.jsonl")
    if it:
        check(s in " ".join(it["must_say"]), f"{item_id}: must_say lacks '{s}'")
    row = table_row(grading, item_id)
    check(row is not None and s in row, f"{item_id}: GRADING.md deadline row lacks '{s}'")
    if readme:
        row = table_row(readme, item_id)
        check(row is not None and s in row, f"{item_id}: README.md deadline row lacks '{s}'")
    ext = ", ".join(f"{k}={fmt(v)}" for k, v in extras.items())
    print(f"  {item_id}: {fmt(got):32s} {'OK' if ok else 'MISMATCH'}  {ext}")

# --------------------------------------------------------------------------- Part B
print("\nPart B: every weekday+date string")
EN_WD = {"monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
         "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
         "saturday": 5, "sat": 5, "sunday": 6, "sun": 6}
EN_MON = {m.lower(): i + 1 for i, m in enumerate(MONTHS_EN)}
EN_MON.update({m[:3].lower(): i + 1 for i, m in enumerate(MONTHS_EN)})
EN_MON["sept"] = 9
ES_WD = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
         "sábado": 5, "sabado": 5, "domingo": 6}
ES_MON = {m: i + 1 for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
                                          "agosto", "septiembre", "octubre", "noviembre", "diciembre"])}
wd_alt = "|".join(sorted(EN_WD, key=len, reverse=True))
mon_alt = "|".join(sorted(EN_MON, key=len, reverse=True))
EN_RE = re.compile(rf"\b({wd_alt})\.?,?\s+\(?\s*({mon_alt})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?",
                   re.IGNORECASE)
ES_RE = re.compile(r"\b(" + "|".join(ES_WD) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MON) +
                   r")(?:\s+(?:de|del)\s+(\d{4}))?", re.IGNORECASE)


def scan(name, text):
    n = 0
    for m in EN_RE.finditer(text):
        wd, mon, day, year = m.group(1).lower(), EN_MON[m.group(2).lower()], int(m.group(3)), m.group(4)
        y = int(year) if year else 2026
        try:
            d = D(y, mon, day)
        except ValueError:
            check(False, f"{name}: impossible date '{m.group(0)}'")
            continue
        n += 1
        check(d.weekday() == EN_WD[wd], f"{name}: '{m.group(0)}' is really a {WEEKDAYS_EN[d.weekday()]}")
    for m in ES_RE.finditer(text):
        wd, day, mon, year = m.group(1).lower(), int(m.group(2)), ES_MON[m.group(3).lower()], m.group(4)
        y = int(year) if year else 2026
        d = D(y, mon, day)
        n += 1
        check(d.weekday() == ES_WD[wd], f"{name}: '{m.group(0)}' is really a {WEEKDAYS_EN[d.weekday()]}")
    return n


total = 0
for item_id, it in items.items():
    text = "\n".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    total += scan(item_id, text)
total += scan("GRADING.md", grading)
if readme:
    total += scan("README.md", readme)
print(f"  weekday+date strings checked: {total}")

# --------------------------------------------------------------------------- Part C
print("\nPart C: benefit schedules, lookback windows and the numbers key")


def nth_weekday(year, month, weekday, n):
    d = D(year, month, 1)
    while d.weekday() != weekday:
        d = plus(d, 1)
    return plus(d, 7 * (n - 1))


def lookback(review):
    """31 CFR 212.3: from the day before review back to the corresponding date two months earlier."""
    return add_months(plus(review, -1), -2), plus(review, -1)


# P-EN-10: SS on the 3rd Wednesday; review Monday Nov 30, 2026.
dep_en10 = [nth_weekday(2026, 10, 2, 3), nth_weekday(2026, 11, 2, 3)]
check(dep_en10 == [D(2026, 10, 21), D(2026, 11, 18)], f"P-EN-10 3rd Wednesdays are {dep_en10}")
check(not any(d in FEDERAL for d in dep_en10), "P-EN-10 deposit on a holiday")
lo, hi = lookback(D(2026, 11, 30))
check(all(lo <= d <= hi for d in dep_en10), "P-EN-10 deposits outside lookback")
check(not (lo <= nth_weekday(2026, 9, 2, 3) <= hi), "P-EN-10 September deposit should be outside lookback")
# P-ES-06: SSDI on the 4th Wednesday; review Monday Nov 30, 2026.
dep_es06 = [nth_weekday(2026, 10, 2, 4), nth_weekday(2026, 11, 2, 4)]
check(dep_es06 == [D(2026, 10, 28), D(2026, 11, 25)], f"P-ES-06 4th Wednesdays are {dep_es06}")
check(all(lo <= d <= hi for d in dep_es06), "P-ES-06 deposits outside lookback")
check(not (lo <= nth_weekday(2026, 9, 2, 4) <= hi), "P-ES-06 September deposit should be outside lookback")
print(f"  lookback for review Nov 30, 2026: {lo} .. {hi}; EN-10 deposits {[str(d) for d in dep_en10]}; ES-06 deposits {[str(d) for d in dep_es06]}")


def money(x):
    return f"${x:,.2f}"


def cents(x):
    return round(x + 1e-9, 2)


FMW = 7.25
nums = {}
# P-EN-07
disp = 350.00
cap = min(0.25 * disp, disp - 30 * FMW)
nums["P-EN-07"] = [money(disp * 0.25), money(30 * FMW), money(disp - 30 * FMW), money(cap), money(120 - cap)]
check(cap == 87.50, "P-EN-07 cap")
# P-EN-09
disp = 4500 - 340 - 140 - 90 - 344.25
cap = cents(min(0.25 * disp, disp - 130 * FMW))
takehome = 4500 - 340 - 140 - 90 - 344.25 - 410 - 200
check(abs(takehome - 2975.75) < 1e-9, "P-EN-09 take-home")
nums["P-EN-09"] = [money(disp), money(cap), money(130 * FMW), money(disp - 130 * FMW), money(1125 - cap),
                   money(cents(0.25 * takehome))]
check(cap == 896.44 and cents(1125 - cap) == 228.56, "P-EN-09 cap/overage")
# P-EN-10
nums["P-EN-10"] = [money(2 * 1450).replace(".00", ""), money(4100 - 2 * 1450).replace(".00", "")]
# P-EN-14
nums["P-EN-14"] = [money(2118 - 1640).replace(".00", "")]
# P-EN-18
assets, liab, forgiven = 900 + 6500 + 4000, 9400 + 4200 + 1700, 9400 - 3800
insol = liab - assets
nums["P-EN-18"] = [f"${assets:,}", f"${liab:,}", f"${insol:,}", f"${forgiven - min(insol, forgiven):,}"]
check((assets, liab, insol, forgiven - min(insol, forgiven)) == (11400, 15300, 3900, 1700), "P-EN-18")
# P-EN-19
nums["P-EN-19"] = [f"${7200 - 2000:,}"]
# P-EN-26
nums["P-EN-26"] = [f"${int(0.10 * 720)}", f"${180 / 720:.0%}".replace("$", "")]
check(0.25 * 720 == 180, "P-EN-26 180 is 25%")
# P-ES-04
check(620 <= 750, "P-ES-04 under head-of-family threshold")
nums["P-ES-04"] = ["$750", "$620"]
# P-ES-05
il_cap = max(0.0, min(0.15 * 315, 290 - 45 * 15))
nums["P-ES-05"] = [money(0.15 * 315), f"${45 * 15}", "($0)"]
check(il_cap == 0 and money(0.15 * 315) == "$47.25", "P-ES-05 Illinois cap")
check(min(0.25 * 290, 290 - 30 * FMW) == 72.50, "P-ES-05 federal-only figure")
# P-ES-06
nums["P-ES-06"] = [f"${2 * 1240:,}", f"${3050 - 2 * 1240}"]
check(3050 - 2 * 1240 <= 900, "P-ES-06 held amount should not exceed son's deposit")
# P-ES-10
assets, liab = 800 + 3500, 15000 + 2500
nums["P-ES-10"] = [f"${assets:,}", f"${liab:,}", f"${liab - assets:,}"]
check(liab - assets >= 12000, "P-ES-10 insolvency covers forgiven amount")

for item_id, needles in nums.items():
    text = " ".join(items[item_id]["must_say"] + items[item_id]["must_not_say"])
    for n in needles:
        check(n in text, f"{item_id}: number {n} not found in keys")
    print(f"  {item_id}: {', '.join(needles)}")

print(f"\n{CHECKS} checks, {len(FAILS)} failures")
for f_ in FAILS:
    print("  FAIL:", f_)
sys.exit(1 if FAILS else 0)
