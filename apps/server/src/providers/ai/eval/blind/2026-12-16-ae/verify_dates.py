#!/usr/bin/env python3
"""Recompute every date key of set AE from its rule, check every weekday+date string
in questions.jsonl, and recompute the numbers keys.  Reference date: Friday, Dec 4, 2026."""
import json, re, sys, datetime as dt
from pathlib import Path

D = dt.date
TODAY = D(2026, 12, 4)
HERE = Path(__file__).resolve().parent
ITEMS = {j["id"]: j for j in (json.loads(l) for l in open(HERE / "questions.jsonl", encoding="utf-8") if l.strip())}

# Court holidays relevant to Nov 2026 - Jan 2027.
FEDERAL = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18)}
STATE_EXTRA = {
    "SC": {D(2026, 12, 24), D(2026, 12, 26)},          # S.C. Code 53-5-10: Dec 24, 25, 26
    "MI": {D(2026, 12, 24), D(2026, 12, 31), D(2026, 11, 27)},  # MCR 8.110(D)(2)
    "GA": {D(2026, 11, 27)}, "PA": {D(2026, 11, 27)}, "CA": {D(2026, 11, 27)},
    "TX": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
}

def closed(d, st):
    return d.weekday() >= 5 or d in FEDERAL or d in STATE_EXTRA.get(st, set())

def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d

def plus(start, n, st, do_roll=True):
    d = start + dt.timedelta(days=n)
    return roll(d, st) if do_roll else d

# id, state, rule text, computed last day (or printed date), expected raw day (before roll) or None
S = []
def add(i, st, rule, last, raw=None):
    S.append((i, st, rule, last, raw))

add("Q-EN-01", "MI", "in-hand service 2026-12-04 + 21 days (MCR 2.108(A)(1)); day 21 Christmas -> next court day",
    plus(D(2026,12,4), 21, "MI"), D(2026,12,4)+dt.timedelta(21))
add("Q-EN-02", "MD", "served outside MD 2026-11-02 + 60 days (Md. Rule 3-307); day 60 New Year's Day -> next court day",
    plus(D(2026,11,2), 60, "MD"), D(2026,11,2)+dt.timedelta(60))
add("Q-EN-04", "SC", "household-member service 2026-11-24 + 30 days (SCRCP 12(a)); Dec 24 SC holiday, Dec 25, Dec 26 SC holiday/Sat, Sun -> Mon",
    plus(D(2026,11,24), 30, "SC"), D(2026,11,24)+dt.timedelta(30))
add("Q-EN-05", "AK", "in-hand service 2026-11-13 + 20 days (Alaska Civ. R. 12(a)) -> already passed",
    plus(D(2026,11,13), 20, "AK"), None)
add("Q-EN-06", "VA", "return date printed on warrant in debt", D(2027,1,12), None)
add("Q-EN-07", "PA", "MDJ judgment entered 2026-11-13 + 30 days to appeal (Pa.R.C.P.M.D.J. 1002); Sunday -> Monday",
    plus(D(2026,11,13), 30, "PA"), D(2026,11,13)+dt.timedelta(30))
ga_answer = plus(D(2026,10,30), 30, "GA")
add("Q-EN-08", "GA", "answer: service 2026-10-30 + 30 days (Sun -> Mon Nov 30); default next day; open as of right within 15 days of default (O.C.G.A. 9-11-55(a))",
    ga_answer + dt.timedelta(1) + dt.timedelta(15), None)
add("Q-EN-19", "CA", "notice of levy mailed in CA 2026-11-20: 15 days (CCP 703.520) + 5 for mail (CCP 684.120)",
    plus(D(2026,11,20), 20, "CA"), None)
add("Q-EN-20", "DE", "Zoom hearing date printed on papers", D(2027,1,7), None)
add("Q-EN-25", "ID", "in-hand service 2026-11-20 + 21 days (I.R.C.P. 12(a))", plus(D(2026,11,20), 21, "ID"), None)
add("Q-EN-26", "PA", "MSJ served 2026-11-20 + 30 days to respond (Pa.R.C.P. 1035.3); Sunday -> Monday",
    plus(D(2026,11,20), 30, "PA"), D(2026,11,20)+dt.timedelta(30))
add("Q-ES-01", "UT", "served outside Utah 2026-11-16 + 30 days (URCP 12(a))", plus(D(2026,11,16), 30, "UT"), None)
add("Q-ES-02", "TX", "RFAs served by mail 2026-10-28: 30 days + 3 mail days (TRCP 198.2, 21a) -> already passed",
    plus(D(2026,10,28), 33, "TX"), None)
add("Q-ES-05", "AL", "district-court judgment 2026-11-24 + 14 days to appeal to circuit court (Ala. Code 12-12-70)",
    plus(D(2026,11,24), 14, "AL"), None)
add("Q-ES-08", "NY", "exemption claim form postmarked 2026-11-19 + 20 days (CPLR 5222-a)", plus(D(2026,11,19), 20, "NY"), None)
add("Q-ES-14", "AZ", "end of validation period printed on notice", D(2026,12,21), None)
add("Q-ES-17", "MI", "mediation date printed on notice", D(2026,12,15), None)

EXPECT = {  # what the key must state
    "Q-EN-01": D(2026,12,28), "Q-EN-02": D(2027,1,4), "Q-EN-04": D(2026,12,28), "Q-EN-05": D(2026,12,3),
    "Q-EN-06": D(2027,1,12), "Q-EN-07": D(2026,12,14), "Q-EN-08": D(2026,12,16), "Q-EN-19": D(2026,12,10),
    "Q-EN-20": D(2027,1,7), "Q-EN-25": D(2026,12,11), "Q-EN-26": D(2026,12,21), "Q-ES-01": D(2026,12,16),
    "Q-ES-02": D(2026,11,30), "Q-ES-05": D(2026,12,8), "Q-ES-08": D(2026,12,9), "Q-ES-14": D(2026,12,21),
    "Q-ES-17": D(2026,12,15),
}
MONTHS = {m: i for i, m in enumerate(["january","february","march","april","may","june","july","august",
          "september","october","november","december"], 1)}
ABBR = {k[:3]: v for k, v in MONTHS.items()}; ABBR["sept"] = 9
WD = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]

def fmt(d): return f"{WD[d.weekday()].capitalize()}, {d.strftime('%B')} {d.day}, {d.year}"

bad = 0
if TODAY.weekday() != 4:
    print("FAIL reference date is not a Friday"); bad += 1
print("Deadline scenarios")
for i, st, rule, last, raw in S:
    exp = EXPECT[i]
    ok = last == exp
    txt = " ".join(ITEMS[i]["must_say"])
    mentions = f"{last.strftime('%B')} {last.day}" in txt or f"{last.strftime('%b')} {last.day}" in txt
    status = "OK " if ok and mentions else "FAIL"
    if status == "FAIL": bad += 1
    rawtxt = f" (raw day {fmt(raw)})" if raw else ""
    rel = "passed" if last < TODAY else ("today" if last == TODAY else f"{(last-TODAY).days} days from today")
    print(f"  {status} {i} [{st}] {rule}{rawtxt} -> {fmt(last)} ({rel}); key states it: {mentions}")

# every weekday+date string in the file
pat = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+"
                 r"(January|February|March|April|May|June|July|August|September|October|November|December|"
                 r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?",
                 re.I)
n = 0
print("Weekday+date strings")
for i, it in ITEMS.items():
    blob = json.dumps(it, ensure_ascii=False)
    for m in pat.finditer(blob):
        wd, mo, day, yr = m.groups()
        mnum = MONTHS.get(mo.lower()) or ABBR.get(mo.lower()[:4] if mo.lower().startswith("sept") else mo.lower()[:3])
        year = int(yr) if yr else (2027 if mnum <= 6 else 2026)
        d = D(year, mnum, int(day))
        n += 1
        if WD[d.weekday()] != wd.lower():
            bad += 1
            print(f"  FAIL {i}: '{m.group(0)}' is really a {WD[d.weekday()]}")
print(f"  checked {n} weekday+date strings")

print("Numbers keys")
FMW = 7.25
def cap(disp, mult):  # federal CCPA cap, mult = weeks-equivalent of 30x FMW
    return min(0.25 * disp, max(0.0, disp - 30 * FMW * mult))
NEED = {"Q-EN-12": ["$155", "$185"], "Q-EN-14": ["$50"], "Q-EN-17": ["$5,000"], "Q-EN-30": ["$5,400", "$3,500", "$1,900"],
        "Q-ES-06": ["$275", "$628.75", "$471.25"], "Q-ES-10": ["$6,200", "$4,900"], "Q-ES-11": ["$2,800", "$200"], "Q-ES-16": ["$2,080"]}
checks = [
    ("Q-EN-12", "biweekly $620: 25%=155, 620-435=185, cap=155", cap(620, 2) == 155 and 620 - 435 == 185),
    ("Q-EN-14", "weekly $800, support $150: 25%=200, creditor 200-150=50", 0.25*800 - 150 == 50 and 800 - 217.5 > 200),
    ("Q-EN-17", "van equity 14000-9000=5000", 14000 - 9000 == 5000),
    ("Q-EN-30", "forgiven 8400-3000=5400; insolvency 31000-27500=3500; taxable 1900",
        8400-3000 == 5400 and 31000-27500 == 3500 and min(5400, 3500) == 3500 and 5400-3500 == 1900),
    ("Q-ES-06", "semimonthly $1,100: 30xFMWx52/24=471.25, 25%=275, excess=628.75, cap=275",
        abs(30*FMW*52/24 - 471.25) < 1e-9 and cap(1100, 52/24) == 275 and abs(1100-471.25-628.75) < 1e-9),
    ("Q-ES-10", "VA 1800x2 + SS 1300x2 = 6200 >= 4900 -> all 4900 protected", 1800*2+1300*2 == 6200 and min(6200, 4900) == 4900),
    ("Q-ES-11", "SS 1400x2 = 2800 protected of 3000, 200 exposed", 1400*2 == 2800 and 3000-2800 == 200),
    ("Q-ES-16", "40% of 5200 = 2080", round(0.40*5200, 2) == 2080),
]
for i, desc, ok in checks:
    txt = " ".join(ITEMS[i]["must_say"])
    missing = [x for x in NEED[i] if x not in txt]
    ok = ok and not missing
    if not ok: bad += 1
    print(f"  {'OK ' if ok else 'FAIL'} {i}: {desc}" + (f" MISSING in key: {missing}" if missing else ""))
print("RESULT:", "ALL OK" if bad == 0 else f"{bad} problem(s)")
sys.exit(1 if bad else 0)
