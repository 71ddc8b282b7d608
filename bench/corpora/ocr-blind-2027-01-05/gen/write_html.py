import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from docs import DOCS
here = os.path.dirname(os.path.abspath(__file__))
for d in DOCS:
    with open(os.path.join(here, 'html', d['id'] + '.html'), 'w') as f:
        f.write(d['html']())
print('wrote', len(DOCS))
