# Writes gen/html/NN.html and gen/docs.json from the document modules.
import json, importlib, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
docs = []
for mod in ["docs_a", "docs_b", "docs_c"]:
    try:
        docs += importlib.import_module(mod).DOCS
    except ModuleNotFoundError:
        pass
meta = []
for d in docs:
    with open(os.path.join(HERE, "html", d["id"] + ".html"), "w") as f:
        f.write(d["html"])
    meta.append({k: v for k, v in d.items() if k != "html"})
json.dump(meta, open(os.path.join(HERE, "docs.json"), "w"), indent=1)
print("built", [d["id"] for d in docs])
