#!/usr/bin/env python3
"""verify_dates.py — Solo blind set Q.

1. Recomputes every date key from its rule (start date + rule + weekend/holiday roll) and checks
   that the computed date is the one written in questions.jsonl (in the item's must_say) and in
   GRADING.md / README.md.
2. Finds every "weekday + date" string in questions.jsonl, GRADING.md and README.md (English and
   Spanish, with or without year, e.g. "Monday, December 7, 2026", "friday nov 27", "Monday 11/16",
   "lunes 21 de diciembre de 2026", "jueves 5 de nov") and checks the weekday is right.

Reference date: Tuesday, December 1, 2026. Standard library only. Exit code 1 on any failure.
"""
import datetime as dt
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 1)

# ---------------------------------------------------------------- holidays
# Court holidays that matter for the Nov 2026 - May 2027 window.
FEDERAL = {
    D(2026, 11, 11): "Veterans Day",
    D(2026, 11, 26): "Thanksgiving",
    D(2026, 12, 25): "Christmas",
    D(2027, 1, 1): "New Year's Day",
    D(2027, 1, 18): "Martin Luther King Jr. Day",
    D(2027, 2, 15): "Presidents' Day",
    D(2027, 5, 31): "Memorial Day",
}
STATE_EXTRA = {
    "TX": {D(2026, 11, 27): "Day after Thanksgiving", D(2026, 12, 24): "Christmas Eve",
           D(2026, 12, 26): "Day after Christmas"},
    "CA": {D(2026, 11, 27): "Day after Thanksgiving", D(2027, 3, 31): "Cesar Chavez Day",
           D(2027, 2, 12): "Lincoln's Birthday"},
    "FL": {D(2026, 11, 27): "Day after Thanksgiving"},
    "IN": {D(2026, 11, 27): "Lincoln's Birthday (observed)", D(2026, 12, 24): "Christmas Eve"},
    "KY": {D(2026, 11, 27): "Day after Thanksgiving", D(2026, 12, 24): "Christmas Eve"},
    "MD": {D(2026, 11, 27): "American Indian Heritage Day"},
    "WA": {D(2026, 11, 27): "Native American Heritage Day"},
    "OK": {D(2026, 11, 27): "Day after Thanksgiving", D(2026, 12, 24): "Christmas Eve"},
    "SC": {D(2026, 12, 24): "Christmas Eve", D(2026, 12, 26): "Day after Christmas"},
    "LA": {}, "NY": {}, "OH": {}, "CT": {}, "IL": {D(2026, 11, 27): "Day after Thanksgiving"},
    "UT": {}, "ND": {}, "IA": {},
}


def holidays(state):
    h = dict(FEDERAL)
    h.update(STATE_EXTRA.get(state, {}))
    return h


def closed(day, state):
    return day.weekday() >= 5 or day in holidays(state)


def roll(day, state):
    while closed(day, state):
        day += dt.timedelta(days=1)
    return day


def plus_days(start, n, state, do_roll=True):
    last = start + dt.timedelta(days=n)
    return roll(last, state) if do_roll else last


def tx_monday_next(service, n=20):
    """TRCP 99(b): 10:00 a.m. on the Monday next after the expiration of n days."""
    expires = service + dt.timedelta(days=n)
    d = expires + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return roll(d, "TX")


def ny_substituted(proof_filed, answer_days=30):
    """CPLR 308(2)/CCA 402: service complete 10 days after proof filed; then 30 days; roll."""
    complete = proof_filed + dt.timedelta(days=10)
    return complete, plus_days(complete, answer_days, "NY")


def regf_validation_end(sent):
    """12 CFR 1006.34(b)(5): receipt may be assumed 5 days (excluding legal public holidays,
    Saturdays and Sundays) after sending; validation period ends 30 days after receipt."""
    d, count = sent, 0
    while count < 5:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in FEDERAL:
            count += 1
    return d, d + dt.timedelta(days=30)


def add_months(day, months):
    y, m = day.year, day.month + months
    while m <= 0:
        m += 12
        y -= 1
    while m > 12:
        m -= 12
        y += 1
    import calendar
    last = calendar.monthrange(y, m)[1]
    return D(y, m, min(day.day, last))


def ssa_lookback(review):
    """31 CFR 212.3: lookback begins on the date preceding the account review and ends on the
    corresponding date two months earlier."""
    start = review - dt.timedelta(days=1)
    end = add_months(start, -2)
    return end, start


# ---------------------------------------------------------------- formatting
EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_WD = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
ES_MON = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
          "octubre", "noviembre", "diciembre"]


def en(d):
    return f"{EN_WD[d.weekday()]}, {EN_MON[d.month - 1]} {d.day}, {d.year}"


def es(d):
    return f"{ES_WD[d.weekday()]} {d.day} de {ES_MON[d.month - 1]} de {d.year}"


# ---------------------------------------------------------------- the date keys
# Each entry: id, description, computed date, formatter, extra assertions.
KEYS = []


def key(item_id, rule, computed, fmt, expect_iso, where=("questions", "grading")):
    KEYS.append(dict(id=item_id, rule=rule, date=computed, text=fmt(computed), expect=expect_iso,
                     where=where))


# Q-EN-01 Ohio: certified mail signed Fri Nov 27; 28 days; day 28 = Christmas -> roll
d28 = D(2026, 11, 27) + dt.timedelta(days=28)
assert d28 == D(2026, 12, 25) and d28 in FEDERAL
key("Q-EN-01", "OH Civ.R. 12(A) 28 days from certified-mail service, Civ.R. 6(A) roll",
    plus_days(D(2026, 11, 27), 28, "OH"), en, "2026-12-28")
# Q-EN-02 Indiana: 20 + 3 days (received by mail) from Tue Nov 10
key("Q-EN-02", "IN T.R. 6(C)+6(E): 23 days when summons received by mail",
    plus_days(D(2026, 11, 10), 23, "IN"), en, "2026-12-03")
BELIEVED_EN02 = D(2026, 11, 10) + dt.timedelta(days=20)  # what the person counted
assert BELIEVED_EN02 == D(2026, 11, 30)
# Q-EN-03 Kentucky: 20 days from Mon Nov 16, roll
key("Q-EN-03", "KY CR 12.01 20 days, CR 6.01 roll", plus_days(D(2026, 11, 16), 20, "KY"), en,
    "2026-12-07")
# Q-EN-04 Washington: 20 days from Fri Nov 20
key("Q-EN-04", "WA CR 12(a) 20 days", plus_days(D(2026, 11, 20), 20, "WA"), en, "2026-12-10")
# Q-EN-05 Maryland: 15 days from Fri Nov 20 (day 15 Saturday) -> Monday
key("Q-EN-05", "MD Rule 3-307 15 days, Rule 1-203 roll", plus_days(D(2026, 11, 20), 15, "MD"), en,
    "2026-12-07")
key("Q-EN-05", "MD trial date printed on the summons", D(2027, 1, 14), en, "2027-01-14")
# Q-EN-06 Connecticut: return date must be a Tuesday; appearance by 2nd day after
RET = D(2026, 12, 15)
assert RET.weekday() == 1, "CT return date must be a Tuesday"
assert (RET - D(2026, 11, 19)).days >= 12, "CT process must be served 12+ days before return date"
key("Q-EN-06", "CT P.B. 3-2/17-20: appearance by the second day after the return date",
    plus_days(RET, 2, "CT"), en, "2026-12-17")
# Q-EN-07 Texas JP: end of 14th day from Fri Nov 13; day 14 = Nov 27 (TX holiday) -> Nov 30; passed
raw14 = D(2026, 11, 13) + dt.timedelta(days=14)
key("Q-EN-07", "TX TRCP 502.5 14th day (raw)", raw14, en, "2026-11-27")
key("Q-EN-07", "TX TRCP 502.5 14th day rolled past state holiday", plus_days(D(2026, 11, 13), 14, "TX"),
    en, "2026-11-30")
assert plus_days(D(2026, 11, 13), 14, "TX") < TODAY, "EN-07 must be a passed deadline"
# Q-EN-08 Florida: 20 days from Tue Nov 24
key("Q-EN-08", "FL R. Civ. P. 1.140(a) 20 days", plus_days(D(2026, 11, 24), 20, "FL"), en,
    "2026-12-14")
# Q-ES-01 New York: proof filed Tue Nov 10; complete Nov 20; +30 -> Sun Dec 20 -> Mon Dec 21
complete, last = ny_substituted(D(2026, 11, 10))
assert complete == D(2026, 11, 20)
key("Q-ES-01", "NY CPLR 308(2)/320(a), CCA 402: complete 10 days after filing, then 30 days", last, es,
    "2026-12-21")
assert D(2026, 11, 5) + dt.timedelta(days=20) < TODAY  # the friend's (wrong) 20-day count
# Q-ES-02 Louisiana: 21 days from Thu Nov 12
key("Q-ES-02", "LA C.C.P. art. 1001 21 days", plus_days(D(2026, 11, 12), 21, "LA"), es, "2026-12-03")
# Q-ES-03 Illinois small claims return date (printed)
key("Q-ES-03", "IL S. Ct. R. 101(b) return date printed", D(2026, 12, 30), es, "2026-12-30")
# Q-ES-04 Texas county court: posted Tue Nov 10 under Rule 106 order; Monday next after 20 days
assert D(2026, 11, 10) + dt.timedelta(days=20) == D(2026, 11, 30)
key("Q-ES-04", "TX TRCP 99(b) Monday next after expiration of 20 days", tx_monday_next(D(2026, 11, 10)),
    es, "2026-12-07")
# Q-ES-06 Florida wage garnishment claim of exemption: 20 days from Mon Nov 23
key("Q-ES-06", "FL Stat. 77.041 20 days from receipt of notice, roll", plus_days(D(2026, 11, 23), 20, "FL"),
    es, "2026-12-14")
# Q-EN-20 Reg F validation period: sent Tue Nov 10
rcpt, vend = regf_validation_end(D(2026, 11, 10))
assert rcpt == D(2026, 11, 18)
key("Q-EN-20", "Reg F 1006.34: receipt assumed 5 business days after sending, +30 days", vend, en,
    "2026-12-18")
# Q-EN-21 South Carolina magistrate: 30 days from Fri Nov 6
key("Q-EN-21", "SC magistrate 30 days, SCRCP 6(a) roll", plus_days(D(2026, 11, 6), 30, "SC"), en,
    "2026-12-07")
# Q-EN-24 Oklahoma: 20 days from Fri Nov 20
key("Q-EN-24", "OK 12 O.S. 2012(A) 20 days", plus_days(D(2026, 11, 20), 20, "OK"), en, "2026-12-10")
# Q-EN-33 Illinois citation hearing printed
key("Q-EN-33", "IL citation hearing date printed", D(2026, 12, 9), en, "2026-12-09")
# Q-EN-38 California: claim of exemption 10 days + 5 for mailed notice of levy (Tue Nov 24)
key("Q-EN-38", "CA CCP 703.520 + 684.120: 15 days after mailed notice of levy",
    plus_days(D(2026, 11, 24), 15, "CA"), en, "2026-12-09")
d180 = D(2026, 11, 24) + dt.timedelta(days=180)
assert d180 == D(2027, 5, 23) and d180.weekday() == 6
key("Q-EN-38", "CA CCP 473.5: 180 days after written notice, roll", plus_days(D(2026, 11, 24), 180, "CA"),
    en, "2027-05-24")
assert plus_days(D(2026, 11, 24), 180, "CA") < D(2028, 2, 1), "180-day limit must be the earlier one"
# Q-EN-39 SCRA: 90 days after release Fri Oct 16
key("Q-EN-39", "SCRA 50 U.S.C. 3931(g): 90 days after release from duty",
    plus_days(D(2026, 10, 16), 90, "ND"), en, "2027-01-14")
# Q-ES-20 Utah: 90 days after judgment Tue Sep 15
key("Q-ES-20", "UT URCP 60(c): 90 days after entry of judgment", plus_days(D(2026, 9, 15), 90, "UT"), es,
    "2026-12-14")
# Q-ES-11 / Q-ES-12 printed validation end dates
key("Q-ES-11", "printed validation end date", D(2027, 1, 4), es, "2027-01-04")
key("Q-ES-12", "printed validation end date", D(2026, 12, 14), es, "2026-12-14")

# SSA/31 CFR 212 lookbacks (date-based part of the numbers items)
LOOKBACKS = [
    ("Q-EN-13", D(2026, 11, 23), {D(2026, 9, 16): 1480, D(2026, 10, 21): 1480, D(2026, 11, 18): 1480},
     2960, 3900, 940),
    ("Q-ES-08", D(2026, 11, 20), {D(2026, 9, 1): 1050, D(2026, 10, 1): 1050, D(2026, 10, 30): 1050},
     2100, 2600, 500),
]

# ---------------------------------------------------------------- weekday-string scan
MON_MAP = {}
for i, m in enumerate(EN_MON):
    MON_MAP[m.lower()] = i + 1
    MON_MAP[m[:3].lower()] = i + 1
MON_MAP["sept"] = 9
for i, m in enumerate(ES_MON):
    MON_MAP[m] = i + 1
    MON_MAP[m[:3]] = i + 1
MON_MAP["setiembre"] = 9
WD_MAP = {w.lower(): i for i, w in enumerate(EN_WD)}
for i, w in enumerate(ES_WD):
    WD_MAP[w] = i
    WD_MAP[unicodedata.normalize("NFD", w).encode("ascii", "ignore").decode()] = i

EN_WD_RE = "|".join(EN_WD)
ES_WD_RE = "lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo"
EN_MON_RE = "January|February|March|April|May|June|July|August|September|October|November|December|" \
            "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec"
ES_MON_RE = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|" \
            "diciembre|ene|feb|mar|abr|jun|jul|ago|sept|sep|oct|nov|dic"

PATTERNS = [
    re.compile(rf"\b({EN_WD_RE})\b,?\s+(?:the\s+)?({EN_MON_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
               rf"(?:,?\s+(\d{{4}}))?", re.I),
    re.compile(rf"\b({EN_WD_RE})\b,?\s+(\d{{1,2}})/(\d{{1,2}})(?:/(\d{{2,4}}))?", re.I),
    re.compile(rf"\b({ES_WD_RE})\s+(\d{{1,2}})\s+de\s+({ES_MON_RE})\b\.?(?:\s+de\s+(\d{{4}}))?", re.I),
]


def infer_year(month, year):
    if year:
        y = int(year)
        return y + 2000 if y < 100 else y
    return 2026 if month >= 6 else 2027


def scan(text, label):
    found, bad = [], []
    for pi, pat in enumerate(PATTERNS):
        for m in pat.finditer(text):
            g = m.groups()
            if pi == 0:
                wd, mon, day, yr = g[0].lower(), MON_MAP[g[1].lower()], int(g[2]), g[3]
            elif pi == 1:
                wd, mon, day, yr = g[0].lower(), int(g[1]), int(g[2]), g[3]
            else:
                wd = unicodedata.normalize("NFD", g[0].lower()).encode("ascii", "ignore").decode()
                day, mon, yr = int(g[1]), MON_MAP[g[2].lower()], g[3]
            y = infer_year(mon, yr)
            try:
                d = D(y, mon, day)
            except ValueError:
                bad.append((label, m.group(0), "invalid date"))
                continue
            want = WD_MAP[wd]
            found.append((label, m.group(0), d))
            if d.weekday() != want:
                bad.append((label, m.group(0), f"{d.isoformat()} is a {EN_WD[d.weekday()]}"))
    return found, bad


def main():
    failures = []
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                it = json.loads(line)
                items[it["id"]] = it
    docs = {}
    for name in ("GRADING.md", "README.md"):
        p = os.path.join(HERE, name)
        docs[name] = open(p, encoding="utf-8").read() if os.path.exists(p) else ""

    assert TODAY.weekday() == 1, "reference date must be a Tuesday"

    print("== Date keys recomputed from their rules ==")
    for k in KEYS:
        ok = k["date"].isoformat() == k["expect"]
        item = items.get(k["id"])
        blob = json.dumps(item["must_say"], ensure_ascii=False) if item else ""
        in_item = k["text"] in blob
        in_grading = (en(k["date"]) in docs["GRADING.md"]) or (k["text"] in docs["GRADING.md"])
        status = "OK " if ok and in_item and in_grading else "ERR"
        if status == "ERR":
            failures.append(f"{k['id']} {k['rule']}: computed {k['date']} expected {k['expect']} "
                            f"in_item={in_item} in_grading={in_grading}")
        print(f"{status} {k['id']:8} {k['text']:38} <- {k['rule']}")

    print("\n== 31 CFR 212 lookbacks ==")
    for iid, review, deposits, protected, balance, held in LOOKBACKS:
        lo, hi = ssa_lookback(review)
        s = sum(v for d, v in deposits.items() if lo <= d <= hi)
        wed_ok = True
        if iid == "Q-EN-13":  # third Wednesdays
            wed_ok = all(d.weekday() == 2 and 15 <= d.day <= 21 for d in deposits)
        ok = s == protected and balance - s == held and wed_ok
        if not ok:
            failures.append(f"{iid} lookback {lo}..{hi} sum {s} (want {protected})")
        print(f"{'OK ' if ok else 'ERR'} {iid}: review {en(review)}; lookback {lo}..{hi}; "
              f"protected ${s:,}; held ${balance - s:,}")

    print("\n== Weekday + date strings ==")
    sources = {"questions.jsonl": open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read()}
    sources.update(docs)
    total = 0
    for label, text in sources.items():
        found, bad = scan(text, label)
        total += len(found)
        print(f"{label}: {len(found)} weekday+date strings, {len(bad)} wrong")
        for b in bad:
            failures.append(f"weekday mismatch in {b[0]}: '{b[1]}' ({b[2]})")
            print("   ERR", b)
    print(f"total weekday+date strings checked: {total}")

    if failures:
        print("\nFAILURES:")
        for x in failures:
            print(" -", x)
        sys.exit(1)
    print(f"\nALL DATE CHECKS PASSED ({len(KEYS)} date keys, {len(LOOKBACKS)} lookbacks, "
          f"{total} weekday strings)")


if __name__ == "__main__":
    main()
