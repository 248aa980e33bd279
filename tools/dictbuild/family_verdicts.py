#!/usr/bin/env python3
"""Proposes the rows of tests/dict/family_verdicts.tsv (then reviewed by hand).

For each SCOWL tier, the 40 most common words ending in each of -s, -ed,
-ing, -er and -est (200 a tier; fewer where a tier has fewer) that have a
candidate base word in the dictionary, with that base and the verdict the
build gives ("form": merely another form, refused in a steal; "word": a word
of its own). "Most common" within a tier: WordNet's tagged-sense count
(cntlist.rev) of the word or its base, the larger; ties alphabetical.

  build/native/tools/dictbuild/dictbuild --scowl /usr/share/dict/scowl \\
      --wordnet /usr/share/wordnet --out /tmp/x.lfd \\
      --list /tmp/words.tsv --forms-list /tmp/forms.tsv
  python3 tools/dictbuild/family_verdicts.py /tmp/words.tsv /tmp/forms.tsv \\
      /usr/share/wordnet/cntlist.rev > rows.tsv
"""
import collections
import sys

# Slurs are left out of the committed test data.
LEFT_OUT = {'nigger', 'niggers'}
SUFFIXES = ('-s', '-ed', '-ing', '-er', '-est')


def candidates(w, suffix, words):
    s = suffix.lstrip('-')
    if not w.endswith(s) or len(w) < len(s) + 2:
        return []
    stem = w[:-len(s)]
    c = [stem]
    if suffix == '-s':
        if w.endswith('es'):
            c.append(w[:-2])
        if w.endswith('ies'):
            c.append(w[:-3] + 'y')
    else:
        c.append(stem + 'e')
        if len(stem) >= 2 and stem[-1] == stem[-2]:
            c.append(stem[:-1])
        if stem.endswith('i'):
            c.append(stem[:-1] + 'y')
        if stem.endswith('ck'):
            c.append(stem[:-1])
        if suffix == '-ing' and w.endswith('ying'):
            c.append(w[:-4] + 'ie')
        if suffix in ('-ed', '-er'):
            c.append(w[:-1])
        if suffix == '-est':
            c.append(w[:-2])
    return [x for x in dict.fromkeys(c) if x in words and len(x) >= 2 and x != w]


def main(words_path, forms_path, cntlist_path):
    words = {}
    for line in open(words_path):
        w, level = line.split()
        words[w] = int(level)
    bases = {}
    for line in open(forms_path):
        w, b = line.rstrip('\n').split('\t')
        bases[w] = b.split()
    count = collections.Counter()
    for line in open(cntlist_path):
        key, _, n = line.split()
        count[key.split('%')[0]] += int(n)
    for tier in sorted(set(words.values())):
        for suffix in SUFFIXES:
            pool = []
            for w, level in words.items():
                if level != tier or w in LEFT_OUT:
                    continue
                cs = candidates(w, suffix, words)
                if not cs:
                    continue
                family = [c for c in cs if c in bases.get(w, [])]
                base = family[0] if family else cs[0]
                pool.append((-max(count[w], count[base]), w, base, 'form' if family else 'word'))
            pool.sort()
            for _, w, base, verdict in pool[:40]:
                print(f'{tier}\t{suffix}\t{w}\t{base}\t{verdict}')


if __name__ == '__main__':
    main(*sys.argv[1:4])
