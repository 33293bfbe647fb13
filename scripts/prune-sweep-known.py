#!/usr/bin/env python3
# Takes off tests/ui/screensweep_known.inc what the screen sweep reports gone ("fits better now"),
# from the log of `ctest --test-dir build -R screensweep -V > sweep.log`: a kind comes off a row
# only when every run of that screen (English, and French and Chinese at 1280 x 720 at 200 %)
# reported it gone. Usage, from the repository: scripts/prune-sweep-known.py sweep.log
import re,sys,collections
log=open(sys.argv[1]).read().splitlines()
runs_for=collections.defaultdict(set)   # screen -> test numbers that ran it
gone=collections.defaultdict(dict)      # key -> {test: set(kinds)}
for l in log:
    m=re.match(r'(\d+): .*everyViewFitsTheScreen\((\S+) (\S+)\) (\S+) \S+ \S+ fits better now: \'([^\']*)\'',l)
    if m:
        t,mode,view,screen,k=m.groups()
        gone[f"{screen} {mode} {view}"][t]=set(k.split('; '))
for l in log:
    m=re.match(r'\s*\d+/\d+ Test\s+#(\d+): ui\.test_screensweep\.(\S+?)(\.(fr|zh|fourier))?\s',l)
    if m: runs_for[m.group(2)].add(m.group(1))
p='tests/ui/screensweep_known.inc'
lines=open(p).read().split('\n')
out=[]
for line in lines:
    m=re.match(r'QStringLiteral\("(\S+) (\S+) (\S+): (.*)"\),$',line)
    if not m: out.append(line); continue
    screen,mode,view,kinds=m.groups(); key=f"{screen} {mode} {view}"
    runs=runs_for.get(screen,set())
    g=gone.get(key,{})
    if runs and all(r in g for r in runs):
        common=set.intersection(*[g[r] for r in runs])
    else:
        common=set()
    left=[k for k in kinds.split('; ') if k not in common]
    if common: print(key, 'drop', sorted(common), 'keep', left)
    if left: out.append(f'QStringLiteral("{key}: {"; ".join(left)}"),')
open(p,'w').write('\n'.join(out))
