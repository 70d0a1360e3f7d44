"""Build the blind5 held-out runs: `python tests/data/scoring/blind5/build.py` rewrites the
JSONL files in this folder from the compact specs in `specs.py`.

Each spec gives the question, the calls in order (tool, arguments, JSON output or error text,
whether a framework retry preceded it, whether the output never came back) and the final
answer. This script adds call ids, timestamps (runs on 2026-11-20 UTC), llm_call events with
token usage, tool_start/tool_end and retry events, agent_finish and the metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import random
import string

from specs import RUNS

HERE = pathlib.Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc).timestamp()


def _rng(key: str) -> random.Random:
    return random.Random(int(hashlib.sha256(key.encode()).hexdigest()[:16], 16))


def _call_id(model: str, rng: random.Random) -> str:
    alphabet = string.ascii_letters + string.digits
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice(alphabet) for _ in range(24))


def _tokens(obj) -> int:
    return max(8, len(json.dumps(obj)) // 4)


def build(spec: dict) -> dict:
    rng = _rng(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    hour, minute = spec.get("at", (9, 0))
    t = round(DAY + hour * 3600 + minute * 60 + rng.randint(0, 59), 3)
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = 380 + _tokens(spec["prompt"]) + rng.randint(0, 120)
    total_in = total_out = 0

    def llm(out_tok: int) -> None:
        nonlocal t, total_in, total_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": in_tok, "output_tokens": out_tok}})
        total_in += in_tok
        total_out += out_tok
        t += 0.6 + out_tok * 0.018 + rng.random() * 0.8

    for step in spec["calls"]:
        if step.get("retry"):
            retries += 1
            t += 0.2 + rng.random() * 0.4
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "reason": errors[-1] if errors else None, "timestamp": round(t, 3)})
            t += step.get("backoff", 1.0)
        else:
            llm(22 + _tokens(step["args"]) + rng.randint(0, 25))
        cid = _call_id(model, rng)
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": cid, "args": step["args"],
                      "timestamp": start})
        t += step.get("latency", 0.3 + rng.random() * 1.2)
        if step.get("missing"):
            in_tok += 40
            continue
        end = round(t, 3)
        err = step.get("error")
        out = step.get("output")
        outputs.append({"tool": step["tool"], "output": out, "call_id": cid, "error": err, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": cid, "output": out, "error": err,
                      "timestamp": end})
        if err:
            errors.append(err)
        in_tok += 30 + _tokens(out if err is None else err) + _tokens(step["args"])

    for _ in range(spec.get("loop_llm_calls", 0)):
        llm(60 + rng.randint(0, 6))
        in_tok += 64
    llm(14 + len(spec["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": total_in, "output_tokens": total_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind5",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        name = domain.replace(" ", "_").replace("/", "_")
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
