#!/usr/bin/env python3
"""Recompute every date key of set AR part-2 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Sunday, December 6, 2026. Standard library only."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 6)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays that matter in the window Nov 2026 - Oct 2027 (only those needed for roll-forward).
FED = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18), D(2027, 2, 15),
       D(2027, 5, 31), D(2027, 6, 18), D(2027, 7, 5), D(2027, 9, 6), D(2027, 10, 11), D(2027, 11, 11),
       D(2027, 11, 25)}
HOL = {
    "NY": FED | {D(2027, 2, 12)},                       # Lincoln's Birthday (NY courts closed)
    "TX": FED | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "OH": FED,
    "NJ": FED | {D(2027, 2, 12)},
    "FL": FED | {D(2026, 11, 27)},
    "GA": FED | {D(2026, 11, 27)},
    "MI": FED | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},   # MCR 8.110(D)(2)
    "CA": FED | {D(2026, 11, 27), D(2027, 2, 12)},     # Lincoln Day is a CA judicial holiday
    "IL": FED | {D(2027, 2, 12), D(2027, 3, 1)},       # Lincoln's Birthday, Pulaski Day (Cook County)
    "US": FED,
}

def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d

def plus_days(start, n, st):
    return roll(start + dt.timedelta(days=n), st)

def plus_years(start, n, st):
    return roll(start.replace(year=start.year + n), st)

def tx_monday_after_20(served):
    # TRCP 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days.
    exp = served + dt.timedelta(days=20)
    d = exp + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return roll(d, "TX")

KEYS = [
 # id, rule text, computed, expected
 ("P2-EN-01", "NY nail-and-mail: complete 10 days after affidavit filed 2026-11-16, then 30 days (CCA 402 / CPLR 308(4), GCL 25-a)",
  plus_days(D(2026, 11, 16) + dt.timedelta(days=10), 30, "NY"), D(2026, 12, 28)),
 ("P2-EN-02", "TX justice court: 14 days after in-hand service 2026-11-21, weekend rolls (TRCP 502.5, 500.5)",
  plus_days(D(2026, 11, 21), 14, "TX"), D(2026, 12, 7)),
 ("P2-EN-03", "OH Civ.R. 60(B)(1)-(3): not more than one year after judgment 2026-09-14",
  plus_years(D(2026, 9, 14), 1, "OH"), D(2027, 9, 14)),
 ("P2-EN-06", "FDCPA 15 U.S.C. 1692k(d): one year from violation 2026-11-30",
  plus_years(D(2026, 11, 30), 1, "US"), D(2027, 11, 30)),
 ("P2-EN-07", "NJ Special Civil Part: 35 days after service 2026-11-12",
  plus_days(D(2026, 11, 12), 35, "NJ"), D(2026, 12, 17)),
 ("P2-ES-01", "FL: 20 days after in-hand service 2026-12-05, Christmas + weekend roll (Rule 1.140, R. Gen. Prac. 2.514)",
  plus_days(D(2026, 12, 5), 20, "FL"), D(2026, 12, 28)),
 ("P2-ES-02", "GA magistrate: 30 days after abode service 2026-12-02, New Year's Day + weekend roll",
  plus_days(D(2026, 12, 2), 30, "GA"), D(2027, 1, 4)),
 ("P2-ES-03", "FL notice of action: date printed in the notice (no computation)",
  D(2027, 1, 8), D(2027, 1, 8)),
 ("P2-ES-04", "MI: 28 days after certified-mail service 2026-11-27 (MCR 2.108(A)(2)), Christmas + weekend roll (MCR 1.108)",
  plus_days(D(2026, 11, 27), 28, "MI"), D(2026, 12, 28)),
 ("P2-ES-04b", "MI: 21 days after 2026-11-27 (the wrong rule the cousin cites)",
  D(2026, 11, 27) + dt.timedelta(days=21), D(2026, 12, 18)),
 ("P2-ES-05", "MI MCR 2.612(C)(2): one year after default judgment 2026-10-05",
  plus_years(D(2026, 10, 5), 1, "MI"), D(2027, 10, 5)),
 ("P2-ES-06", "CA post-judgment interrogatories: 30 days + 5 for mail from 2026-11-13 (CCP 2030.260, 1013)",
  plus_days(D(2026, 11, 13), 35, "CA"), D(2026, 12, 18)),
 ("P2-ES-06b", "CA ORAP hearing date printed on the order", D(2027, 1, 14), D(2027, 1, 14)),
 ("P2-ES-07", "IL 735 ILCS 5/2-1401: two years after judgment 2025-02-12; Lincoln's Birthday, weekend, Presidents' Day roll",
  plus_years(D(2025, 2, 12), 2, "IL"), D(2027, 2, 16)),
 ("P2-ES-11", "FL claim of exemption: 20 days after receipt 2026-11-30 (Fla. Stat. 77.041), Sunday roll",
  plus_days(D(2026, 11, 30), 20, "FL"), D(2026, 12, 21)),
 ("P2-ES-15", "Validation period end printed in the collector's letter", D(2026, 12, 28), D(2026, 12, 28)),
 ("P2-ES-16", "TX county court at law: Monday next after 20 days from service on Secretary of State 2026-11-05 (TRCP 99(b))",
  tx_monday_after_20(D(2026, 11, 5)), D(2026, 11, 30)),
 ("P2-ES-17", "NY Civil Court: 20 days after in-hand service 2026-12-01",
  plus_days(D(2026, 12, 1), 20, "NY"), D(2026, 12, 21)),
 ("P2-ES-18", "AZ justice court: continued trial date given in the question", D(2026, 12, 14), D(2026, 12, 14)),
]

EN_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_DAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
EN_MON = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
          "august", "september", "october", "november", "december"])}
EN_MON.update({"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
               "oct": 10, "nov": 11, "dec": 12})
ES_MON = {m: i + 1 for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
          "agosto", "septiembre", "octubre", "noviembre", "diciembre"])}

def strip_acc(s):
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU"))

def default_year(m):
    return 2026 if m >= 7 else 2027

EN_RE = re.compile(r"\b(" + "|".join(EN_DAYS) + r"),?\s+(" + "|".join(sorted(EN_MON, key=len, reverse=True)) +
                   r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?", re.I)
ES_RE = re.compile(r"\b(" + "|".join(ES_DAYS) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MON) +
                   r")(?:\s+(?:de(?:l)?\s+)?(\d{4}))?", re.I)

def check_strings(text, where):
    bad, n = [], 0
    t = strip_acc(text)
    for m in EN_RE.finditer(t):
        wd, mon, day, yr = m.group(1).lower(), EN_MON[m.group(2).lower()], int(m.group(3)), m.group(4)
        y = int(yr) if yr else default_year(mon)
        n += 1
        real = D(y, mon, day)
        if EN_DAYS[real.weekday()] != wd:
            bad.append(f"{where}: '{m.group(0)}' is really a {EN_DAYS[real.weekday()]}")
    for m in ES_RE.finditer(t):
        wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), ES_MON[m.group(3).lower()], m.group(4)
        y = int(yr) if yr else default_year(mon)
        n += 1
        real = D(y, mon, day)
        if ES_DAYS[real.weekday()] != wd:
            bad.append(f"{where}: '{m.group(0)}' is really a {ES_DAYS[real.weekday()]}")
    return n, bad

def main():
    ok = True
    assert TODAY.weekday() == 6, "reference date must be a Sunday"
    print("Reference date:", TODAY.strftime("%A, %B %-d, %Y"))
    for kid, rule, got, exp in KEYS:
        status = "OK " if got == exp else "BAD"
        if got != exp:
            ok = False
        rel = "future" if got >= TODAY else "PASSED"
        print(f"{status} {kid:10s} {got.strftime('%A, %B %-d, %Y'):30s} [{rel}] {rule}")
    # each key's date string must appear in the item's must_say (except informational sub-keys)
    items = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")}
    for kid, rule, got, exp in KEYS:
        base = kid[:8]
        s = got.strftime("%B %-d, %Y")
        es = f"{got.day} de " + ["enero","febrero","marzo","abril","mayo","junio","julio","agosto",
              "septiembre","octubre","noviembre","diciembre"][got.month - 1]
        blob = json.dumps(items[base], ensure_ascii=False)
        if s not in blob and es not in blob:
            ok = False
            print(f"BAD {kid}: date '{s}' not found in item text")
    total = 0
    for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
        path = os.path.join(HERE, fn)
        if not os.path.exists(path):
            print("missing", fn); ok = False; continue
        txt = open(path, encoding="utf-8").read()
        if fn == "questions.jsonl":
            txt = "\n".join(json.dumps(json.loads(l), ensure_ascii=False) for l in txt.splitlines())
        n, bad = check_strings(txt, fn)
        total += n
        for b in bad:
            print("BAD", b); ok = False
        print(f"{fn}: {n} weekday+date strings checked, {len(bad)} bad")
    print("ALL DATES OK" if ok else "DATE ERRORS FOUND")
    return 0 if ok else 1

if __name__ == "__main__":
    sys.exit(main())
