#!/usr/bin/env python3
# Brings tests/ui/screensweep_known.inc up to date from the log of
# `ctest --test-dir build -R screensweep -V > sweep.log` (every language of a screen in one log).
# A kind comes off a row for one language when that language's run reports it gone ("fits better
# now"); off a row for every language when every language's run of that screen reports it gone;
# when only some do, it moves to rows for the languages that still show it.
# With --add, the problems the log shows that no row lists (the runs' "sweep: <key>: <kinds>"
# lines) are added, for the language that shows them, and kinds listed for all three languages
# become one row for every language.
# Usage, from the repository: scripts/prune-sweep-known.py [--add] sweep.log
import collections
import re
import sys

LANGS = ('en', 'fr', 'zh')
PATH = 'tests/ui/screensweep_known.inc'
ROW = re.compile(r'QStringLiteral\("(\S+) (?:(en|fr|zh) )?(window|presentation) (\S+): (.*)"\),$')

add = '--add' in sys.argv
log = open([a for a in sys.argv[1:] if a != '--add'][0]).read().splitlines()

ran = collections.defaultdict(set)  # screen -> languages whose run is in the log
gone = collections.defaultdict(lambda: collections.defaultdict(set))  # row key -> kind -> languages
seen = collections.defaultdict(lambda: collections.defaultdict(set))  # (screen, mode, view) -> lang -> kinds
for line in log:
    m = re.search(r'Test\s+#\d+: ui\.test_screensweep\.(\d+x\d+@[0-9.]+)(?:\.(fr|zh))?\s', line)
    if m:
        ran[m.group(1)].add(m.group(2) or 'en')
    m = re.search(r"everyViewFitsTheScreen\(\S+ \S+\) (\S+) (\S+) \S+ \S+ fits better now: '([^']*)' "
                  r"of the row '([^']*)'", line)
    if m:
        lang, kinds, row = m.group(2), m.group(3), m.group(4)
        for kind in kinds.split('; '):
            gone[row][kind].add(lang)
    m = re.search(r'sweep: (\S+) (\S+) (\S+) (\S+): (.*)$', line)
    if m:
        screen, lang, mode, view, kinds = m.groups()
        seen[(screen, mode, view)][lang] |= set(kinds.split('; '))

lines = open(PATH).read().rstrip('\n').split('\n')
head = [line for line in lines if not ROW.match(line)]
rows = collections.OrderedDict()  # (screen, lang or '', mode, view) -> [kinds]
for line in lines:
    m = ROW.match(line)
    if m:
        screen, lang, mode, view, kinds = m.groups()
        rows[(screen, lang or '', mode, view)] = kinds.split('; ')


def key(k):
    return ' '.join(w for w in k if w)


def put(k, kind):
    kinds = rows.setdefault(k, [])
    if kind not in kinds:
        kinds.append(kind)


for k in list(rows):
    screen, lang, mode, view = k
    for kind in list(rows[k]):
        by = gone[key(k)].get(kind, set())
        if lang:
            if lang in by:
                rows[k].remove(kind)
                print(key(k), 'drop', kind)
        elif by and ran[screen] == set(LANGS):
            rows[k].remove(kind)
            left = [l for l in LANGS if l not in by]
            for l in left:
                put((screen, l, mode, view), kind)
            print(key(k), 'drop', kind, ('keep in ' + ', '.join(left)) if left else '')

if add:
    for (screen, mode, view), by_lang in seen.items():
        for lang, kinds in by_lang.items():
            listed = rows.get((screen, '', mode, view), []) + rows.get((screen, lang, mode, view), [])
            for kind in sorted(kinds - set(listed)):
                put((screen, lang, mode, view), kind)
                print(screen, lang, mode, view, 'add', kind)
    for (screen, mode, view) in {(k[0], k[2], k[3]) for k in rows if k[1]}:
        general = (screen, '', mode, view)
        per = [rows.get((screen, l, mode, view), []) for l in LANGS]
        for kind in [c for c in per[0] if all(c in p for p in per[1:])]:
            put(general, kind)
            for p in per:
                p.remove(kind)

out = head + ['QStringLiteral("%s: %s"),' % (key(k), '; '.join(v))
              for k, v in sorted(rows.items(), key=lambda kv: (kv[0][0], kv[0][2], kv[0][3], kv[0][1]))
              if v]
open(PATH, 'w').write('\n'.join(out) + '\n')
