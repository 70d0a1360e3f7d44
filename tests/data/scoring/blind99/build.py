"""Expand specs.py into tests/data/scoring/blind99/<domain>.jsonl (python build.py).

Adds call ids, timestamps (all on 2026-11-20, UTC), llm calls with token usage, retry events,
agent_start/agent_finish and metrics. Deterministic: ids and numbers come from sha256 of the case id.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import DOMAINS  # noqa: E402

DAY_START = 1795161600.0  # 2026-11-20T08:00:00Z
SET = "blind99"
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514"]


def _rand(seed: str, lo: int, hi: int) -> int:
    digest = hashlib.sha256(seed.encode()).digest()
    return lo + int.from_bytes(digest[:4], "big") % (hi - lo + 1)


def build_case(spec: dict, domain: str, index: int, model: str) -> dict:
    cid = spec["id"]
    t = DAY_START + index * 600 + _rand(cid + "start", 0, 240)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    tokens_in = tokens_out = 0
    retries = 0
    context = _rand(cid + "ctx", 380, 620)

    def llm(step: str, grow: int = 0) -> None:
        nonlocal t, tokens_in, tokens_out, context
        context += grow
        out = _rand(cid + step + "out", 28, 110)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out}})
        tokens_in += context
        tokens_out += out
        t += _rand(cid + step + "lat", 600, 1900) / 1000

    llm("plan")
    for n, c in enumerate(spec["calls"]):
        call_id = "call_" + hashlib.sha256(f"{SET}:{cid}:{n}".encode()).hexdigest()[:12]
        if c["retry"]:
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": retries + 1, "timestamp": round(t, 3)})
            t += 0.5 * retries
        elif n > 0:
            llm(f"step{n}", grow=_rand(cid + f"grow{n}", 90, 260))
        call_ts = round(t, 3)
        tool_calls.append({"tool": c["tool"], "args": c["args"], "id": call_id, "timestamp": call_ts})
        trace.append({"event": "tool_start", "tool": c["tool"], "call_id": call_id, "args": c["args"],
                      "timestamp": call_ts})
        if c["missing"]:
            t += _rand(cid + f"tool{n}", 300, 2400) / 1000
            continue
        if c["error"] and "Timeout" in c["error"]:
            t += 15.0
        else:
            t += _rand(cid + f"tool{n}", 250, 2400) / 1000
        end_ts = round(t, 3)
        tool_outputs.append({"tool": c["tool"], "output": c["output"], "call_id": call_id, "error": c["error"],
                             "timestamp": end_ts})
        trace.append({"event": "tool_end", "tool": c["tool"], "call_id": call_id, "output": c["output"],
                      "error": c["error"], "timestamp": end_ts})
        if c["error"]:
            errors.append(c["error"])
    final_grow = _rand(cid + "final", 150, 420)
    for k in range(spec.get("llm_loop", 0)):
        # the same step again and again: same context, same output size, no new tool call
        context_before = context
        out = _rand(cid + "loopout", 60, 90)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context_before + final_grow, "output_tokens": out}})
        tokens_in += context_before + final_grow
        tokens_out += out
        t += _rand(cid + f"loop{k}", 1400, 1700) / 1000
    llm("answer", grow=final_grow)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": cid,
        "set": SET,
        "domain": domain,
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["expected_cause"],
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3),
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
                    "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    index = 0
    for d, (domain, specs) in enumerate(DOMAINS.items()):
        model = MODELS[d % 2]
        path = HERE / (domain.replace("-", "_").replace(" ", "_") + ".jsonl")
        with path.open("w", encoding="utf-8") as fh:
            for spec in specs:
                fh.write(json.dumps(build_case(spec, domain, index, model), sort_keys=True, ensure_ascii=False) + "\n")
                index += 1
        print(f"{path.name}: {len(specs)} runs")


if __name__ == "__main__":
    main()
