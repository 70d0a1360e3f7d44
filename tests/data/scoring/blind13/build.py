"""Builds the blind13 held-out runs (tests/data/scoring/blind13/*.jsonl) from the compact specs in specs.py.

Written by the blind13 tester without reading the scorer or the other sets. Each spec gives the
prompt, the steps (tool calls with arguments and JSON outputs or errors, retries, extra LLM turns)
and the final answer; this script adds call ids, timestamps on 2026-11-20 (UTC), token usage,
the trace and the metrics. Run: python tests/data/scoring/blind13/build.py
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from pathlib import Path

from specs import SPECS  # noqa: E402  (same folder)

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]
_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _h(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _num(seed: str, lo: int, hi: int) -> int:
    return lo + int.from_bytes(_h(seed)[:4], "big") % (hi - lo + 1)


def _call_id(style: str, run_id: str, n: int) -> str:
    d = _h(run_id, "call", n)
    if style == "anthropic":
        return "toolu_01" + "".join(_B62[b % 62] for b in d[:22])
    return "call_" + d.hex()[:24]


def _tokens(text: str, base: int) -> int:
    return base + len(text) // 4


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = MODELS[_num(rid + "m", 0, len(MODELS) - 1)]
    style = "anthropic" if model.startswith("claude") else "openai"
    hh, mm = spec["at"].split(":")
    t = DAY0 + int(hh) * 3600 + int(mm) * 60 + _num(rid + "s", 0, 59)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    in_tok = _tokens(spec["prompt"], 380 + _num(rid + "sys", 0, 120))
    tot_in = tot_out = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, in_tok, tot_in, tot_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": in_tok, "output_tokens": out_tokens}})
        tot_in += in_tok
        tot_out += out_tokens
        t += 0.6 + out_tokens / 90.0

    n = 0
    pending_llm = True
    for step in spec["steps"]:
        if "llm" in step:  # extra model turns without tool calls (planning / looping)
            for k in range(step["llm"]):
                llm(_num(f"{rid}loop{k}", 60, 180))
                in_tok += _num(f"{rid}loopin{k}", 90, 160)
            continue
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["attempt"],
                          "reason": step.get("reason", "error"), "timestamp": round(t, 3)})
            pending_llm = False
            continue
        if pending_llm:
            llm(_num(f"{rid}call{n}", 28, 70))
        n += 1
        cid = _call_id(style, rid, n)
        args = step["args"]
        calls.append(OrderedDict([("args", args), ("id", cid), ("timestamp", round(t, 3)), ("tool", step["tool"])]))
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.4 + _num(f"{rid}dur{n}", 0, 1400) / 1000.0)
        if step.get("missing"):  # the tool span never ended: no output recorded
            pending_llm = True
            continue
        out = step.get("out")
        err = step.get("err")
        if err is not None:
            errors.append(err)
        rec = OrderedDict([("call_id", cid), ("error", err), ("output", out), ("timestamp", round(t, 3)), ("tool", step["tool"])])
        outputs.append(rec)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        in_tok += len(json.dumps(out)) // 4 + 30 if out is not None else 40
        pending_llm = not step.get("parallel_next", False)
    llm(_tokens(spec["response"], 12))
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    metrics = {"errors": errors, "latency": round(t - start, 3), "retries": retries,
               "token_usage": {"input_tokens": tot_in, "output_tokens": tot_out}}
    record = {key: spec[key] for key in ("category", "domain", "label", "prompt", "response")}
    record.update(id=rid, expected_cause=spec.get("cause"), evidence_level="fully_instrumented", metrics=metrics,
                  set="blind13", split="heldout", tool_calls=[dict(c) for c in calls],
                  tool_outputs=[dict(o) for o in outputs], trace=trace)
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
