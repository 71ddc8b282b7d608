"""Recompute every date key of set AO part-1 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Sunday, December 6, 2026.  Python 3 stdlib only."""
import datetime as dt, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 6)
assert TODAY.strftime("%A") == "Sunday"

def thanksgiving(y):
    d = D(y, 11, 1)
    while d.weekday() != 3: d += dt.timedelta(1)
    return d + dt.timedelta(21)

TG = thanksgiving(2026)
assert TG == D(2026, 11, 26)
COMMON = {D(2026, 11, 11), TG, D(2026, 12, 25), D(2027, 1, 1)}
# Court holidays relevant to the windows used (Oct 2026 - Jan 2027)
HOL = {
    "MI": COMMON | {TG + dt.timedelta(1), D(2026, 12, 24), D(2026, 12, 31)},   # MCR 8.110(D)(2)
    "SC": COMMON | {TG + dt.timedelta(1), D(2026, 12, 24), D(2026, 12, 26)},   # S.C. Code 53-5-10
    "OH": COMMON, "NE": COMMON | {TG + dt.timedelta(1)}, "ND": COMMON,
    "ME": COMMON | {TG + dt.timedelta(1)}, "MD": COMMON | {TG + dt.timedelta(1)},
    "SD": COMMON, "WV": COMMON | {TG + dt.timedelta(1)}, "KS": COMMON,
}

def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(1)
    return d

def cal(start, n, st):          # exclude trigger day, include last day, roll forward
    return roll(start + dt.timedelta(n), st)

def business(start, n, st):     # n business days after the trigger day
    d, k = start, 0
    while k < n:
        d += dt.timedelta(1)
        if d.weekday() < 5 and d not in HOL[st]: k += 1
    return d

def years(d, n): return D(d.year + n, d.month, d.day)

# (item, description, computed, expected, must be in the future?)
K = []
def key(item, desc, got, exp, future=True):
    K.append((item, desc, got, exp, future))

key("P1-EN-01", "MI in-hand service Fri 2026-12-04 + 21 days (MCR 2.108(A)(1)); day 21 = Christmas",
    cal(D(2026,12,4), 21, "MI"), D(2026,12,28))
key("P1-EN-02", "SC service at work Tue 2026-11-24 + 30 days (SCRCP 12(a), 6(a)); Dec 24-26 SC holidays",
    cal(D(2026,11,24), 30, "SC"), D(2026,12,28))
key("P1-EN-02", "SC safe day = last business day before the Dec 24 holiday closure",
    D(2026,12,23), D(2026,12,23))
key("P1-EN-03", "MI requests for admission mailed Wed 2026-10-14 + 28 days (MCR 2.312(B)); day 28 = Veterans Day",
    cal(D(2026,10,14), 28, "MI"), D(2026,11,12), future=False)
key("P1-EN-03", "same, worst case with 3 extra mail days (28+3)",
    cal(D(2026,10,14), 31, "MI"), D(2026,11,16), future=False)
key("P1-EN-04", "ND abode service on spouse Fri 2026-11-20 + 21 days (N.D.R.Civ.P. 12(a))",
    cal(D(2026,11,20), 21, "ND"), D(2026,12,11))
key("P1-EN-05", "ME motion for summary judgment filed Mon 2026-11-23 + 21 days (M.R.Civ.P. 7(c)(2))",
    cal(D(2026,11,23), 21, "ME"), D(2026,12,14))
key("P1-EN-06", "MD judgment entered Mon 2026-11-09 + 30 days (Md. Rule 3-535(a); appeal 7-104)",
    cal(D(2026,11,9), 30, "MD"), D(2026,12,9))
key("P1-EN-08", "LA judgment signed 2015-10-20 prescribes 10 years later (C.C. art. 3501)",
    years(D(2015,10,20), 10), D(2025,10,20), future=False)
key("P1-EN-09", "IL rule to show cause hearing date printed on papers", D(2026,12,17), D(2026,12,17))
key("P1-EN-14", "WV magistrate service Mon 2026-11-30 + 20 days; day 20 = Sunday",
    cal(D(2026,11,30), 20, "WV"), D(2026,12,21))
key("P1-EN-18", "KS Chapter 60 personal service Fri 2026-11-20 + 21 days (K.S.A. 60-212(a))",
    cal(D(2026,11,20), 21, "KS"), D(2026,12,11))
key("P1-EN-19", "OH garnishment notice received Sat 2026-12-05 + 5 business days",
    business(D(2026,12,5), 5, "OH"), D(2026,12,11))
key("P1-EN-19", "SS lookback: review Fri 2026-12-04 -> period starts day before", D(2026,12,3), D(2026,12,3), future=False)
key("P1-EN-19", "SS lookback ends same date two months earlier", D(2026,10,3), D(2026,10,3), future=False)
key("P1-EN-11", "MA same lookback window for a Dec 4 review (Nov 3 and Dec 3 deposits inside, Oct 2 outside)",
    D(2026,10,3) <= D(2026,11,3) <= D(2026,12,3) and not (D(2026,10,3) <= D(2026,10,2)), True, future=False)
key("P1-ES-01", "OH certified mail delivered Fri 2026-12-04 + 28 days (Civ.R. 12(A), 6(A)); day 28 = New Year's Day",
    cal(D(2026,12,4), 28, "OH"), D(2027,1,4))
key("P1-ES-02", "NE residence service Fri 2026-11-13 + 30 days; day 30 = Sunday",
    cal(D(2026,11,13), 30, "NE"), D(2026,12,14))
key("P1-ES-03", "SD in-hand service Mon 2026-11-16 + 30 days (SDCL 15-6-12(a))",
    cal(D(2026,11,16), 30, "SD"), D(2026,12,16))
key("P1-ES-03", "last payment March 2018 + 6-year limitations -> March 2024 (past)",
    years(D(2018,3,31), 6) < TODAY, True, future=False)
key("P1-ES-04", "MS justice court trial date printed on summons", D(2027,1,5), D(2027,1,5))
key("P1-ES-08", "validation-period end date printed on the letter", D(2026,12,7), D(2026,12,7))

bad = 0
for item, desc, got, exp, fut in K:
    ok = got == exp
    if ok and fut and isinstance(got, D): ok = got > TODAY
    if not ok: bad += 1
    show = got.strftime("%A, %B %-d, %Y") if isinstance(got, D) else got
    print(("OK  " if ok else "BAD ") + f"{item}: {desc} -> {show}")

# ---- weekday + date strings in the text files ----
EN_M = {m.lower(): i for i, m in enumerate(["January","February","March","April","May","June","July",
        "August","September","October","November","December"], 1)}
EN_M.update({k[:3]: v for k, v in list(EN_M.items())}); EN_M["sept"] = 9
ES_M = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto",
        "septiembre","octubre","noviembre","diciembre"], 1)}
EN_W = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_W = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_W_ALT = {"miercoles": 2, "sabado": 5}
def infer_year(m): return 2027 if m <= 2 else 2026

en_re = re.compile(r"\b(" + "|".join(EN_W) + r"),?\s+(" + "|".join(sorted(EN_M, key=len, reverse=True)) +
                   r")\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
en_num = re.compile(r"\b(" + "|".join(EN_W) + r")\s+(\d{1,2})/(\d{1,2})\b", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_W + list(ES_W_ALT)) + r"),?\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) +
                   r")(?:\s+de\s+(\d{4}))?", re.I)
texts = []
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        texts.append((fn, open(p, encoding="utf-8").read()))
n = 0
for fn, t in texts:
    for m in en_re.finditer(t):
        wd, mon, day, yr = m.groups(); mo = EN_M[mon.lower()]
        d = D(int(yr) if yr else infer_year(mo), mo, int(day)); n += 1
        if EN_W[d.weekday()] != wd.lower():
            bad += 1; print(f"BAD weekday in {fn}: '{m.group(0)}' is a {d.strftime('%A')}")
    for m in en_num.finditer(t):
        wd, mo, day = m.groups(); d = D(infer_year(int(mo)), int(mo), int(day)); n += 1
        if EN_W[d.weekday()] != wd.lower():
            bad += 1; print(f"BAD weekday in {fn}: '{m.group(0)}' is a {d.strftime('%A')}")
    for m in es_re.finditer(t):
        wd, day, mon, yr = m.groups(); mo = ES_M[mon.lower()]
        d = D(int(yr) if yr else infer_year(mo), mo, int(day)); n += 1
        w = wd.lower(); wi = ES_W.index(w) if w in ES_W else ES_W_ALT[w]
        if wi != d.weekday():
            bad += 1; print(f"BAD weekday in {fn}: '{m.group(0)}' is a {ES_W[d.weekday()]}")
# 'friday 12/4' style and '(sat)' are also in questions; abbreviations handled above.
print(f"checked {len(K)} date keys and {n} weekday+date strings; problems: {bad}")
sys.exit(1 if bad else 0)
