#!/usr/bin/env python3
"""Recompute every date key of Solo question set W from its rule, and check
every weekday+date string in questions.jsonl, GRADING.md and README.md.

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

# ---------------------------------------------------------------- holidays
# Only the window that matters here (Aug 2026 - Mar 2027) is listed.
FEDERAL = {
    D(2026, 9, 7),    # Labor Day
    D(2026, 10, 12),  # Columbus / Indigenous Peoples' Day
    D(2026, 11, 11),  # Veterans Day (Wednesday)
    D(2026, 11, 26),  # Thanksgiving (4th Thursday)
    D(2026, 12, 25),  # Christmas (Friday)
    D(2027, 1, 1),    # New Year's Day (Friday)
    D(2027, 1, 18),   # Martin Luther King Jr. Day
    D(2027, 2, 15),   # Washington's Birthday / Presidents' Day
}
DAY_AFTER_THANKSGIVING = D(2026, 11, 27)
COURT_HOLIDAYS = {
    "CA": (FEDERAL - {D(2026, 10, 12)}) | {DAY_AFTER_THANKSGIVING, D(2027, 2, 12)},
    "TX": FEDERAL | {DAY_AFTER_THANKSGIVING, D(2026, 12, 24), D(2026, 12, 26)},
    "OH": FEDERAL,  # Ohio R.C. 1.14: the day after Thanksgiving is not a legal holiday
    "MD": FEDERAL | {DAY_AFTER_THANKSGIVING},
    "WA": FEDERAL | {DAY_AFTER_THANKSGIVING},
    "PA": FEDERAL | {DAY_AFTER_THANKSGIVING},
    "NY": FEDERAL,
    "MI": FEDERAL | {DAY_AFTER_THANKSGIVING, D(2026, 12, 24), D(2026, 12, 31)},
    "AZ": FEDERAL,
    "US": FEDERAL,
}

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def fmt(d):
    return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"


def closed(d, juris):
    return d.weekday() >= 5 or d in COURT_HOLIDAYS[juris]


def roll(d, juris):
    """Weekend / court-holiday rule: move to the next day the court is open."""
    while closed(d, juris):
        d += dt.timedelta(days=1)
    return d


def days_after(start, n, juris, rolling=True):
    """Exclude the trigger day, count n calendar days, include the last day."""
    d = start + dt.timedelta(days=n)
    return roll(d, juris) if rolling else d


def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:  # Feb 29
        return d.replace(year=d.year + n, day=28)


def business_days_after(start, n, holidays):
    d = start
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in holidays:
            n -= 1
    return d


# ---------------------------------------------------------------- scenarios
# (item id, label, computed date, expected date, status) ; status: "open" = still
# in the future on the reference date, "passed" = already before it.
S = []


def add(item, label, computed, expected, status="open"):
    S.append((item, label, computed, expected, status))


# EN-01 Washington: served in hand inside WA -> 20 days (60 only if served out of state)
add("Q-EN-01", "WA answer, 20 days after in-hand service Fri 11/13",
    days_after(D(2026, 11, 13), 20, "WA"), D(2026, 12, 3))
# EN-02 Maryland District Court: Notice of Intention to Defend, 15 days; Sat -> Mon
add("Q-EN-02", "MD notice of intention to defend, 15 days after service at work Fri 11/20",
    days_after(D(2026, 11, 20), 15, "MD"), D(2026, 12, 7))
add("Q-EN-02", "MD raw 15th day (Saturday, rolls forward)",
    days_after(D(2026, 11, 20), 15, "MD", rolling=False), D(2026, 12, 5))
add("Q-EN-02", "MD trial date printed on summons", D(2027, 1, 14), D(2027, 1, 14))
# EN-03 Illinois (Cook County): return date printed on the summons controls
add("Q-EN-03", "IL return date printed on summons (appearance on or before)", D(2026, 12, 4), D(2026, 12, 4))
add("Q-EN-03", "IL what the person believed: 30 days after 10/30 service (already past)",
    days_after(D(2026, 10, 30), 30, "US"), D(2026, 11, 30), "passed")
# EN-04 New York City Civil Court: nail-and-mail, complete 10 days after filing proof, then 30 days
ny_complete = D(2026, 11, 6) + dt.timedelta(days=10)
add("Q-EN-04", "NY service complete = affidavit filed 11/6 + 10 days", ny_complete, D(2026, 11, 16), "passed")
add("Q-EN-04", "NY answer, 30 days after service complete",
    days_after(ny_complete, 30, "NY"), D(2026, 12, 16))
# EN-05 Ohio: 28 days after certified-mail service (signed 10/29); Thanksgiving -> Friday
add("Q-EN-05", "OH answer, 28 days after certified mail signed Thu 10/29 (Thanksgiving rolls)",
    days_after(D(2026, 10, 29), 28, "OH"), D(2026, 11, 27), "passed")
add("Q-EN-05", "OH raw 28th day = Thanksgiving",
    days_after(D(2026, 10, 29), 28, "OH", rolling=False), D(2026, 11, 26), "passed")
# EN-06 California: 30 days after personal service Wed 11/25; Christmas + weekend -> Mon
add("Q-EN-06", "CA answer, 30 days after in-hand service Wed 11/25",
    days_after(D(2026, 11, 25), 30, "CA"), D(2026, 12, 28))
add("Q-EN-06", "CA raw 30th day = Christmas",
    days_after(D(2026, 11, 25), 30, "CA", rolling=False), D(2026, 12, 25))
# EN-07 New York CPLR 317: within one year after learning of the judgment (learned 11/16/2026)
add("Q-EN-07", "NY CPLR 317 outer limit, 1 year after knowledge (11/16/2026)",
    add_years(D(2026, 11, 16), 1), D(2027, 11, 16))
# EN-08 California: money judgment enforceable 10 years from entry unless renewed before then
add("Q-EN-08", "CA judgment entered 8/3/2016 + 10 years (renewal had to be filed by then)",
    add_years(D(2016, 8, 3), 10), D(2026, 8, 3), "passed")
# EN-09 Texas justice court: motion to set aside 14 days, appeal 21 days after judgment signed
add("Q-EN-09", "TX JP motion to set aside / new trial, 14 days after judgment signed Fri 11/20",
    days_after(D(2026, 11, 20), 14, "TX"), D(2026, 12, 4))
add("Q-EN-09", "TX JP appeal to county court, 21 days after judgment signed",
    days_after(D(2026, 11, 20), 21, "TX"), D(2026, 12, 11))
# EN-10 Illinois citation to discover assets: date printed
add("Q-EN-10", "IL citation hearing date printed", D(2026, 12, 15), D(2026, 12, 15))
# EN-13 Michigan garnishment objections: 14 days after service of writ (mail complete on mailing)
add("Q-EN-13", "MI objections, 14 days after writ mailed Thu 11/19",
    days_after(D(2026, 11, 19), 14, "MI"), D(2026, 12, 3))
# EN-25 Regulation F validation period: assumed receipt 5 days (excl. Sat, Sun, federal
# holidays) after sending, then 30 days; the collector prints that end date.
regf_receipt = business_days_after(D(2026, 11, 10), 5, FEDERAL)
add("Q-EN-25", "Reg F assumed receipt: 5 business days after Tue 11/10 (Veterans Day skipped)",
    regf_receipt, D(2026, 11, 18), "passed")
add("Q-EN-25", "Reg F validation period end = receipt + 30 days",
    regf_receipt + dt.timedelta(days=30), D(2026, 12, 18))
add("Q-EN-25", "person's belief: 30 days from letter date", D(2026, 11, 10) + dt.timedelta(days=30),
    D(2026, 12, 10))
# EN-27 Texas justice court answer: 14 days after service Tue 11/24
add("Q-EN-27", "TX JP answer, 14 days after service Tue 11/24",
    days_after(D(2026, 11, 24), 14, "TX"), D(2026, 12, 8))
# Printed appearance / answer / trial dates
add("Q-EN-30", "WI small claims return date printed", D(2026, 12, 10), D(2026, 12, 10))
add("Q-EN-36", "CO county court answer date printed on summons", D(2026, 12, 11), D(2026, 12, 11))
add("Q-EN-38", "TN General Sessions trial date printed", D(2026, 12, 17), D(2026, 12, 17))
# ES-01 Texas justice court answer: 14 days after service Thu 11/19
add("Q-ES-01", "TX JP answer, 14 days after in-hand service Thu 11/19",
    days_after(D(2026, 11, 19), 14, "TX"), D(2026, 12, 3))
# ES-02 Virginia General District Court: return date printed (service 11/12 on daughter 17)
add("Q-ES-02", "VA GDC return date printed", D(2026, 12, 8), D(2026, 12, 8))
# ES-03 Pennsylvania: 20 days after service Mon 11/16; Sunday -> Monday
add("Q-ES-03", "PA answer, 20 days after service on husband Mon 11/16",
    days_after(D(2026, 11, 16), 20, "PA"), D(2026, 12, 7))
add("Q-ES-03", "PA raw 20th day (Sunday)",
    days_after(D(2026, 11, 16), 20, "PA", rolling=False), D(2026, 12, 6))
# ES-04 SCRA 50 U.S.C. 3931(g): application within 90 days after release (Tue 9/15)
add("Q-ES-04", "SCRA reopen default, 90 days after release from active duty 9/15",
    days_after(D(2026, 9, 15), 90, "US"), D(2026, 12, 14))
# ES-10 California: claim of exemption 15 days + 5 for mail service in CA (CCP 703.520, 684.120)
add("Q-ES-10", "CA claim of exemption, 15 + 5 days after notice of levy mailed Fri 11/20",
    days_after(D(2026, 11, 20), 15 + 5, "CA"), D(2026, 12, 10))
add("Q-ES-10", "CA CCP 473.5 outer limit, 2 years after default judgment 3/3/2025",
    add_years(D(2025, 3, 3), 2), D(2027, 3, 3))
# ES-16 Florida small claims pretrial conference: date printed
add("Q-ES-16", "FL small claims pretrial conference printed", D(2026, 12, 9), D(2026, 12, 9))
# ES-19 Arizona justice court: 20 days after service Mon 11/23; Sunday -> Monday
add("Q-ES-19", "AZ justice court answer, 20 days after in-hand service Mon 11/23",
    days_after(D(2026, 11, 23), 20, "AZ"), D(2026, 12, 14))
add("Q-ES-19", "AZ raw 20th day (Sunday)",
    days_after(D(2026, 11, 23), 20, "AZ", rolling=False), D(2026, 12, 13))

# key date strings that must literally appear in the item's must_say (the "answer")
KEY_IN_MUST_SAY = {
    "Q-EN-01": [D(2026, 12, 3)], "Q-EN-02": [D(2026, 12, 7), D(2027, 1, 14)],
    "Q-EN-03": [D(2026, 12, 4)], "Q-EN-04": [D(2026, 12, 16), D(2026, 11, 16)],
    "Q-EN-05": [D(2026, 11, 27), D(2026, 11, 26)], "Q-EN-06": [D(2026, 12, 28)],
    "Q-EN-07": [D(2027, 11, 16)], "Q-EN-08": [D(2026, 8, 3)],
    "Q-EN-09": [D(2026, 12, 4), D(2026, 12, 11)], "Q-EN-10": [D(2026, 12, 15)],
    "Q-EN-13": [D(2026, 12, 3)], "Q-EN-25": [D(2026, 12, 18)], "Q-EN-27": [D(2026, 12, 8)],
    "Q-EN-30": [D(2026, 12, 10)], "Q-EN-36": [D(2026, 12, 11)], "Q-EN-38": [D(2026, 12, 17)],
    "Q-ES-01": [D(2026, 12, 3)], "Q-ES-02": [D(2026, 12, 8)], "Q-ES-03": [D(2026, 12, 7)],
    "Q-ES-04": [D(2026, 12, 14)], "Q-ES-10": [D(2026, 12, 10), D(2027, 3, 3)],
    "Q-ES-16": [D(2026, 12, 9)], "Q-ES-19": [D(2026, 12, 14)],
}
# last days that must appear in the GRADING.md deadline key and README scenario table
TABLE_DATES = sorted({d for v in KEY_IN_MUST_SAY.values() for d in v})

# ---------------------------------------------------------------- weekday+date scanner
EN_WD = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)"
EN_MO = (r"(january|february|march|april|may|june|july|august|september|october|november|december|"
         r"jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)")
EN_RE = re.compile(r"\b" + EN_WD + r"\.?,?\s+(?:the\s+)?" + EN_MO + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b"
                   r"(?:,?\s+(\d{4}))?", re.I)
ES_WD = r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)"
ES_MO = r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)"
ES_RE = re.compile(r"\b" + ES_WD + r",?\s+(\d{1,2})\s+de\s+" + ES_MO + r"(?:\s+(?:de|del)\s+(\d{4}))?", re.I)
EN_WD_IDX = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
ES_WD_IDX = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3, "viernes": 4,
             "sabado": 5, "sábado": 5, "domingo": 6}
EN_MO_IDX = {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS)}
ES_MO_IDX = {m: i + 1 for i, m in enumerate(
    ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
     "octubre", "noviembre", "diciembre"])}
ES_MO_IDX["setiembre"] = 9


def infer_year(month, day):
    best = None
    for y in (REF.year - 1, REF.year, REF.year + 1):
        try:
            d = D(y, month, day)
        except ValueError:
            continue
        if best is None or abs((d - REF).days) < abs((best - REF).days):
            best = d
    return best


def scan(text, where):
    found, bad = 0, []
    for m in EN_RE.finditer(text):
        wd = EN_WD_IDX[m.group(1)[:3].lower()]
        mo = EN_MO_IDX[m.group(2)[:3].lower()]
        day = int(m.group(3))
        d = D(int(m.group(4)), mo, day) if m.group(4) else infer_year(mo, day)
        found += 1
        if d.weekday() != wd:
            bad.append(f"{where}: '{m.group(0)}' -> {d} is a {WEEKDAYS[d.weekday()]}")
    for m in ES_RE.finditer(text):
        wd = ES_WD_IDX[m.group(1).lower()]
        day = int(m.group(2))
        mo = ES_MO_IDX[m.group(3).lower()]
        d = D(int(m.group(4)), mo, day) if m.group(4) else infer_year(mo, day)
        found += 1
        if d.weekday() != wd:
            bad.append(f"{where}: '{m.group(0)}' -> {d} is a {WEEKDAYS[d.weekday()]}")
    return found, bad


def main():
    errors = []
    assert REF.weekday() == 1, "reference date must be a Tuesday"
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                o = json.loads(line)
                items[o["id"]] = o

    print("Date keys recomputed from their rules (reference date %s):" % fmt(REF))
    for item, label, comp, exp, status in S:
        ok = comp == exp
        st_ok = (comp >= REF) if status == "open" else (comp < REF)
        flag = "OK " if ok and st_ok else "BAD"
        print(f"  {flag} {item:8s} {label:85s} -> {fmt(comp)}  [{status}]")
        if not ok:
            errors.append(f"{item}: {label}: computed {comp}, expected {exp}")
        if not st_ok:
            errors.append(f"{item}: {label}: status {status} inconsistent with reference date")

    print("\nKey dates present in each item's must_say:")
    for item, dates in KEY_IN_MUST_SAY.items():
        text = " ".join(items[item]["must_say"])
        for d in dates:
            present = fmt(d) in text
            print(f"  {'OK ' if present else 'BAD'} {item:8s} {fmt(d)}")
            if not present:
                errors.append(f"{item}: must_say lacks '{fmt(d)}'")

    for doc in ("GRADING.md", "README.md"):
        path = os.path.join(HERE, doc)
        if not os.path.exists(path):
            errors.append(f"{doc} missing")
            continue
        text = open(path, encoding="utf-8").read()
        missing = [fmt(d) for d in TABLE_DATES if fmt(d) not in text]
        print(f"\n{doc}: {len(TABLE_DATES) - len(missing)}/{len(TABLE_DATES)} key dates present in its tables")
        for m in missing:
            errors.append(f"{doc}: missing key date '{m}'")

    total = 0
    texts = []
    for o in items.values():
        for k in ("question",):
            texts.append((o[k], f"{o['id']}.{k}"))
        for k in ("must_say", "should_say", "must_not_say"):
            for i, s in enumerate(o[k]):
                texts.append((s, f"{o['id']}.{k}[{i}]"))
    for doc in ("GRADING.md", "README.md"):
        path = os.path.join(HERE, doc)
        if os.path.exists(path):
            texts.append((open(path, encoding="utf-8").read(), doc))
    for text, where in texts:
        n, bad = scan(text, where)
        total += n
        errors.extend(bad)
    print(f"\nWeekday+date strings checked: {total}")

    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  -", e)
        return 1
    print("All date checks passed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
