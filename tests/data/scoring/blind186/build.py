"""Build the blind186 JSONL files from the compact specs in specs.py.

Written by the blind186 tester (a helper session) without reading the scorer, its tests or any
other set. `python tests/data/scoring/blind186/build.py` rewrites the *.jsonl files here.

A spec gives the prompt, the tool steps (tool, args, output or error), retries and the final
answer; this adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token
usage, tool_start/tool_end events, retry events and the metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc).timestamp()


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _tok(obj) -> int:
    text = obj if isinstance(obj, str) else json.dumps(obj)
    return max(1, len(text) // 4)


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        value, out = int(digest, 16), []
        for _ in range(22):
            value, r = divmod(value, len(alphabet))
            out.append(alphabet[r])
        return "toolu_01" + "".join(out)
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    rid, model = spec["id"], spec.get("model", "gpt-4o-2024-08-06")
    hh, mm = (int(x) for x in spec["start"].split(":"))
    t = DAY + hh * 3600 + mm * 60
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    context = 380 + _tok(spec["prompt"]) + 60 * len({s["tool"] for s in spec["steps"] if s.get("kind") == "tool"})
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int) -> None:
        nonlocal t
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        t += 0.6 + out_tokens * 0.018 + (_h(rid, str(len(trace))) % 700) / 1000

    steps = spec["steps"]
    # the first llm_call decides on the first tool (or answers straight away)
    first = next((s for s in steps if s.get("kind") == "tool"), None)
    llm(18 + _tok(first["args"]) if first else _tok(spec["response"]) + 6)
    n = 0
    for i, step in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if step["kind"] == "retry":
            retries += 1
            failed = calls[-1]
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": failed["tool"],
                          "call_id": failed["id"], "attempt": step["attempt"],
                          "reason": step.get("reason", "tool error")})
            t += step.get("delay", 1.0)
            continue
        if step["kind"] == "llm":  # extra model turns that make no progress
            for k in range(step["count"]):
                context += 45 + k * 3
                llm(40 + (_h(rid, "loop", str(k)) % 25))
            continue
        n += 1
        cid = _call_id(rid, n, model)
        ts = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": ts, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": step["tool"]})
        t += step.get("dur", 0.35 + (_h(rid, cid) % 1300) / 1000)
        if step.get("missing"):
            context += 20
        else:
            out = {"call_id": cid, "error": step.get("error"), "output": step.get("output"),
                   "timestamp": round(t, 3), "tool": step["tool"]}
            outputs.append(out)
            trace.append({"call_id": cid, "error": out["error"], "event": "tool_end",
                          "output": out["output"], "timestamp": out["timestamp"], "tool": step["tool"]})
            if step.get("error"):
                errors.append(step["error"])
            context += _tok(step.get("output") if step.get("error") is None else step["error"]) + _tok(step["args"]) + 12
        if nxt is not None and nxt["kind"] == "retry":
            continue
        nxt_tool = next((s for s in steps[i + 1:] if s.get("kind") == "tool"), None)
        if nxt is not None and nxt["kind"] == "llm":
            continue
        llm(18 + _tok(nxt_tool["args"]) if nxt_tool else _tok(spec["response"]) + 6)
    # an llm loop step at the very end still needs the answering turn
    if steps and steps[-1]["kind"] == "llm":
        llm(_tok(spec["response"]) + 6)
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind186",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_file.setdefault(spec["domain"].lower().replace(" ", "_").replace("-", "_") + ".jsonl", []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, records in by_file.items():
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_file.values()))} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
