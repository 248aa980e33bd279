#!/usr/bin/env python3
"""How small could a walkable dictionary automaton be? An estimate, not a builder.

Reads the words dictbuild selected (its --list output: word, tab, level; so
the selection rules live in one place), builds the minimal automaton twice
(with the tier on the final states, as the .lfd format does, and without),
and prints the order-0 entropy of what a walkable encoding must store for each:

  header   per state: (tier code or final flag, number of arcs)
  letters  per arc: its letter, given the letter of the arc before it
  kind     per arc: whether the child is shared (a reference) or inline
  refs     per reference: which shared state (its frequency distribution)
  skips    per inline child that is not the last one placed: the offset past
           the smaller subtrees before it (about log2 of their size in bits)

This is a lower bound for a coder that treats each field on its own (gzip
gets nowhere near it on a byte layout); only models that condition fields on
each other can go below it. The figures are the reason the .lfd size notes
in src/core/dict/format.h call 180 KB gzip out of reach for a walkable form.

    build/native/tools/dictbuild/dictbuild --scowl /usr/share/dict/scowl \
        --max-level 70 --out /tmp/broad.lfd --list /tmp/broad.tsv
    python3 tools/dictbuild/entropy_estimate.py /tmp/broad.tsv
"""
import collections
import math
import sys


def read_words(list_path):
    """dictbuild's --list file: one "word<TAB>level" line per word."""
    level_of = {}
    with open(list_path, encoding="ascii") as f:
        for line in f:
            word, level = line.rstrip("\n").split("\t")
            level_of[word] = int(level)
    return level_of


def minimal_automaton(words, final_code):
    """States as (final code, ((letter, child), ...)); children come before parents."""
    intern, states = {}, []

    def build(lo, hi, depth):
        code = 0
        if lo < hi and len(words[lo]) == depth:
            code = final_code(words[lo])
            lo += 1
        arcs, i = [], lo
        while i < hi:
            c = words[i][depth]
            j = i
            while j < hi and words[j][depth] == c:
                j += 1
            arcs.append((ord(c) - 97, build(i, j, depth + 1)))
            i = j
        key = (code, tuple(arcs))
        if key not in intern:
            intern[key] = len(states)
            states.append(key)
        return intern[key]

    build(0, len(words), 0)
    return states


def entropy_bits(counter):
    total = sum(counter.values())
    return -sum(v * math.log2(v / total) for v in counter.values())


def estimate(states):
    indeg = collections.Counter(c for _, arcs in states for _, c in arcs)
    header = collections.Counter((code, len(arcs)) for code, arcs in states)
    letter_pairs, previous = collections.Counter(), collections.Counter()
    kind, refs = collections.Counter(), collections.Counter()
    for _, arcs in states:
        prev = -1
        for letter, child in arcs:
            letter_pairs[(prev, letter)] += 1
            previous[prev] += 1
            prev = letter
            kind[indeg[child] > 1] += 1
            if indeg[child] > 1:
                refs[child] += 1
    size = []  # subtree size of the inline part, in units of about 12 bits
    for _, arcs in states:
        size.append(1 + len(arcs) + sum(size[c] for _, c in arcs if indeg[c] == 1))
    skip_bits = 0.0
    for _, arcs in states:
        inline = sorted((size[c] for _, c in arcs if indeg[c] == 1))
        before = 0
        for s in inline[:-1]:
            before += s
            skip_bits += math.log2(before * 12) + 2
    parts = {
        "header": entropy_bits(header),
        "letters": entropy_bits(letter_pairs) - entropy_bits(previous),
        "kind": entropy_bits(kind),
        "refs": entropy_bits(refs),
        "skips": skip_bits,
    }
    return parts, sum(refs.values())


def report(title, states, extra_bits=0.0, extra_label=""):
    parts, nrefs = estimate(states)
    kib = lambda bits: bits / 8 / 1024
    arcs = sum(len(a) for _, a in states)
    print(f"{title}: {len(states)} states, {arcs} arcs, {nrefs} references to shared states")
    for name, bits in parts.items():
        print(f"  {name:8} {kib(bits):7.1f} KiB")
    if extra_label:
        print(f"  {extra_label:8} {kib(extra_bits):7.1f} KiB")
    print(f"  {'total':8} {kib(sum(parts.values()) + extra_bits):7.1f} KiB")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    list_path = sys.argv[1]
    sys.setrecursionlimit(10000)
    level_of = read_words(list_path)
    words = sorted(level_of)
    levels = sorted(set(level_of.values()))
    code_of = {level: i + 1 for i, level in enumerate(levels)}
    print(f"{len(words)} words, levels {levels}")
    report("tiers on the final states (the .lfd form)", minimal_automaton(words, lambda w: code_of[level_of[w]]))
    tiers = entropy_bits(collections.Counter(level_of.values()))
    report("no tiers in the automaton, one tier per word beside it (plus word counts to rank words, not counted)",
           minimal_automaton(words, lambda w: 1), tiers, "tiers")


if __name__ == "__main__":
    main()
