#!/usr/bin/env python3
"""Measures `docgen serve` and the build cache on a copy of the swift-evolution corpus, against a
full build in the same run.

- full build: median wall time of `docgen build --no-cache` (the peer every figure is a ratio of);
- cached build, nothing changed: `docgen build` with the cache in .build-docgen/ up to date;
- cached build after a one-page edit: `docgen build` renders only what the edit reaches;
- no-op rebuild: a page rewritten with the same bytes, from the write to the server's `ok` event;
- one-page edit: a line appended to a page, from the write to the `reload` event naming that page;
- title change: a page's first heading changed (navigation, pager, section index, home, search
  index), from the write to the `reload` event; also as a fraction of the full build;
- memory: resident set (VmRSS) and its peak (VmHWM) of the server after edit 1 and edit N.
Edits are timed from just after the file is written; each includes inotify's delivery and the
server's 20 ms quiet window for coalescing bursts. Nothing here is asserted; it prints figures.
"""
import argparse
import os
import pathlib
import re
import select
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from serve_browser_check import start_server  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "swift-evolution"


class Events:
    """A Server-Sent Events reader over a raw socket (chunked transfer encoding)."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(f"GET /__docgen/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        self.raw = b""
        self.text = ""
        while b"\r\n\r\n" not in self.raw:
            self._recv(10)
        self.raw = self.raw.split(b"\r\n\r\n", 1)[1]

    def _recv(self, timeout):
        ready, _, _ = select.select([self.sock], [], [], timeout)
        if not ready:
            raise TimeoutError("no event in time")
        data = self.sock.recv(65536)
        if not data:
            raise EOFError("the event stream ended")
        self.raw += data

    def _decode(self):
        while True:
            if b"\r\n" not in self.raw:
                return
            size_line, rest = self.raw.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            if len(rest) < size + 2:
                return
            self.text += rest[:size].decode()
            self.raw = rest[size + 2:]

    def next(self, timeout=30):
        deadline = time.perf_counter() + timeout
        while True:
            self._decode()
            if "\n\n" in self.text:
                block, self.text = self.text.split("\n\n", 1)
                name, data = "message", []
                for line in block.split("\n"):
                    if line.startswith("event:"):
                        name = line[6:].strip()
                    elif line.startswith("data:"):
                        data.append(line[5:].strip())
                if data:
                    return name, "\n".join(data), time.perf_counter()
                continue
            self._recv(max(0.001, deadline - time.perf_counter()))

    def until(self, name, timeout=30):
        while True:
            event = self.next(timeout)
            if event[0] == name:
                return event


def memory(pid):
    values = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--docgen", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--edits", type=int, default=200)
    args = parser.parse_args()
    docgen = str(pathlib.Path(args.docgen).resolve())
    with tempfile.TemporaryDirectory(prefix="docgen-bench-serve-") as tmp:
        work = pathlib.Path(tmp)
        shutil.copytree(CORPUS, work / "content", ignore=shutil.ignore_patterns("*.txt"))
        (work / "docgen.yml").write_text(
            f"title: Swift Evolution\ncontent: content\nthemes_dir: {ROOT / 'themes'}\n"
            f"output: {work / 'site'}\nstrict_links: false\n")
        pages = sorted((work / "content").rglob("*.md"))
        def build(*extra):
            start = time.perf_counter()
            subprocess.run([docgen, "build", "--quiet", *extra], cwd=work, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return time.perf_counter() - start

        builds, cached_noop, cached_edit = [], [], []
        probe = pages[len(pages) // 3]
        probe_text = probe.read_text()
        build()
        for index in range(args.runs):
            builds.append(build("--no-cache"))
            build()
            cached_noop.append(build())
            probe.write_text(probe_text + f"\n\nCache edit {index}.\n")
            cached_edit.append(build())
        probe.write_text(probe_text)
        full = statistics.median(builds)

        server, port = start_server(docgen, work)
        try:
            if port is None:
                sys.exit("bench: docgen serve printed no URL")
            events = Events(port)
            events.next()

            def edit(path, text, expect):
                start = time.perf_counter()
                path.write_text(text)
                if expect == "ok":
                    _, _, at = events.until("ok")
                else:
                    while True:
                        name, data, at = events.until("reload")
                        if expect in data:
                            break
                    events.until("ok")
                return at - start

            noop, body, title = [], [], []
            target = pages[len(pages) // 2]
            original = target.read_text()
            for _ in range(args.runs):
                noop.append(edit(target, target.read_text(), "ok"))
            page_path = target.relative_to(work / "content").with_suffix(".html").as_posix()
            for index in range(args.runs):
                body.append(edit(target, original + f"\n\nEdit {index}.\n", page_path))
            heading = re.search(r"^# .*$", original, re.M)
            for index in range(args.runs):
                retitled = original.replace(heading.group(0), f"{heading.group(0)} (retitled {index})", 1)
                title.append(edit(target, retitled, page_path))
            target.write_text(original)
            events.until("ok")

            memory_first = None
            for index in range(args.edits):
                page = pages[(index * 7) % len(pages)]
                text = page.read_text()
                path = page.relative_to(work / "content").with_suffix(".html").as_posix()
                edit(page, text + f"\n\nMemory edit {index}.\n", path)
                if index == 0:
                    memory_first = memory(server.pid)
            memory_last = memory(server.pid)
        finally:
            server.send_signal(2)
            server.wait(timeout=30)

    ms = lambda seconds: seconds * 1000
    print(f"docgen serve benchmark: {len(pages)} pages of swift-evolution, {args.runs} runs each, "
          f"{os.cpu_count()} cores; every edit timed from the file write to the event")
    print(f"{'case':<34}{'median ms':>10}{'min ms':>9}{'of full build':>15}")
    print(f"{'full build (--no-cache)':<34}{ms(full):>10.1f}{ms(min(builds)):>9.1f}{'1.00':>15}")
    for name, values, target_text in [("docgen build, cache up to date", cached_noop, "target <= 50 ms"),
                                      ("docgen build, one page edited", cached_edit, "renders 1 page"),
                                      ("serve: no-op rebuild → ok", noop, "target <= 50 ms"),
                                      ("serve: one-page edit → reload", body, "target <= 100 ms"),
                                      ("serve: title change → reload", title, "target <= 0.40")]:
        median = statistics.median(values)
        print(f"{name:<34}{ms(median):>10.1f}{ms(min(values)):>9.1f}{median / full:>15.2f}   ({target_text})")
    print(f"server memory after edit 1:   RSS {memory_first[0]:.1f} MB, peak {memory_first[1]:.1f} MB")
    print(f"server memory after edit {args.edits}: RSS {memory_last[0]:.1f} MB, peak {memory_last[1]:.1f} MB"
          f"  (growth {memory_last[0] / memory_first[0]:.2f}x)")


if __name__ == "__main__":
    main()
