"""Expand the blind180 specs (specs_fair_a.py, specs_fair_b.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind180/build.py

Each spec gives the question, the agent's tool rounds (calls with their arguments and the JSON
output or error each returned), and the final answer. This script adds what a recorder would:
call ids, timestamps on 2026-11-20 (UTC), llm_call events with token usage, tool_start /
tool_end pairs, retry events, agent_finish, and the run metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_fair_a import SPECS as SPECS_A  # noqa: E402
from specs_fair_b import SPECS as SPECS_B  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
SET_NAME = "blind180"


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tokens(obj: object) -> int:
    text = obj if isinstance(obj, str) else json.dumps(obj)
    return max(1, round(len(text) / 3.8))


def _start_epoch(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def expand(spec: dict) -> dict:
    rid = spec["id"]
    t = _start_epoch(spec["at"])
    model = spec["model"]
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 360 + 45 * len({c["tool"] for turn in spec["turns"] if turn != "think" for c in turn}) + _tokens(spec["prompt"])
    n = 0

    def llm(out_tokens: int) -> None:
        nonlocal t
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        t += 0.9 + out_tokens * 0.012 + (_h(rid, "llm", len(trace)) % 700) / 1000

    for turn in spec["turns"]:
        if turn == "think":
            out = 140 + _h(rid, "think", len(trace)) % 60
            llm(out)
            context += out
            continue
        out = sum(14 + _tokens(c["args"]) for c in turn)
        llm(out)
        context += out
        for c in turn:
            n += 1
            cid = "call_" + hashlib.sha256(f"{rid}#{n}".encode()).hexdigest()[:12]
            if c.get("retry"):
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"],
                              "attempt": c["retry"], "reason": errors[-1] if errors else None})
            call = {"tool": c["tool"], "args": c["args"], "id": cid, "timestamp": round(t, 3)}
            calls.append(call)
            trace.append({"event": "tool_start", "tool": c["tool"], "call_id": cid, "args": c["args"],
                          "timestamp": round(t, 3)})
            t += c.get("secs", 0.35 + (_h(rid, cid) % 900) / 1000)
            if c.get("missing"):
                continue
            err = c.get("err")
            result = {"tool": c["tool"], "output": c.get("out"), "call_id": cid, "error": err,
                      "timestamp": round(t, 3)}
            outputs.append(result)
            trace.append({"event": "tool_end", "tool": c["tool"], "call_id": cid, "output": c.get("out"),
                          "error": err, "timestamp": round(t, 3)})
            if err is not None:
                errors.append(err)
            context += _tokens(c.get("out")) + (_tokens(err) if err else 0)
    llm(_tokens(spec["response"]) + 6)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), rid
    return {
        "id": rid,
        "set": SET_NAME,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        assert spec["label"] in ("clean", "flawed"), spec["id"]
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(expand(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
