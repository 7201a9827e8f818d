#!/usr/bin/env python3
"""Checks `docgen serve`'s live reload in headless Chromium, as a maintainer would use it.

Usage: serve_browser_check.py DOCGEN [--project DIR]

On a copy of the project (this repository's docgen.yml, content/ and themes/ by default) it starts
`docgen serve --port 0`, opens a long page, scrolls down, and then:
  1. edits the page's Markdown: the page reloads by itself, shows the edit, and keeps its scroll
     position;
  2. breaks a link: the overlay appears over the page with the located error, the source line and
     a caret, while the page still shows the last good build;
  3. fixes the link: the overlay goes and the page shows the fix;
  4. reopens an audit item (when the project has audits): the gate banner appears;
and checks that the browser logged no errors (a Content-Security-Policy violation would be one).
Exit 0 when every check passes, 1 when one fails, 2 when the browser or server cannot start.
Uses Browser from browser_check.py (chromedriver's WebDriver API, no selenium).
"""
import argparse
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "browser"))
from browser import Browser, ToolError  # noqa: E402
from selenium.common.exceptions import WebDriverException as WebDriverError  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = "plans/reduce-motion.md"


def start_server(docgen, cwd):
    """Starts `docgen serve --port 0 --quiet` in `cwd`; returns the process and its port (None when it printed no URL)."""
    server = subprocess.Popen([str(pathlib.Path(docgen).resolve()), "serve", "--port", "0", "--quiet"], cwd=cwd,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in server.stdout:
        match = re.search(r"Serving http://127\.0\.0\.1:(\d+)/", line)
        if match:
            return server, int(match.group(1))
    return server, None


def wait_for(browser, script, what, timeout=20):
    """Polls `script` (a JS expression) in the page until it is truthy; returns its value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = browser.execute(f"return {script};")
        except WebDriverError:
            value = None
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def main(argv):
    parser = argparse.ArgumentParser(prog="serve_browser_check")
    parser.add_argument("docgen")
    parser.add_argument("--project", default=str(ROOT))
    args = parser.parse_args(argv)
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory(prefix="docgen-serve-browser-") as tmp:
        work = pathlib.Path(tmp)
        source = pathlib.Path(args.project)
        shutil.copy(source / "docgen.yml", work / "docgen.yml")
        shutil.copytree(source / "content", work / "content")
        shutil.copytree(source / "themes", work / "themes")
        server, port = start_server(args.docgen, work)
        try:
            if port is None:
                print("serve_browser_check: error: docgen serve printed no URL", file=sys.stderr)
                return 2
            page_file = work / "content" / PAGE
            original = page_file.read_text()
            url = f"http://127.0.0.1:{port}/" + PAGE.replace(".md", ".html")
            with Browser() as browser:
                browser.navigate(url)
                wait_for(browser, "document.readyState === 'complete'", "the page to load")
                browser.execute("window.scrollTo({top: 400, behavior: 'instant'}); window.__docgenMarker = 1;")
                scrolled = wait_for(browser, "window.scrollY", "the page to scroll")

                page_file.write_text(original + "\n\nA sentence added while previewing.\n")
                wait_for(browser, "!window.__docgenMarker && document.readyState === 'complete'", "the page to reload")
                body = wait_for(browser, "document.body.innerText", "the page's text")
                check("A sentence added while previewing." in body, "an edit reloads the page with the new text")
                kept = wait_for(browser, "window.scrollY || -1", "the scroll position")
                check(abs(kept - scrolled) < 5, f"the reload keeps the scroll position ({scrolled} → {kept})")

                browser.execute("window.__docgenMarker = 2;")
                page_file.write_text(original + "\n\nSee the [missing page](missing.md).\n")
                overlay = wait_for(browser, "document.getElementById('docgen-serve-failure') && "
                                   "document.getElementById('docgen-serve-failure').innerText", "the error overlay")
                check("error: broken link 'missing.md'" in overlay and "^" in overlay,
                      "a broken link shows the located error with its source line and caret over the page")
                check(browser.execute("return window.__docgenMarker;") == 2, "the broken build does not reload the page")
                check("A sentence added while previewing." in browser.execute("return document.body.innerText;"),
                      "the page still shows the last good build")
                role = browser.execute("return document.getElementById('docgen-serve-failure').getAttribute('role');")
                check(role == "alert", "the overlay is announced (role=alert)")

                page_file.write_text(original + "\n\nThe link is fixed.\n")
                wait_for(browser, "!window.__docgenMarker && document.readyState === 'complete'", "the page to reload")
                wait_for(browser, "document.body.innerText.indexOf('The link is fixed.') >= 0", "the fixed text")
                check(not browser.execute("return !!document.getElementById('docgen-serve-failure');"),
                      "the next good build removes the overlay")

                audits = sorted((work / "content").rglob("*.yml"))
                if audits and "status: fixed" in audits[0].read_text():
                    audits[0].write_text(audits[0].read_text().replace("status: fixed", "status: open", 1))
                    banner = wait_for(browser, "document.getElementById('docgen-serve-gate') && "
                                      "document.getElementById('docgen-serve-gate').innerText", "the gate banner")
                    check("required" in banner, "a failed gate shows as a banner")

                errors = [entry for entry in browser.logs("browser") if entry.get("level") == "SEVERE"]
                check(not errors, "the browser logged no errors" + (f": {errors[:3]}" if errors else ""))
        except (ToolError, WebDriverError) as error:
            print(f"serve_browser_check: error: {error}", file=sys.stderr)
            return 2
        except AssertionError as error:
            check(False, str(error))
        finally:
            server.send_signal(signal.SIGINT)
            try:
                status = server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                status = None
            check(status == 0, f"Ctrl-C stops the server with exit 0 (got {status})")
    print(f"{len(failures)} of the checks failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
