"""Build the blind46 JSONL files from the compact specs in specs_a.py and specs_b.py.

Run: python tests/data/scoring/blind46/build.py   (rewrites <domain>.jsonl in this folder)

The specs (prompt, tool calls with arguments and outputs or errors, final answer, label) are
written by hand; this script only adds call ids, timestamps, llm_call events with token usage,
retry events and the metrics, in the record shape of the labelled corpus.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
DAY = "2026-11-20"
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def C(tool, args, out=None, err=None, retry=False, missing=False, dur=None):
    """One tool call: its output or error; `retry` marks a retry of the previous call (a retry
    event comes before it, no LLM call in between); `missing` records a start and no end."""
    return {"tool": tool, "args": args, "out": out, "err": err, "retry": retry, "missing": missing, "dur": dur}


def R(id, domain, label, category, cause, at, prompt, calls, response, llm_repeat=0):
    return {"id": id, "domain": domain, "label": label, "category": category, "expected_cause": cause,
            "at": at, "prompt": prompt, "calls": calls, "response": response, "llm_repeat": llm_repeat}


def _rng(seed: str):
    state = {"n": 0}

    def nxt(lo: float, hi: float) -> float:
        state["n"] += 1
        h = hashlib.sha256(f"{seed}:{state['n']}".encode()).digest()
        return lo + (int.from_bytes(h[:8], "big") / 2**64) * (hi - lo)

    return nxt


def _call_id(run_id: str, i: int, anthropic: bool) -> str:
    h = hashlib.sha256(f"{run_id}#{i}".encode()).hexdigest()
    if anthropic:
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        n = int(h, 16)
        s = ""
        for _ in range(22):
            n, r = divmod(n, len(alphabet))
            s += alphabet[r]
        return "toolu_01" + s
    return "call_" + h[:24]


def build(spec: dict, model: str) -> dict:
    rnd = _rng(spec["id"])
    start = datetime.fromisoformat(f"{DAY}T{spec['at']}+00:00").timestamp()
    t = start
    anthropic = model.startswith("claude")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    ctx = int(rnd(360, 620)) + len(spec["prompt"]) // 4

    def llm(out_tokens: int):
        nonlocal ctx
        u = {"input_tokens": ctx, "output_tokens": out_tokens}
        usage["input_tokens"] += u["input_tokens"]
        usage["output_tokens"] += u["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": u})
        ctx += out_tokens

    llm(int(rnd(28, 64)))
    t += rnd(0.9, 2.2)
    retries = 0
    attempt = 1
    for i, c in enumerate(spec["calls"]):
        nxt = spec["calls"][i + 1] if i + 1 < len(spec["calls"]) else None
        if c["retry"]:
            retries += 1
            attempt += 1
            t += rnd(1.0, 2.5)
            trace.append({"event": "retry", "tool": c["tool"], "attempt": attempt, "reason": spec["calls"][i - 1]["err"] or "repeat", "timestamp": round(t, 3)})
            t += 0.05
        else:
            attempt = 1
        cid = _call_id(spec["id"], i, anthropic)
        calls.append({"tool": c["tool"], "args": c["args"], "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": c["tool"], "call_id": cid, "args": c["args"], "timestamp": round(t, 3)})
        dur = c["dur"] if c["dur"] is not None else rnd(0.3, 1.6)
        if c["missing"]:
            t += dur
        else:
            t += dur
            outputs.append({"tool": c["tool"], "output": c["out"], "call_id": cid, "error": c["err"], "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "tool": c["tool"], "call_id": cid, "output": c["out"], "error": c["err"], "timestamp": round(t, 3)})
            if c["err"] is not None:
                errors.append(c["err"])
            ctx += len(json.dumps(c["out"] if c["out"] is not None else c["err"])) // 4 + 20
        if not (nxt and nxt["retry"]):
            llm(int(rnd(30, 90)))
            t += rnd(0.7, 2.4)
    for _ in range(spec["llm_repeat"]):
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": ctx, "output_tokens": 47}})
        usage["input_tokens"] += ctx
        usage["output_tokens"] += 47
        t += rnd(1.4, 2.1)
    if trace[-1]["event"] != "llm_call" or spec["llm_repeat"]:
        llm(len(spec["response"]) // 4 + 8)
    else:  # the last llm_call after the last tool writes the answer
        last = trace[-1]["token_usage"]
        add = len(spec["response"]) // 4 + 8 - last["output_tokens"]
        last["output_tokens"] += add
        usage["output_tokens"] += add
    t += rnd(0.4, 1.8)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {key: spec[key] for key in ("category", "domain", "expected_cause", "id", "label", "prompt", "response")}
    record.update(
        evidence_level="fully_instrumented",
        metrics={"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        set="blind46",
        split="heldout",
        tool_calls=calls,
        tool_outputs=outputs,
        trace=trace,
    )
    return record


def main() -> None:
    import sys

    sys.path.insert(0, str(HERE))
    from specs_a import RUNS as A
    from specs_b import RUNS as B

    by_domain = defaultdict(list)
    domains = []
    for spec in A + B:
        if spec["domain"] not in by_domain:
            domains.append(spec["domain"])
        by_domain[spec["domain"]].append(spec)
    ids = [s["id"] for s in A + B]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for n, dom in enumerate(domains):
        model = MODELS[n % len(MODELS)]
        recs = [build(s, model) for s in by_domain[dom]]
        (HERE / f"{dom}.jsonl").write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in recs))
    print(f"{len(ids)} runs in {len(domains)} domains")


if __name__ == "__main__":
    main()
