"""Screenshots to look at: chosen pages at 1280 and 390 px in light and dark (first screen and the
whole page), and each page's print rendering as PNG pages (through pdftoppm)."""
import os
import pathlib
import subprocess
import tempfile

from browser import ToolError

VIEWPORTS = [(1280, 900), (390, 844)]


def default_pages(pages):
    chosen = ["index.html"] if "index.html" in pages else pages[:1]
    audits = [p for p in pages if p.startswith("audits/") and p.count("/") == 1]
    return chosen + audits[:1]


def take_screenshots(checker, out, requested):
    browser = checker.browser
    pages = [p.strip("/") for p in requested] or default_pages(checker.all_pages)
    for page in pages:
        if page not in checker.all_pages:
            raise ToolError(f"--screenshot-page {page}: no such page under the site")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        for page in pages:
            stem = page[:-5].replace("/", "_")
            for width, height in VIEWPORTS:
                for scheme in ("light", "dark"):
                    browser.emulate(width, height, scheme=scheme)
                    browser.navigate(checker.url(page))
                    name = f"{stem}-{width}-{scheme}.png"
                    (out / name).write_bytes(browser.screenshot())
                    written.append(name)
                    if scheme == "light":
                        name = f"{stem}-{width}-{scheme}-full.png"
                        (out / name).write_bytes(browser.full_page_screenshot(width))
                        written.append(name)
            browser.emulate(1280, scheme="dark")
            browser.navigate(checker.url(page))
            with tempfile.TemporaryDirectory() as tmp:
                pdf = os.path.join(tmp, "page.pdf")
                pathlib.Path(pdf).write_bytes(browser.print_pdf())
                subprocess.run(["pdftoppm", "-png", "-r", "60", "-l", "4", pdf, str(out / f"{stem}-print")], check=True)
            written += sorted(p.name for p in out.glob(f"{stem}-print*.png"))
    finally:
        browser.emulate(1280)
        browser.drain()
    return written
