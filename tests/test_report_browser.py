"""The HTML report as a person sees it, in headless Chromium (Debian's `chromium` and
`chromium-driver`, driven by selenium). A missing browser fails these tests; it never skips them.

Screenshots are saved under `.cache/report-screenshots/` of the checkout (the path is printed).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from critiqor import span_refs
from critiqor.report import render_report
from report_helpers import HOSTILE, clean_run, demo_run, failing_run, hostile_run, nested_run

SCREENSHOTS = Path(__file__).resolve().parent.parent / ".cache" / "report-screenshots"


def _find(*names: str) -> str:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    pytest.fail(
        f"none of {names} is installed: the report's browser tests need Debian's chromium and chromium-driver "
        "(apt-get install -y chromium chromium-driver; scripts/test.sh installs them)"
    )


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CRITIQOR_CHROMIUM") or _find("chromium", "chromium-browser")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1300,1600"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=_find("chromedriver")))
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def demo():
    return demo_run()


def _open(browser, tmp_path: Path, runs, name: str = "report.html", **kwargs) -> Path:
    path = tmp_path / name
    path.write_text(render_report(runs, **kwargs), encoding="utf-8")
    browser.get(path.as_uri())
    return path


def _screenshot(browser, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    browser.save_screenshot(str(path))
    print(f"screenshot: {path}")
    return path


def _rect(browser, element) -> dict:
    return browser.execute_script("const r = arguments[0].getBoundingClientRect(); return {x: r.x, w: r.width};", element)


def test_waterfall_bars_sit_at_each_spans_start_and_are_as_long_as_it_lasted(browser, demo, tmp_path: Path) -> None:
    _open(browser, tmp_path, [demo])
    refs = span_refs(demo.evidence)
    root = next(s for s in demo.spans if format(s.context.span_id, "016x") == refs.root_span_id)
    in_run = [s for s in demo.spans if s is root or (s.parent is not None and s.parent.span_id == root.context.span_id)]
    start = root.start_time
    total = max(s.end_time for s in in_run) - start
    expected = [root] + sorted((s for s in in_run if s is not root), key=lambda s: s.start_time)

    rows = browser.find_elements(By.CSS_SELECTOR, "#run-1 .waterfall .row")
    assert [row.get_attribute("data-span") for row in rows] == [format(s.context.span_id, "016x") for s in expected]
    assert [row.find_element(By.CSS_SELECTOR, ".name").get_attribute("title") for row in rows] == [s.name for s in expected]
    assert all(span.name in row.text for row, span in zip(rows, expected))
    for row, span in zip(rows, expected):
        track = _rect(browser, row.find_element(By.CSS_SELECTOR, ".track"))
        bar = _rect(browser, row.find_element(By.CSS_SELECTOR, ".bar"))
        assert bar["x"] - track["x"] == pytest.approx(track["w"] * (span.start_time - start) / total, abs=1.5), span.name
        want_width = track["w"] * (span.end_time - span.start_time) / total
        assert bar["w"] == pytest.approx(max(want_width, 1.0), abs=1.5), span.name
    lefts = [_rect(browser, row.find_element(By.CSS_SELECTOR, ".bar"))["x"] for row in rows[1:]]
    assert lefts == sorted(lefts), "children are drawn in start order"
    # the failed flight search is drawn as an error, the others are not
    errors = [row.get_attribute("data-span") for row in rows if "error" in row.get_attribute("class").split()]
    assert errors == [refs.tool_outputs[0]]


def test_clicking_a_cause_highlights_exactly_the_spans_it_cites(browser, demo, tmp_path: Path) -> None:
    _open(browser, tmp_path, [demo])
    buttons = browser.find_elements(By.CSS_SELECTOR, "#run-1 .cause")
    assert len(buttons) == len(demo.result.failure_causes) >= 4
    by_type = {cause.type: set(cause.span_ids) for cause in demo.result.failure_causes}
    for button in buttons:
        button.click()
        cause_type = button.find_element(By.CSS_SELECTOR, "b").text
        rows = browser.find_elements(By.CSS_SELECTOR, "#run-1 .waterfall .row")
        lit = {row.get_attribute("data-span") for row in rows if "hl" in row.get_attribute("class").split()}
        assert lit == by_type[cause_type], cause_type
        opacity = {row.get_attribute("data-span"): float(row.value_of_css_property("opacity")) for row in rows}
        assert all(opacity[s] == 1.0 for s in lit) and all(o < 1.0 for s, o in opacity.items() if s not in lit)
        assert button.get_attribute("aria-pressed") == "true"
    repeated = next(b for b in buttons if b.find_element(By.CSS_SELECTOR, "b").text == "repeated_tool_call")
    repeated.click()
    _screenshot(browser, "cause-selected.png")
    repeated.click()  # a second click clears the selection
    rows = browser.find_elements(By.CSS_SELECTOR, "#run-1 .waterfall .row")
    assert not [row for row in rows if "hl" in row.get_attribute("class").split()]
    assert all(float(row.value_of_css_property("opacity")) == 1.0 for row in rows)


def test_clicking_a_span_shows_its_args_output_error_tokens_and_citing_causes(browser, demo, tmp_path: Path) -> None:
    _open(browser, tmp_path, [demo])
    refs = span_refs(demo.evidence)
    timed_out, repeated = refs.tool_calls[0], refs.tool_calls[4]
    chat = next(format(s.context.span_id, "016x") for s in demo.spans if s.name == "chat demo-planner")

    def open_detail(span_id: str) -> str:
        row = browser.find_element(By.CSS_SELECTOR, f'#run-1 .row[data-span="{span_id}"]')
        detail = browser.find_element(By.ID, f"r0-d{span_id}")
        assert not detail.is_displayed()
        row.click()
        assert detail.is_displayed()
        return detail.text

    text = open_detail(repeated)
    assert '{"args": ["EUR", "USD"], "kwargs": {}}' in text and "output\n1.08" in text
    assert "repeated_tool_call" in text
    text = open_detail(timed_out)
    assert "error\ntimeout after 40 ms" in text and "timeout" in text.split("cited by", 1)[1]
    text = open_detail(chat)
    assert "tokens\n508 (in 412, out 96)" in text and "no failure cause" in text
    _screenshot(browser, "span-details.png")
    # selecting a citing cause from the details highlights that cause's spans
    browser.find_element(By.CSS_SELECTOR, f"#r0-d{repeated} .cite").click()
    rows = browser.find_elements(By.CSS_SELECTOR, "#run-1 .waterfall .row")
    assert {r.get_attribute("data-span") for r in rows if "hl" in r.get_attribute("class").split()} == {refs.tool_calls[3], repeated}


def test_the_index_lists_every_run_and_sorts_by_the_clicked_column(browser, demo, tmp_path: Path) -> None:
    runs = [clean_run(), demo, failing_run(), clean_run("")]
    _open(browser, tmp_path, runs)
    trust = [run.result.confidence for run in runs]
    assert len(set(trust)) >= 3, trust

    def column(n: int) -> list[str]:
        return [row.find_elements(By.TAG_NAME, "td")[n].text for row in browser.find_elements(By.CSS_SELECTOR, "table.runs tbody tr")]

    assert column(3) == [str(t) for t in trust]
    header = browser.find_element(By.CSS_SELECTOR, 'table.runs th[data-col="3"]')
    header.click()
    assert column(3) == [str(t) for t in sorted(trust)]
    assert header.get_attribute("aria-sort") == "ascending"
    header.click()
    assert column(3) == [str(t) for t in sorted(trust, reverse=True)]
    # each row links to its run, in the same file
    first = browser.find_element(By.CSS_SELECTOR, "table.runs tbody tr a")
    target = first.get_attribute("href").split("#", 1)[1]
    assert browser.find_element(By.ID, target).find_element(By.CSS_SELECTOR, ".trust-score").text == column(3)[0]
    buckets = browser.find_elements(By.CSS_SELECTOR, ".dist .bucket .count")
    assert sum(int(b.text or 0) for b in buckets) == len(runs)
    _screenshot(browser, "index.png")


def test_hostile_content_is_shown_as_text_and_long_values_expand_to_exactly_what_was_recorded(browser, tmp_path: Path) -> None:
    long_output = "<i>start</i>" + "x" * 3000 + HOSTILE + "end"
    _open(browser, tmp_path, [hostile_run(long_output)])
    assert browser.execute_script("return window.__pwned === undefined")
    assert browser.find_elements(By.CSS_SELECTOR, "img, [onerror]") == []
    assert [e for e in browser.find_elements(By.CSS_SELECTOR, "b, i") if e.text in ("bold?", "start")] == []
    summary = browser.find_element(By.CSS_SELECTOR, "#run-1 .summary").text
    assert f"prompt\n{HOSTILE}" in summary and f"response\n{HOSTILE}" in summary

    tool_row = next(r for r in browser.find_elements(By.CSS_SELECTOR, "#run-1 .row") if "execute_tool" in r.text)
    assert HOSTILE in tool_row.text
    tool_row.click()
    detail = browser.find_element(By.ID, f"r0-d{tool_row.get_attribute('data-span')}")
    value = detail.find_elements(By.CSS_SELECTOR, "pre .v")[1]  # args, then output
    shown = value.text
    assert long_output.startswith(shown) and len(shown) < len(long_output)
    more = detail.find_element(By.CSS_SELECTOR, ".more")
    assert more.text == f"show all {len(long_output):,} chars"
    more.click()
    assert value.text == long_output
    more.click()
    assert value.text == shown


def test_nested_spans_are_indented_under_their_parent_and_fold_away(browser, tmp_path: Path) -> None:
    run = nested_run()
    _open(browser, tmp_path, [run])
    rows = browser.find_elements(By.CSS_SELECTOR, "#run-1 .waterfall .row")
    names = [row.find_element(By.CSS_SELECTOR, ".name").get_attribute("title") for row in rows]
    assert names == ["agent", "execute_tool fetch_page", "HTTP GET", "dns lookup", "chat m", "critiqor.evaluate"]
    indent = {n: _rect(browser, r.find_element(By.CSS_SELECTOR, ".kind"))["x"] for n, r in zip(names, rows)}
    assert indent["agent"] < indent["execute_tool fetch_page"] < indent["HTTP GET"] < indent["dns lookup"]
    assert indent["chat m"] == indent["execute_tool fetch_page"]

    tool = rows[1]
    tool.find_element(By.CSS_SELECTOR, "button.fold").click()
    assert [r.is_displayed() for r in rows] == [True, True, False, False, True, True]
    assert not browser.find_element(By.ID, f"r0-d{tool.get_attribute('data-span')}").is_displayed()
    tool.find_element(By.CSS_SELECTOR, "button.fold").click()
    assert all(r.is_displayed() for r in rows)
