#!/usr/bin/env python3
"""Times `docgen build` against its floor and Hugo on every shape of site, in one run.

Shapes (built from ../shared/corpus/swift-evolution, 575 pages, 10.6 MB):
  nested  the corpus as it is: pages in content/proposals/ (and proposals/testing/);
  flat    the same 575 pages directly in content/;
  10x     the corpus copied ten times into ten folders: 5,750 pages, ~106 MB.
Tools on each shape:
  floor   one `cmark-gfm` process rendering every page concatenated, same extensions (a single core);
  docgen  `docgen build --no-cache` (release build given by --docgen): a full build, never the build
          cache's up-to-date shortcut (scripts/bench_serve.py measures that);
  hugo    Hugo with a minimal layout that has a table of contents, code highlighting off;
  before  with --baseline OTHER_DOCGEN: another docgen (say, a build of main) timed the same way in the
          same rounds, into its own output folder, so that a change is judged by before/after ratios
          against the same floor.
Runs alternate farm-style (every tool on every shape, then the next round), so that the machine's
drift hits all of them alike, after one untimed round (so every tool finds its inputs in the page
cache and docgen its previous output to reuse, as in a user's repeated builds); medians of wall time are reported, with the spread of the per-round
ratio to show how noisy the machine was. Peak memory is the largest resident set over the rounds;
output size is the bytes written by the last round.
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "swift-evolution"
SHAPES = ["nested", "flat", "10x"]
TOOLS = ["floor", "docgen", "hugo"]
BASELINE = None
EXTENSIONS = ["table", "tasklist", "strikethrough", "autolink", "tagfilter"]

HUGO_CONFIG = (
    'baseURL = "http://localhost/"\ntitle = "Swift Evolution"\n'
    'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
    "[markup]\n  [markup.highlight]\n    codeFences = false\n"
    "  [markup.goldmark.renderer]\n    unsafe = false\n"
    "  [markup.tableOfContents]\n    startLevel = 2\n    endLevel = 3\n")
HUGO_SINGLE = ("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>"
               "<nav>{{ .TableOfContents }}</nav><main>{{ .Content }}</main></body></html>\n")
HUGO_LIST = ("<!DOCTYPE html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>"
             "</li>{{ end }}</ul></body></html>\n")


def corpus_pages():
    return sorted(p for p in CORPUS.rglob("*.md"))


def lay_out(shape, content):
    """Writes the shape's Markdown pages under `content`; returns them in order."""
    pages = corpus_pages()
    written = []
    copies = 10 if shape == "10x" else 1
    for copy in range(copies):
        for page in pages:
            relative = page.relative_to(CORPUS)
            if shape == "flat":
                target = content / relative.name
            elif shape == "10x":
                target = content / f"copy-{copy + 1:02}" / relative
            else:
                target = content / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(page, target)
            written.append(target)
    return written


def prepare(work, shape):
    """Creates the inputs of every tool for one shape; returns {tool: (command, cwd, output path)}."""
    base = work / shape
    content = base / "content"
    pages = lay_out(shape, content)
    docgen = base / "docgen"
    docgen.mkdir()
    (docgen / "docgen.yml").write_text(
        f"title: Swift Evolution\ncontent: {content}\nthemes_dir: {ROOT / 'themes'}\n"
        f"output: {base / 'docgen-site'}\nstrict_links: false\n"
        # The pages sit beside docgen's folder so that every tool reads the same copy.
        "allow_content_outside: true\n")
    with open(base / "all.md", "wb") as out:
        for page in pages:
            out.write(page.read_bytes())
            out.write(b"\n\n")
    hugo = base / "hugo"
    (hugo / "layouts" / "_default").mkdir(parents=True)
    shutil.copytree(content, hugo / "content")
    (hugo / "config.toml").write_text(HUGO_CONFIG)
    (hugo / "layouts" / "_default" / "single.html").write_text(HUGO_SINGLE)
    (hugo / "layouts" / "_default" / "list.html").write_text(HUGO_LIST)
    extensions = [arg for name in EXTENSIONS for arg in ("-e", name)]
    # Debian's cmark-gfm command has no --footnotes flag; docgen parses footnotes too.
    return len(pages), {
        "floor": (["cmark-gfm"] + extensions + [str(base / "all.md")], base, base / "floor.html"),
        "docgen": ([DOCGEN, "build", "--quiet", "--no-cache"], docgen, base / "docgen-site"),
        "hugo": (["hugo", "--quiet", "--destination", str(base / "hugo-site")], hugo, base / "hugo-site"),
    } | ({} if not BASELINE else {
        "before": ([BASELINE, "build", "--quiet", "--no-cache", "--output", str(base / "before-site")], docgen,
                   base / "before-site"),
    })


def run_once(command, cwd, output, stdout_file):
    """Runs `command` once under /usr/bin/time; returns (seconds, peak KiB)."""
    out = open(stdout_file, "wb") if stdout_file else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd, stdout=out,
                                stderr=subprocess.PIPE, text=True)
        seconds = time.perf_counter() - start
    finally:
        if stdout_file:
            out.close()
    if result.returncode != 0:
        sys.exit(f"bench: {' '.join(command)} failed:\n{result.stderr[-3000:]}")
    return seconds, int(result.stderr.strip().splitlines()[-1])


def parallel_capacity():
    """How many cores the machine gives right now: the speedup of two busy processes over one."""
    loop = [sys.executable, "-c", "sum(i * i for i in range(3_000_000))"]

    def wall(count):
        start = time.perf_counter()
        for process in [subprocess.Popen(loop) for _ in range(count)]:
            process.wait()
        return time.perf_counter() - start

    one, two = min(wall(1) for _ in range(3)), min(wall(2) for _ in range(3))
    return 2 * one / two


def size_of(path):
    if path.is_file():
        return path.stat().st_size
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main():
    global DOCGEN, BASELINE, TOOLS
    parser = argparse.ArgumentParser()
    parser.add_argument("--docgen", required=True)
    parser.add_argument("--baseline", metavar="OTHER_DOCGEN",
                        help="also time this docgen (tool 'before') in the same rounds")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    args = parser.parse_args()
    DOCGEN = str(pathlib.Path(args.docgen).resolve())
    if args.baseline:
        BASELINE = str(pathlib.Path(args.baseline).resolve())
        TOOLS = TOOLS + ["before"]
    shapes = [s for s in args.shapes.split(",") if s]
    with tempfile.TemporaryDirectory(prefix="docgen-bench-") as tmp:
        work = pathlib.Path(tmp)
        setups, counts = {}, {}
        for shape in shapes:
            counts[shape], setups[shape] = prepare(work, shape)
        capacity = [parallel_capacity()]
        times = {(s, t): [] for s in shapes for t in TOOLS}
        peaks = {(s, t): 0 for s in shapes for t in TOOLS}
        for shape in shapes:  # one untimed round: page cache warm, docgen's spare output folder in place
            for tool in TOOLS:
                command, cwd, output = setups[shape][tool]
                run_once(command, cwd, output, output if tool == "floor" else None)
        for _ in range(args.runs):
            for shape in shapes:
                for tool in TOOLS:
                    command, cwd, output = setups[shape][tool]
                    seconds, peak = run_once(command, cwd, output, output if tool == "floor" else None)
                    times[(shape, tool)].append(seconds)
                    peaks[(shape, tool)] = max(peaks[(shape, tool)], peak)
        capacity.append(parallel_capacity())
        sizes = {(s, t): size_of(setups[s][t][2]) for s in shapes for t in TOOLS}
        identical = {s: same_tree(setups[s]["docgen"][2], setups[s]["before"][2]) for s in shapes} if BASELINE else None
    report(shapes, counts, times, peaks, sizes, args.runs, capacity, identical)


def same_tree(first, second):
    """Whether two folders hold the same files with the same bytes."""
    def files(root):
        return {p.relative_to(root).as_posix(): p for p in root.rglob("*") if p.is_file()}
    a, b = files(first), files(second)
    return a.keys() == b.keys() and all(a[k].read_bytes() == b[k].read_bytes() for k in a)


def report(shapes, counts, times, peaks, sizes, runs, capacity, identical=None):
    median = {key: statistics.median(values) for key, values in times.items()}
    print(f"docgen build benchmark: swift-evolution in {len(shapes)} shapes, {runs} alternating rounds, "
          f"{os.cpu_count()} cores; median wall time, largest peak RSS, bytes written")
    print(f"cores the machine gave (two busy processes against one, before and after): "
          f"{capacity[0]:.2f}, {capacity[1]:.2f} of {min(os.cpu_count(), 2)}; docgen uses every core, the floor one")
    print(f"{'shape':<8}{'pages':>7}  {'tool':<8}{'time s':>8}{'peak MB':>9}{'output MB':>11}")
    for shape in shapes:
        for tool in TOOLS:
            print(f"{shape:<8}{counts[shape]:>7}  {tool:<8}{median[(shape, tool)]:>8.3f}"
                  f"{peaks[(shape, tool)] / 1024:>9.1f}{sizes[(shape, tool)] / 1e6:>11.1f}")

    def per_round(a, b):
        ratios = [x / y for x, y in zip(times[a], times[b])]
        return statistics.median(ratios), min(ratios), max(ratios)

    print("\nratios (median of the per-round ratios, min–max over rounds):")
    for shape in shapes:
        m, lo, hi = per_round((shape, "docgen"), (shape, "floor"))
        target = "  (target <= 0.8)" if shape == "nested" else ""
        print(f"  {shape:<7} docgen/floor = {m:.2f}  [{lo:.2f}–{hi:.2f}]{target}")
        m, lo, hi = per_round((shape, "hugo"), (shape, "docgen"))
        target = "  (target >= 5)" if shape == "nested" else ""
        print(f"  {shape:<7} hugo/docgen  = {m:.2f}  [{lo:.2f}–{hi:.2f}]{target}")
    if "before" in TOOLS:
        for shape in shapes:
            m, lo, hi = per_round((shape, "docgen"), (shape, "before"))
            f, _, _ = per_round((shape, "before"), (shape, "floor"))
            h, _, _ = per_round((shape, "hugo"), (shape, "before"))
            print(f"  {shape:<7} docgen/before = {m:.2f}  [{lo:.2f}–{hi:.2f}]  (before: /floor = {f:.2f}, hugo/before = {h:.2f})")
        for shape, same in (identical or {}).items():
            print(f"  {shape:<7} docgen's output is {'byte for byte' if same else 'NOT'} the same as before's")
    if "nested" in shapes and "flat" in shapes:
        m, lo, hi = per_round(("flat", "docgen"), ("nested", "docgen"))
        print(f"  docgen flat/nested time = {m:.2f}  [{lo:.2f}–{hi:.2f}]  (same pages; target ~1)")
        print(f"  docgen flat/nested output = {sizes[('flat', 'docgen')] / sizes[('nested', 'docgen')]:.2f}")
    if "nested" in shapes and "10x" in shapes:
        print("\ngrowth from nested 1x to 10x (time, peak memory, output):")
        for tool in TOOLS:
            m, lo, hi = per_round(("10x", tool), ("nested", tool))
            memory = peaks[("10x", tool)] / peaks[("nested", tool)]
            output = sizes[("10x", tool)] / sizes[("nested", tool)]
            targets = "  (targets: time <= 10.5x, memory <= 2x)" if tool == "docgen" else ""
            print(f"  {tool:<7} time {m:5.2f}x [{lo:.2f}–{hi:.2f}]  memory {memory:5.2f}x  output {output:5.2f}x{targets}")


if __name__ == "__main__":
    main()
