"""One headless Chromium session through Selenium and chromedriver, with axe-core at hand.

The session runs with HOME, TMPDIR and the XDG folders inside a private temporary folder, so the
browser profile and caches never touch the user's; chromedriver leads its own process group, which
is stopped as a whole when the session ends. axe-core's JavaScript is read from the installed
`axe-selenium-python` package, never from the network.
"""
import importlib.util
import json
import os
import pathlib
import re
import shutil
import signal
import tempfile
import time

os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager look for drivers online
os.environ.setdefault("SE_AVOID_STATS", "true")

CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--hide-scrollbars", "--font-render-hinting=none", "--disable-extensions",
               "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--disable-domain-reliability"]
PAGE_LOAD_TIMEOUT = 60
SCRIPT_TIMEOUT = 120
AXE_MIN_VERSION = (4, 7)
# WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


class ToolError(Exception):
    """The check itself cannot run (browser or axe-core missing, bad arguments): exit 2."""


def find_executable(names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def axe_script_path():
    """axe.min.js as shipped inside the installed axe-selenium-python package."""
    spec = importlib.util.find_spec("axe_selenium_python")
    if spec is None or not spec.origin:
        raise ToolError("axe-selenium-python is not installed (scripts/install-deps --test installs it)")
    path = pathlib.Path(spec.origin).parent / "node_modules" / "axe-core" / "axe.min.js"
    if not path.is_file():
        raise ToolError(f"axe-selenium-python has no axe-core at {path}")
    return path


def axe_version(script):
    match = re.search(r"axe v(\d+)\.(\d+)\.(\d+)", script[:400])
    return tuple(int(part) for part in match.groups()) if match else None


class Browser:
    """A chromedriver process and one Chromium session; a context manager that always cleans up."""

    def __init__(self):
        self.driver_path = os.environ.get("CHROMEDRIVER") or find_executable(["chromedriver"])
        self.chrome_path = os.environ.get("CHROME") or find_executable(
            ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])
        self.tmp = None
        self.driver = None
        self.service = None
        self.axe = None
        self.axe_version = None

    def __enter__(self):
        try:
            from selenium import webdriver
            from selenium.webdriver.chrome.options import Options
            from selenium.webdriver.chrome.service import Service
        except ImportError as error:
            raise ToolError(f"selenium is not installed ({error}); run scripts/install-deps --test") from error
        if not self.driver_path:
            raise ToolError("chromedriver not found (install Debian's chromium-driver)")
        if not self.chrome_path:
            raise ToolError("chromium not found (install Debian's chromium)")
        self.axe = axe_script_path().read_text(encoding="utf-8")
        self.axe_version = axe_version(self.axe)
        if not self.axe_version or self.axe_version[:2] < AXE_MIN_VERSION:
            raise ToolError(f"axe-core {self.axe_version} is too old; 4.7 or later is needed for WCAG 2.2 "
                            "(scripts/install-deps --test installs axe-selenium-python 3)")
        self.tmp = tempfile.mkdtemp(prefix="browser-check.")
        env = dict(os.environ)
        for key, sub in (("HOME", "home"), ("TMPDIR", "tmp"), ("XDG_CONFIG_HOME", "home/.config"),
                         ("XDG_CACHE_HOME", "home/.cache"), ("XDG_DATA_HOME", "home/.local/share"),
                         ("XDG_RUNTIME_DIR", "runtime")):
            path = os.path.join(self.tmp, sub)
            os.makedirs(path, mode=0o700, exist_ok=True)
            env[key] = path
        options = Options()
        options.binary_location = self.chrome_path
        for arg in CHROME_ARGS + [f"--user-data-dir={os.path.join(self.tmp, 'profile')}"]:
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
        self.service = Service(executable_path=self.driver_path, env=env,
                               log_output=os.path.join(self.tmp, "chromedriver.log"),
                               popen_kw={"start_new_session": True})
        try:
            self.driver = webdriver.Chrome(service=self.service, options=options)
            self.driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT)
            self.driver.set_script_timeout(SCRIPT_TIMEOUT)
            self.driver.get("about:blank")
            self.drain()
        except BaseException as error:
            self.close()
            if isinstance(error, Exception) and not isinstance(error, ToolError):
                raise ToolError(f"the browser ({self.chrome_path}) failed to start: {error}") from error
            raise
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # -- commands ------------------------------------------------------------------------------

    def cdp(self, cmd, params=None):
        return self.driver.execute_cdp_cmd(cmd, params or {})

    def emulate(self, width, height=900, scheme="light", media="", reduce_motion=False):
        """Sets the viewport and media features for the following navigations."""
        self.cdp("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        features = [{"name": "prefers-color-scheme", "value": scheme},
                    {"name": "prefers-reduced-motion", "value": "reduce" if reduce_motion else "no-preference"}]
        self.cdp("Emulation.setEmulatedMedia", {"media": media, "features": features})

    def scripts_enabled(self, enabled):
        self.cdp("Emulation.setScriptExecutionDisabled", {"value": not enabled})

    def navigate(self, url):
        self.driver.get(url)

    def execute(self, script, *args):
        return self.driver.execute_script(script, *args)

    def execute_async(self, script, *args):
        return self.driver.execute_async_script(script, *args)

    def logs(self, kind):
        """Drains chromedriver's buffer for `kind` (`browser` or `performance`)."""
        return self.driver.get_log(kind) or []

    def drain(self):
        self.logs("browser")
        self.logs("performance")

    def run_axe(self):
        """Injects axe-core (once per document) and returns its violations on the whole page."""
        if not self.execute("return typeof window.axe === 'object'"):
            self.execute(self.axe)
        options = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"],
                   "preload": False}
        result = self.execute_async(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, arguments[0]).then(r => done({violations: r.violations.map(v => ({"
            "  id: v.id, impact: v.impact, help: v.help,"
            "  nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}))}),"
            "  e => done({error: String(e)}));", options)
        if result.get("error"):
            raise ToolError(f"axe-core failed: {result['error']}")
        return result["violations"]

    def print_pdf(self, landscape=False):
        """The current page printed as Chromium prints it (CSS @page sizes win), as PDF bytes."""
        import base64
        result = self.cdp("Page.printToPDF", {"printBackground": True, "preferCSSPageSize": True,
                                              "landscape": landscape})
        return base64.b64decode(result["data"])

    def screenshot(self):
        return self.driver.get_screenshot_as_png()

    def full_page_screenshot(self, width):
        """A PNG of the whole page at `width`, as tall as the document."""
        import base64
        height = int(self.execute("return Math.ceil(document.documentElement.scrollHeight)"))
        result = self.cdp("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 16000), "scale": 1}})
        return base64.b64decode(result["data"])

    # -- cleanup -------------------------------------------------------------------------------

    def close(self):
        pgid = None
        if self.service is not None and getattr(self.service, "process", None) is not None:
            pgid = self.service.process.pid
        if self.driver is not None:
            try:
                self.driver.quit()
            except Exception:  # noqa: BLE001 - the browser may already be gone
                pass
            self.driver = None
        if pgid is not None:
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(pgid, sig)
                except ProcessLookupError:
                    break
                deadline = time.monotonic() + 5
                while time.monotonic() < deadline and group_alive(pgid):
                    time.sleep(0.05)
                if not group_alive(pgid):
                    break
        self.service = None
        if self.tmp:
            shutil.rmtree(self.tmp, ignore_errors=True)
            self.tmp = None


def group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def performance_requests(entries):
    """(document URL, request URL) of every `Network.requestWillBeSent` in a performance log."""
    requests = []
    for entry in entries:
        try:
            message = json.loads(entry["message"])["message"]
        except (KeyError, ValueError, TypeError):
            continue
        if message.get("method") != "Network.requestWillBeSent":
            continue
        params = message.get("params", {})
        requests.append((params.get("documentURL", ""), params.get("request", {}).get("url", "")))
    return requests
