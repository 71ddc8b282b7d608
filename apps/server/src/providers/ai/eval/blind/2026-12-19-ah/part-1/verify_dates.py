#!/usr/bin/env python3
"""Recompute every date key in set AH part 1 from its rule; check weekday+date strings in questions.jsonl."""
import datetime as dt, json, re, sys
D=dt.date; TODAY=D(2026,12,4)
# court holidays used (federal + state-specific relevant to the rule)
FED={D(2026,11,26),D(2026,12,25),D(2027,1,1),D(2027,1,18)}
SC_EXTRA={D(2026,12,24),D(2026,12,26)}   # S.C. Code 53-5-10: Christmas Eve, Christmas, day after
def roll(d,hol):
    while d.weekday()>=5 or d in hol: d+=dt.timedelta(days=1)
    return d
def add(start,days,hol=FED): return roll(start+dt.timedelta(days=days),hol)
K=[ # id, description, computed, expected
("Q-EN-01","Utah URCP 12(a): 21 days from substituted service Nov 13",add(D(2026,11,13),21),D(2026,12,4)),
("Q-EN-02","SC magistrate: 30 days from in-hand service Nov 24; Dec 24-26 SC holidays",add(D(2026,11,24),30,FED|SC_EXTRA),D(2026,12,28)),
("Q-EN-03","Montana UDCR 2: 14 days + 3 mail days (Rule 6(d)) from mailing Nov 20",roll(D(2026,11,20)+dt.timedelta(days=17),FED),D(2026,12,7)),
("Q-EN-05a","Texas TRCP 505.3(c): 14 days to set aside from judgment signed Nov 16 (passed)",add(D(2026,11,16),14),D(2026,11,30)),
("Q-EN-05b","Texas TRCP 506.1: 21 days to appeal from Nov 16",add(D(2026,11,16),21),D(2026,12,7)),
("Q-EN-06","Debtor exam date printed on order",D(2026,12,17),D(2026,12,17)),
("Q-EN-12","FDCPA 15 USC 1692k(d): 1 year from Nov 20, 2026 (approx.)",D(2027,11,20),D(2027,11,20)),
("Q-EN-13","Validation notice dispute date printed",D(2026,12,21),D(2026,12,21)),
("Q-EN-15","Small-claims trial date printed",D(2026,12,10),D(2026,12,10)),
("Q-ES-01","Kansas ch. 61 appearance date printed",D(2026,12,15),D(2026,12,15)),
("Q-ES-02","Alabama ARCP 12(a): 30 days from certified-mail delivery Dec 2; Jan 1 holiday",add(D(2026,12,2),30),D(2027,1,4)),
("Q-ES-03","Utah URCP 60(c): 90 days from judgment Aug 3 (passed)",add(D(2026,8,3),90),D(2026,11,2)),
("Q-ES-05","Claim of exemption: 14 days from mailing Nov 23 (per notice)",add(D(2026,11,23),14),D(2026,12,7)),
("Q-ES-08","Validation notice dispute date printed",D(2026,12,14),D(2026,12,14)),
("Q-ES-09","Idaho IRCP 12(a): 21 days from service at work Dec 4; Dec 25 holiday",add(D(2026,12,4),21),D(2026,12,28)),
]
bad=0
for i,desc,got,exp in K:
    ok=got==exp; bad+=not ok
    state="passed" if got<TODAY else ("TODAY" if got==TODAY else "open")
    print(f"{'OK ' if ok else 'BAD'} {i:9} {got} {got.strftime('%A'):9} [{state}] {desc}")
# raw-day checks for the weekend/holiday cases
assert D(2026,11,24)+dt.timedelta(30)==D(2026,12,24) and D(2026,12,24).weekday()==3
assert D(2026,12,2)+dt.timedelta(30)==D(2027,1,1) and D(2027,1,1).weekday()==4
assert D(2026,12,4)+dt.timedelta(21)==D(2026,12,25)
assert D(2026,8,3)+dt.timedelta(90)==D(2026,11,1) and D(2026,11,1).weekday()==6
assert TODAY.weekday()==4
# weekday+date strings in the set
EN=dict(zip(["monday","tuesday","wednesday","thursday","friday","saturday","sunday"],range(7)))
ES=dict(zip(["lunes","martes","miércoles","jueves","viernes","sábado","domingo"],range(7)))
MON={m:i+1 for i,m in enumerate("january february march april may june july august september october november december".split())}
MES={m:i+1 for i,m in enumerate("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split())}
n=0
for line in open("questions.jsonl",encoding="utf-8"):
    it=json.loads(line); txt=json.dumps(it,ensure_ascii=False).lower()
    for m in re.finditer(r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday),? (january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})(?:,? (\d{4}))?",txt):
        y=int(m.group(4) or (2027 if m.group(2)=="january" else 2026)); d=D(y,MON[m.group(2)],int(m.group(3))); n+=1
        if d.weekday()!=EN[m.group(1)]: bad+=1; print("BAD weekday",it["id"],m.group(0))
    for m in re.finditer(r"(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo) (\d{1,2}) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?: de (\d{4}))?",txt):
        wd=m.group(1).replace("miercoles","miércoles").replace("sabado","sábado")
        y=int(m.group(4) or (2027 if m.group(3)=="enero" else 2026)); d=D(y,MES[m.group(3)],int(m.group(2))); n+=1
        if d.weekday()!=ES[wd]: bad+=1; print("BAD weekday",it["id"],m.group(0))
    for m in re.finditer(r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|miércoles|jueves|viernes) (nov|dec|december|november)\.? (\d{1,2})",txt):
        mo=11 if m.group(2).startswith("nov") else 12; d=D(2026,mo,int(m.group(3))); n+=1
        w=EN.get(m.group(1),ES.get(m.group(1).replace("miercoles","miércoles")))
        if d.weekday()!=w: bad+=1; print("BAD weekday",it["id"],m.group(0))
# numbers keys (arithmetic only)
NUM=[("Q-EN-07 max creditor garnishment/wk",min(0.25*800,800-30*7.25)-150,50.0),
("Q-EN-11 SSI protected (>=2 deposits) vs balance",min(1700,2*994),1700),
("Q-EN-15 40% of 3250",0.40*3250,1300.0),("Q-EN-15 forgiven",3250-1300,1950),
("Q-EN-16 30% of 8000",0.30*8000,2400.0),("Q-EN-16 forgiven",8000-2400,5600.0),
("Q-EN-16 insolvency",31000-24000,7000),("Q-EN-16 excludable",min(5600,31000-24000),5600),
("Q-ES-04 disposable",380-40,340),("Q-ES-04 max/wk",min(0.25*340,340-30*7.25),85.0),("Q-ES-04 over-withheld",95-min(0.25*340,340-30*7.25),10.0)]
for name,got,exp in NUM:
    ok=abs(got-exp)<0.005; bad+=not ok; print(f"{'OK ' if ok else 'BAD'} {name}: {got}")
print(f"weekday+date strings checked: {n}; problems: {bad}")
sys.exit(1 if bad else 0)
