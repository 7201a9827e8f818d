#!/usr/bin/env python3
"""Writes a generated docgen project of N Markdown pages (default 1,000) for tests and benchmarks.

Usage: gen_corpus.py OUT_DIR [--pages N] [--items N] [--seed S]

The project has every shape users have: a home page; a small section with an index.md; a large
flat section (more pages than navigation lists) without index.md; a section of nested folders; pages
without a title (no front matter title, no h1); top-level pages; long pages with many headings;
wide tables; long code lines; before/after comparisons; task lists; footnotes; links between pages
and to their headings; links to the audit, its files and items. And one audit with N items over
many files, with phases, patterns, every severity and status. Output is deterministic for a seed.
"""
import argparse
import os
import pathlib
import random
import shutil

WORDS = ("motion animation spring rotation offset opacity crossfade transition guard setting reduce "
         "accessibility view screen card banner spinner progress reviewer audit fallback token layout "
         "label button toggle sheet modal scroll list grid header footer badge icon chart sample value "
         "phase pattern severity critical medium low high fixed open exempt state environment preview "
         "device simulator gesture haptic duration curve easing delay stagger entrance exit insert").split()
SEVERITIES = ["critical", "high", "medium", "low"]


class Writer:
    def __init__(self, out, rng):
        self.out = out
        self.rng = rng
        self.pages = []  # (path under content/, title or None, [heading slugs])

    def words(self, n):
        return " ".join(self.rng.choice(WORDS) for _ in range(n))

    def sentence(self):
        text = self.words(self.rng.randint(6, 16))
        return text[0].upper() + text[1:] + "."

    def paragraph(self, sentences=None):
        return " ".join(self.sentence() for _ in range(sentences or self.rng.randint(2, 5)))

    def write(self, rel, text):
        path = self.out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def heading_slug(text):
    return "-".join(text.lower().split())


def page_body(w, number, title, headings, links, audit_items):
    rng = w.rng
    parts = []
    if title:
        parts.append(f"# {title}\n")
    parts.append(w.paragraph() + "\n")
    for index, heading in enumerate(headings):
        level = "###" if index % 4 == 3 else "##"
        parts.append(f"{level} {heading}\n")
        parts.append(w.paragraph() + "\n")
        kind = (number + index) % 9
        if kind == 0:
            columns = rng.randint(3, 8)
            head = [w.words(1).capitalize() for _ in range(columns)]
            rows = ["| " + " | ".join(w.words(rng.randint(1, 4)) for _ in range(columns)) + " |" for _ in range(rng.randint(3, 9))]
            parts.append("| " + " | ".join(head) + " |\n|" + " --- |" * columns + "\n" + "\n".join(rows) + "\n")
        elif kind == 1:
            long_line = "let value = " + " + ".join(f"compute{n}(input: {w.words(1)}Value, factor: {n})" for n in range(6))
            parts.append(f"```swift\nstruct Sample{number}: View {{\n    var body: some View {{\n        {long_line}\n    }}\n}}\n```\n")
        elif kind == 2:
            parts.append(f'```swift before "Before fix {number}"\nwithAnimation(.spring()) {{\n    isShown{number} = true\n}}\n```\n\n'
                         f"```swift after\nwithAnimation(reduceMotion ? nil : .spring()) {{\n    isShown{number} = true\n}}\n```\n")
        elif kind == 3:
            parts.append("\n".join(f"- [{'x' if rng.random() < 0.7 else ' '}] {w.sentence()}" for _ in range(rng.randint(2, 5))) + "\n")
        elif kind == 4 and links:
            target, target_title, target_headings = rng.choice(links)
            anchor = f"#{heading_slug(target_headings[0])}" if target_headings else ""
            parts.append(f"See [{target_title or 'this page'}]({target}{anchor}) and [the top of it]({target}).\n")
        elif kind == 5:
            parts.append(f"{w.sentence()}[^n{index}]\n\n[^n{index}]: {w.sentence()}\n")
        elif kind == 6 and audit_items:
            item = rng.choice(audit_items)
            parts.append(f"The [audit](audit:generated) lists [{item['id']}](audit:generated#{item['id']}) in "
                         f"[its file](audit:generated/{item['file']}).\n")
        elif kind == 7:
            parts.append("> " + w.sentence() + "\n")
        else:
            parts.append("\n".join(f"{n + 1}. {w.sentence()}" for n in range(rng.randint(2, 4))) + "\n")
    return "\n".join(parts)


def audit_yaml(rng, items, files):
    lines = ["id: generated", "title: Generated motion audit",
             "description: |", "  A generated audit of animation sites, for tests at scale. Ticket **GEN-1**.",
             "severities: [critical, high, medium, low]", "phases:"]
    for phase in range(1, 5):
        lines += [f"  - id: {phase}", f"    title: Phase {phase} fixes", f"    estimate: {phase * 2}h"]
    lines += ["patterns:",
              "  - id: instant-spring", "    title: Make springs instant",
              "    before: |", "      withAnimation(.spring()) { isShown = true }",
              "    after: |", "      withAnimation(reduceMotion ? nil : .spring()) { isShown = true }",
              "  - id: crossfade", "    title: Crossfade instead of moving"]
    lines.append("items:")
    for item in items:
        lines += [f"  - id: {item['id']}", f"    file: {item['file']}", f"    line: {item['line']}",
                  f"    severity: {item['severity']}", f"    phase: {SEVERITIES.index(item['severity']) + 1}",
                  f"    pattern: {rng.choice(['instant-spring', 'crossfade'])}", f"    status: {item['status']}",
                  f"    summary: {item['summary']}"]
        if item["status"] == "exempt":
            lines.append("    reason: Colour change only; a crossfade is its own fallback")
        if item["line"] % 3 == 0:
            lines += ["    before: |", f"      withAnimation(.spring(response: 0.4)) {{ {item['state']} = true }}",
                      "    after: |", f"      withAnimation(reduceMotion ? nil : .spring(response: 0.4)) {{ {item['state']} = true }}"]
    return "\n".join(lines) + "\n"


def generate(out, pages=1000, item_count=150, seed=7, themes=None):
    rng = random.Random(seed)
    if out.exists():
        shutil.rmtree(out)
    w = Writer(out, rng)
    files = [f"App/Features/{area}/{name}View.swift" for area in ("Onboarding", "Quiz", "Results", "Settings", "Dashboard")
             for name in ("Welcome", "Card", "List", "Detail", "Summary", "Banner", "Progress", "Sheet")]
    items = []
    for n in range(item_count):
        file = files[n % len(files)]
        base = file.rsplit("/", 1)[1].removesuffix("View.swift").lower()
        status = "open" if n % 17 == 0 else "exempt" if n % 23 == 0 else "fixed"
        severity = SEVERITIES[min(3, int(rng.random() ** 1.5 * 4))]
        state = f"is{w.words(1).capitalize()}{n}"
        items.append({"id": f"{base}.{w.words(1)}-{w.words(1)}-{n}", "file": file, "line": 20 + n * 3,
                      "severity": severity, "status": status, "state": state,
                      "summary": f"{w.sentence()[:-1]} in item {n}"})
    # Paths and titles first, so pages can link to each other.
    plan = []
    plan.append(("index.md", "Generated program", 12))
    plan += [(f"guides/{'index' if n == 0 else f'guide-{n:02d}'}.md", "Guides" if n == 0 else f"Guide {n} — {w.words(3)}",
              30 if n == 5 else 5) for n in range(30)]
    flat = max(1, int(pages * 0.55))
    plan += [(f"reference/ref-{n:04d}.md", f"Reference {n:04d} {w.words(2)}", 3) for n in range(flat)]
    nested = max(1, int(pages * 0.3))
    plan += [(f"proposals/{2018 + n % 6}/{['a', 'b', 'c'][n % 3]}/prop-{n:04d}.md",
              f"SE-{n:04d} {w.words(3)}", 4) for n in range(nested)]
    untitled = max(1, pages - len(plan) - 5)
    plan += [(f"notes/note-{n:03d}.md", None, 2) for n in range(untitled)]
    plan += [(f"{name}.md", name.replace("-", " ").capitalize(), 4) for name in ("about", "glossary", "changelog", "contact", "faq")]
    plan = plan[:pages]
    specs = []
    for rel, title, heading_count in plan:
        headings = [f"{w.words(2).capitalize()} {n}" for n in range(heading_count)]
        specs.append((rel, title, headings))
    for number, (rel, title, headings) in enumerate(specs):
        depth = rel.count("/")
        others = [specs[(number * 7 + k * 13 + 1) % len(specs)] for k in range(3)]
        links = [("../" * depth + other[0], other[1], other[2]) for other in others if other[0] != rel]
        front = []
        if title and number % 5 != 0:
            front = ["---", f"title: {title}", f"description: {w.sentence()}", f"order: {number}",
                     f"tags: [{w.words(1)}, generated]", "---", ""]
        w.write(f"content/{rel}", "\n".join(front) + page_body(w, number, title, headings, links, items))
    w.write("content/audits/generated.yml", audit_yaml(rng, items, files))
    themes_line = f"themes_dir: {os.path.relpath(themes, out)}\n" if themes else ""
    w.write("docgen.yml", "title: Generated program\ncontent: content\noutput: site\nstrict_links: true\n"
                          + themes_line + "audits:\n  - data: content/audits/generated.yml\n")
    return len(specs), len(items)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--items", type=int, default=150)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--themes", help="the themes folder to use (written relative to OUT_DIR)")
    args = parser.parse_args()
    pages, items = generate(pathlib.Path(args.out), args.pages, args.items, args.seed,
                            pathlib.Path(args.themes).resolve() if args.themes else None)
    print(f"{args.out}: {pages} pages, {items} audit items")


if __name__ == "__main__":
    main()
