#!/usr/bin/env python3
"""Splits the web build's wasm in two: what the first frame and the menu run,
and the rest (the games' rules, bots and tables, the word list's code), which
the page fetches after the first frame (shell/loader.js).

  split_wasm.py ORIG KEEP OUT_PRIMARY OUT_DEFERRED [--wasm-split PATH] [--wasm-opt PATH]
  split_wasm.py --always-kept ORIG     (the ids the rules below keep anyway)

ORIG is the linked module with its function names (emcc -sSPLIT_MODULE
--profiling-funcs writes it as lostfound.wasm.orig). KEEP lists the functions
the primary module keeps (web/startup-functions.txt, written by
tools/web-bench/profile-startup.mjs): one per line, a stable id (see
function_ids) and, after a space, the name for people to read.

Besides the list, the primary keeps, whatever ran in the profile, all of
Dear ImGui but its tables (only the games' screens draw tables), all of SDL
(any input event or screen change can reach any of it), the C++ library's
containers and strings (not its streams and locales, which only the games'
parsers use) unless made for the project's own types, and every tiny
function (accessors such as ImRect::Contains): the menu's code paths that
no profile saw then stay within the project's own code. A function neither
kept nor listed goes to the deferred module; if the primary ever calls one
before the page has loaded that module, Emscripten's placeholder loads it
on the spot (slower, never wrong: src/platform/pre.js).

Binaryen's wasm-split takes functions by name, but not C++ names (it cuts
its list at commas), so each function is first renamed to its id. Both
outputs lose their names.
"""
import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile


def leb(data, i):
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def uleb(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def sections(data):
    """(id, start of payload, end of payload, start of section) for each section."""
    i = 8
    while i < len(data):
        begin = i
        sid = data[i]
        size, i = leb(data, i + 1)
        yield sid, i, i + size, begin
        i += size


def function_names(data):
    """{function index: name} from the name section."""
    names = {}
    for sid, start, end, _ in sections(data):
        if sid != 0:
            continue
        n, j = leb(data, start)
        if data[j:j + n] != b"name":
            continue
        j += n
        while j < end:
            sub = data[j]
            size, j = leb(data, j + 1)
            if sub == 1:
                count, k = leb(data, j)
                for _ in range(count):
                    index, k = leb(data, k)
                    length, k = leb(data, k)
                    names[index] = data[k:k + length].decode("utf-8", "replace")
                    k += length
            j += size
    return names


def function_ids(names):
    """{index: id}: "f" and 12 hex digits of the name's SHA-1, plus "_2", "_3"...
    for a name seen again (static functions of the same name in two files),
    in index order, so the same program gives the same ids."""
    seen = {}
    ids = {}
    for index in sorted(names):
        base = "f" + hashlib.sha1(names[index].encode()).hexdigest()[:12]
        seen[base] = seen.get(base, 0) + 1
        ids[index] = base if seen[base] == 1 else "%s_%d" % (base, seen[base])
    return ids


# (A template's name may start with its return type: "void std::__2::vector<...>::...".)
ALWAYS_KEPT = re.compile(r"^(ImGui|Im[A-Z]|stbtt|stbrp|SDL_|Emscripten_|EMSCRIPTEN_|[^(]*\bstd::)")
NEVER_ALWAYS = re.compile(r"^(ImGui::(Begin|End)?Table|ImGui::TableGet|Table[A-Z])|lf::|"
                          r"num_get|num_put|money|time_get|time_put|codecvt|ctype|basic_ostream|basic_istream|"
                          r"basic_ios|streambuf|stringbuf|stringstream|locale|numpunct|messages|collate|__num_|"
                          r"__time|ios_base|wchar_t")
TINY = 40  # bytes of code


def body_sizes(data, names):
    """{function index: bytes of its code}."""
    for sid, start, _, _ in sections(data):
        if sid == 10:
            count, i = leb(data, start)
            first = max(names) + 1 - count  # (imported functions come first)
            sizes = {}
            for k in range(count):
                size, j = leb(data, i)
                sizes[first + k] = size
                i = j + size
            return sizes
    return {}


def always_kept(name, size):
    return size <= TINY or (ALWAYS_KEPT.match(name) is not None and NEVER_ALWAYS.search(name) is None)


def with_names(data, names):
    """The module with its name section replaced by one of function names only."""
    out = bytearray(data[:8])
    for sid, start, end, begin in sections(data):
        if sid == 0:
            n, j = leb(data, start)
            if data[j:j + n] == b"name":
                continue
        out += data[begin:end]
    entries = bytearray(uleb(len(names)))
    for index in sorted(names):
        encoded = names[index].encode()
        entries += uleb(index) + uleb(len(encoded)) + encoded
    payload = uleb(4) + b"name" + bytes([1]) + uleb(len(entries)) + entries
    out += bytes([0]) + uleb(len(payload)) + payload
    return bytes(out)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--always-kept":
        # For tools/web-bench/profile-startup.mjs: the ids the rules keep
        # anyway, which the list need not name.
        data = open(sys.argv[2], "rb").read()
        names = function_names(data)
        ids = function_ids(names)
        for index, size in body_sizes(data, names).items():
            if always_kept(names[index], size):
                print(ids[index])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("orig")
    parser.add_argument("keep")
    parser.add_argument("primary")
    parser.add_argument("deferred")
    parser.add_argument("--wasm-split", default="wasm-split")
    parser.add_argument("--wasm-opt", default="wasm-opt")
    args = parser.parse_args()

    if not os.path.exists(args.keep):
        # No list yet (tools/web-bench/profile-startup.mjs writes it from this
        # build's recording module): the program stays in one part.
        subprocess.run([args.wasm_opt, "--all-features", "--strip-debug", "--strip-producers", args.orig,
                        "-o", args.primary], check=True)
        if os.path.exists(args.deferred):
            os.remove(args.deferred)
        print("split_wasm.py: no %s, so the program is not split" % args.keep)
        return
    data = open(args.orig, "rb").read()
    names = function_names(data)
    if not names:
        sys.exit("split_wasm.py: %s has no function names (link with --profiling-funcs)" % args.orig)
    ids = function_ids(names)
    wanted = set()
    with open(args.keep, encoding="utf-8") as keep:
        for line in keep:
            if line.strip() and not line.startswith("#"):
                wanted.add(line.split()[0])
    known = set(ids.values())
    listed = wanted & known
    sizes = body_sizes(data, names)
    kept = sorted(listed | {ids[i] for i, size in sizes.items() if always_kept(names[i], size)})
    with tempfile.TemporaryDirectory() as tmp:
        renamed = os.path.join(tmp, "renamed.wasm")
        open(renamed, "wb").write(with_names(data, ids))
        keep_file = os.path.join(tmp, "keep.txt")
        open(keep_file, "w").write("\n".join(kept) + "\n")
        split = [os.path.join(tmp, "primary.wasm"), os.path.join(tmp, "deferred.wasm")]
        subprocess.run([args.wasm_split, "--enable-mutable-globals", "--export-prefix=%",
                        "--placeholder-namespace=placeholder", "--import-namespace=primary",
                        "--keep-funcs=@" + keep_file, renamed, "-o1", split[0], "-o2", split[1],
                        "--placeholdermap"], check=True)
        # Which function each placeholder stands for, by name: what the page's
        # console names when one is called early (lostfound.placeholders.txt).
        by_id = {ids[i]: names[i] for i in ids}
        with open(split[0] + ".placeholders", encoding="utf-8") as placeholders, \
             open(os.path.join(os.path.dirname(args.primary), "lostfound.placeholders.txt"), "w") as out:
            for line in placeholders:
                index, _, fid = line.strip().partition(":")
                out.write("%s %s\n" % (index, by_id.get(fid, fid)))
        for src, dst in zip(split, [args.primary, args.deferred]):
            subprocess.run([args.wasm_opt, "--all-features", "--strip-debug", "--strip-producers", src, "-o", dst],
                           check=True)
    print("split_wasm.py: %d of %d functions in the primary module (%d listed ones no longer exist); "
          "primary %d B, deferred %d B" % (len(kept), len(sizes), len(wanted) - len(listed),
                                           os.path.getsize(args.primary), os.path.getsize(args.deferred)))


if __name__ == "__main__":
    main()
