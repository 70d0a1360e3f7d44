"""Build blind12/*.jsonl from the compact specs in specs.py (written by hand for this set).

python tests/data/scoring/blind12/build.py   # rewrites blind12/<domain>.jsonl

Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token usage, tool_start /
tool_end, retry events, agent_finish and the run's metrics. Deterministic: ids and token counts
come from sha256 of the run id.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()


def _h(*parts: object) -> str:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def _n(seed: str, lo: int, hi: int) -> int:
    return lo + int(_h(seed)[:8], 16) % (hi - lo + 1)


def build(run: dict) -> dict:
    rid = run["id"]
    hh, mm = (int(x) for x in run["start"].split(":"))
    t = round(DAY + hh * 3600 + mm * 60, 3)
    model = run.get("model", "gpt-4o-2024-08-06")
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    prompt_tokens = 380 + len(run["prompt"]) // 3

    def llm(i: int, base: int) -> None:
        nonlocal t
        tu = {"input_tokens": base + _n(f"{rid}-in-{i}", 20, 240), "output_tokens": _n(f"{rid}-out-{i}", 24, 140)}
        usage["input_tokens"] += tu["input_tokens"]
        usage["output_tokens"] += tu["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tu})
        t += _n(f"{rid}-lt-{i}", 700, 2400) / 1000

    context = prompt_tokens
    llm(0, context)
    for i, call in enumerate(run["calls"]):
        if call.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"], "timestamp": round(t, 3)})
            t += call.get("backoff", 1.0)
        elif i > 0 and not call.get("same_turn"):
            context += 180 + len(json.dumps(run["calls"][i - 1].get("out"))) // 4
            llm(i, context)
        cid = "call_" + _h(rid, i)[:12] if run.get("style", "openai") == "openai" else "toolu_" + _h(rid, i)[:20]
        start = round(t, 3)
        calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
        t += call.get("dt", _n(f"{rid}-dt-{i}", 300, 1900) / 1000)
        if call.get("missing"):
            continue
        end = round(t, 3)
        err = call.get("err")
        out = call.get("out")
        rec = {"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": call["tool"]}
        outputs.append(rec)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
        if err:
            errors.append(err)
    if run["calls"]:
        context += 180 + len(json.dumps(run["calls"][-1].get("out"))) // 4
    for j in range(run.get("extra_llm", 0)):
        llm(100 + j, context + 90 * j)
    llm(99, context)
    t += len(run["response"]) / 180
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3), "retries": retries, "token_usage": usage},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind12",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for run in RUNS:
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        assert run["label"] in ("clean", "flawed")
        assert (run["label"] == "clean") == (run.get("cause") is None), run["id"]
        by_domain.setdefault(run["domain"], []).append(build(run))
    for domain, recs in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in recs))
    print(f"{len(ids)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
