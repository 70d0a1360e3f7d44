"""Build the blind45 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind45/build.py

Each spec gives the question, the tool calls (arguments, JSON output or error text, duration),
optional retry events, extra LLM calls, and the final answer. This script adds call ids,
timestamps on 2026-11-20 (UTC), token usage, the trace and the metrics, in the shape of the
corpus's records (EvaluationEvidence.to_dict() plus the label fields).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import CASES  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
        v = int(digest, 16)
        out = ""
        for _ in range(22):
            v, r = divmod(v, len(alphabet))
            out += alphabet[r]
        return "toolu_01" + out
    return "call_" + digest[:24]


def _tokens(case_id: str, n: int, base_in: int, out_range: tuple[int, int]) -> dict:
    h = _h(case_id, "tok", str(n))
    lo, hi = out_range
    return {"input_tokens": base_in + h % 180, "output_tokens": lo + (h >> 8) % (hi - lo)}


def build(case: dict) -> dict:
    cid = case["id"]
    model = case["model"]
    hh, mm, ss = (int(x) for x in case["at"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    ctx = 380 + _h(cid) % 140
    llm_n = 0

    def llm(out_range=(30, 70)):
        nonlocal t, ctx, llm_n
        usage = _tokens(cid, llm_n, ctx, out_range)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        t += 0.9 + (_h(cid, "lat", str(llm_n)) % 1600) / 1000
        ctx += usage["output_tokens"] + 40
        llm_n += 1

    llm()
    for n, call in enumerate(case["calls"]):
        if call.get("retry"):
            retries += 1
            t += call.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"], "timestamp": round(t, 3)})
        elif n > 0 and not call.get("no_llm_before"):
            llm()
        call_id = _call_id(cid, n, model)
        ts = round(t, 3)
        tool_calls.append({"tool": call["tool"], "args": call["args"], "id": call_id, "timestamp": ts})
        trace.append({"event": "tool_start", "tool": call["tool"], "call_id": call_id, "args": call["args"], "timestamp": ts})
        t += call.get("dur", 0.4 + (_h(cid, "dur", str(n)) % 900) / 1000)
        if call.get("missing"):
            continue  # the tool span never ended: no output recorded
        err = call.get("err")
        out = call.get("out")
        te = round(t, 3)
        rec = {"tool": call["tool"], "output": out, "call_id": call_id, "error": err, "timestamp": te}
        tool_outputs.append(rec)
        trace.append({"event": "tool_end", "tool": call["tool"], "call_id": call_id, "output": out, "error": err, "timestamp": te})
        if err is not None:
            errors.append(err)
        ctx += len(json.dumps(out)) // 4 if out is not None else 30
    for _ in range(case.get("extra_llm", 0)):
        llm((60, 140))
    llm((40, 160))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for e in trace:
        if e["event"] == "llm_call":
            usage["input_tokens"] += e["token_usage"]["input_tokens"]
            usage["output_tokens"] += e["token_usage"]["output_tokens"]
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("expected_cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind45",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for case in CASES:
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
