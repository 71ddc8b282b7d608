# Builds questions.jsonl from items_en.py, items_es1.py, items_es2.py
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, here)
from items_en import EN
from items_es1 import ES1
from items_es2 import ES2
with open(os.path.join(here, "questions.jsonl"), "w", encoding="utf-8") as f:
    for it in EN + ES1 + ES2:
        f.write(json.dumps(it, ensure_ascii=False) + "\n")
print(len(EN + ES1 + ES2), "items written")
