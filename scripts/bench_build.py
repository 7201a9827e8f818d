#!/usr/bin/env python3
"""Times `docgen build` on the swift-evolution corpus against its floor and Hugo, in one run.

floor: one `cmark-gfm` process rendering every page concatenated, with the same extensions.
hugo:  Hugo building the same pages with a minimal layout that has a table of contents,
       code highlighting off (docgen does not highlight either).
Each tool runs --runs times; the median wall time and the peak resident memory are reported.
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


def measure(command, cwd, runs, ok_codes=(0,)):
    """Runs `command` `runs` times under /usr/bin/time; returns (median seconds, max peak KiB)."""
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - start)
        if result.returncode not in ok_codes:
            sys.exit(f"bench: {' '.join(command)} failed:\n{result.stderr}")
        peak = result.stderr.strip().splitlines()[-1]
        peaks.append(int(peak))
    return statistics.median(times), max(peaks)


def prepare(work):
    pages = sorted(p for p in CORPUS.rglob("*.md"))
    # docgen project: the corpus as content, broken links reported as warnings.
    docgen = work / "docgen"
    docgen.mkdir()
    (docgen / "docgen.yml").write_text(
        f"title: Swift Evolution\ncontent: {CORPUS}\nthemes_dir: {ROOT / 'themes'}\n"
        f"output: {work / 'docgen-site'}\nstrict_links: false\n")
    # floor: one file with every page.
    with open(work / "all.md", "wb") as out:
        for page in pages:
            out.write(page.read_bytes())
            out.write(b"\n\n")
    # hugo: the same pages, a minimal layout with a table of contents, no highlighting.
    hugo = work / "hugo"
    (hugo / "layouts" / "_default").mkdir(parents=True)
    shutil.copytree(CORPUS, hugo / "content", ignore=shutil.ignore_patterns("*.txt"))
    (hugo / "config.toml").write_text(
        'baseURL = "http://localhost/"\ntitle = "Swift Evolution"\n'
        'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
        "[markup]\n  [markup.highlight]\n    codeFences = false\n"
        "  [markup.goldmark.renderer]\n    unsafe = false\n"
        "  [markup.tableOfContents]\n    startLevel = 2\n    endLevel = 3\n")
    layout = ("<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>"
              "<nav>{{ .TableOfContents }}</nav><main>{{ .Content }}</main></body></html>\n")
    (hugo / "layouts" / "_default" / "single.html").write_text(layout)
    (hugo / "layouts" / "_default" / "list.html").write_text(
        "<!DOCTYPE html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>"
        "{{ end }}</ul></body></html>\n")
    return len(pages), docgen, hugo


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--docgen", required=True)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    docgen_binary = str(pathlib.Path(args.docgen).resolve())
    with tempfile.TemporaryDirectory(prefix="docgen-bench-") as tmp:
        work = pathlib.Path(tmp)
        count, docgen_dir, hugo_dir = prepare(work)
        extensions = []
        for name in ["table", "tasklist", "strikethrough", "autolink", "tagfilter"]:
            extensions += ["-e", name]
        # Debian's cmark-gfm command has no --footnotes flag; docgen parses footnotes too.
        floor = measure(["cmark-gfm"] + extensions + [str(work / "all.md")], work, args.runs)
        docgen = measure([docgen_binary, "build", "--quiet", "--no-cache"], docgen_dir, args.runs)
        hugo = measure(["hugo", "--quiet", "--destination", str(work / "hugo-site")], hugo_dir, args.runs)
    cores = os.cpu_count()
    print(f"docgen build benchmark: {count} pages of swift-evolution, {args.runs} runs each, {cores} cores")
    print(f"{'tool':<10}{'median s':>10}{'peak MB':>10}")
    for name, (seconds, peak) in [("floor", floor), ("docgen", docgen), ("hugo", hugo)]:
        print(f"{name:<10}{seconds:>10.3f}{peak / 1024:>10.1f}")
    print(f"docgen/floor = {docgen[0] / floor[0]:.2f}  (target <= 2.0)")
    print(f"hugo/docgen  = {hugo[0] / docgen[0]:.2f}  (target >= 3.0)")
    print(f"docgen peak memory = {docgen[1] / 1024:.1f} MB  (target <= 150 MB)")


if __name__ == "__main__":
    main()
