"""Expand the blind138 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind138/build.py
Each spec: id, domain, label, category, expected_cause, start ("HH:MM:SS" on 2026-11-20 UTC),
prompt, steps, response. A step is a dict:
  {"tool": name, "args": {...}, "out": value, "err": str|None, "dur": s, "retry": bool, "missing": bool}
  {"batch": [tool steps]}   parallel calls
  {"llm": n}                n extra llm_call events with no tool call in between
"""

from __future__ import annotations

import calendar
import hashlib
import json
import random
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY = calendar.timegm((2026, 11, 20, 0, 0, 0))
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4o-mini-2024-07-18", "claude-3-7-sonnet-20250219"]
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def call_id(case_id: str, n: int, anthropic: bool) -> str:
    h = hashlib.sha256(f"{case_id}/{n}".encode()).digest()
    if anthropic:
        return "toolu_01" + "".join(ALNUM[b % 62] for b in h[:22])
    return "call_" + h.hex()[:24]


def build(spec: dict, index: int) -> dict:
    rnd = random.Random(spec["id"])
    model = MODELS[index % len(MODELS)]
    anthropic = model.startswith("claude")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = float(DAY + hh * 3600 + mm * 60 + ss)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 360 + len(spec["prompt"]) // 4 + rnd.randint(0, 120)
    retries = 0
    n_call = 0

    def llm(out_tokens: int) -> None:
        nonlocal t
        tu = {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tu})
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        t += rnd.uniform(0.7, 2.6)

    def tool(step: dict, start_only: bool = False, end_only: dict | None = None) -> dict:
        nonlocal t, n_call, context, retries
        if end_only is None:
            n_call += 1
            cid = call_id(spec["id"], n_call, anthropic)
            if step.get("retry"):
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step.get("attempt", 2)})
                t += rnd.uniform(0.2, 1.2)
            ts = round(t, 3)
            calls.append({"args": step["args"], "id": cid, "timestamp": ts, "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": step["tool"]})
            t += 0.05
            info = {"cid": cid}
            if start_only:
                return info
        else:
            cid = end_only["cid"]
        t += step.get("dur", rnd.uniform(0.3, 1.9))
        if step.get("missing"):
            return {"cid": cid}
        ts = round(t, 3)
        err = step.get("err")
        out = step.get("out")
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": ts, "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": ts, "tool": step["tool"]})
        if err is not None:
            errors.append(err)
        context += len(json.dumps(out if out is not None else err)) // 4 + 30
        return {"cid": cid}

    llm(rnd.randint(28, 70))
    steps = spec["steps"]
    for i, step in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if "llm" in step:
            for _ in range(step["llm"]):
                context += rnd.randint(40, 90)
                llm(rnd.randint(60, 140))
            continue
        if "batch" in step:
            infos = [tool(s, start_only=True) for s in step["batch"]]
            for s, info in zip(step["batch"], infos):
                tool(s, end_only=info)
        else:
            tool(step)
        if not (nxt and nxt.get("retry")) and nxt is not None:
            llm(rnd.randint(28, 75))
    context += 20
    llm(max(30, len(spec["response"]) // 4 + rnd.randint(5, 25)))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind138",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec, i))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
        print(path.name, len(records))


if __name__ == "__main__":
    main()
