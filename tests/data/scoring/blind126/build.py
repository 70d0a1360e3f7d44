"""Builds the blind126 held-out set from the compact specs in specs.py.

Written blind (see README.md): call ids, timestamps, token usage and metrics are added here;
the questions, calls, outputs and answers are in specs.py. Run: python build.py
"""

import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import CASES  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z
OPENAI = ["gpt-4o-2024-08-06", "gpt-4.1-2025-04-14", "gpt-4o-mini-2024-07-18"]
ANTHROPIC = ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"]
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _h(*parts):
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _num(seed, lo, hi):
    return lo + int.from_bytes(_h(seed)[:4], "big") % (hi - lo + 1)


def _call_id(case_id, i, anthropic):
    raw = _h(case_id, "call", i)
    if anthropic:
        return "toolu_01" + "".join(ALNUM[b % 62] for b in raw[:22])
    return "call_" + "".join(ALNUM[b % 62] for b in raw[:24])


def build(c):
    cid = c["id"]
    hh, mm, ss = map(int, c["start"].split(":"))
    t = float(DAY0 + hh * 3600 + mm * 60 + ss)
    anthropic = c.get("vendor") == "anthropic"
    models = ANTHROPIC if anthropic else OPENAI
    model = models[_num(cid + "m", 0, len(models) - 1)]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tokens = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    ctx = _num(cid + "ctx", 380, 900)
    n_llm = 0

    def llm(out_tokens=None):
        nonlocal t, ctx, n_llm
        n_llm += 1
        ctx += _num(f"{cid}ctx{n_llm}", 120, 420)
        out = out_tokens if out_tokens is not None else _num(f"{cid}o{n_llm}", 24, 70)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ctx, "output_tokens": out}})
        tokens["input_tokens"] += ctx
        tokens["output_tokens"] += out
        t += _num(f"{cid}lt{n_llm}", 700, 2400) / 1000

    llm()
    for i, step in enumerate(c["steps"]):
        if "llm_loop" in step:
            for _ in range(step["llm_loop"]):
                llm(_num(f"{cid}loop", 40, 60))
            continue
        if step.get("attempt"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step["attempt"]})
            t += 0.5 * (2 ** (step["attempt"] - 2))
        call_id = _call_id(cid, i, anthropic)
        calls.append({"args": step["args"], "id": call_id, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", _num(f"{cid}d{i}", 300, 1800) / 1000)
        if not step.get("missing"):
            err = step.get("err")
            out = None if err else step["out"]
            outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            if err:
                errors.append(err)
        if step.get("llm", True):
            llm()
    # the final answer's own call
    llm(max(30, len(c["response"]) // 4))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": c["category"],
        "domain": c["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": c.get("cause"),
        "id": cid,
        "label": c["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": tokens},
        "prompt": c["prompt"],
        "response": c["response"],
        "set": "blind126",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    by_domain = {}
    seen = set()
    for c in CASES:
        assert c["id"] not in seen, c["id"]
        seen.add(c["id"])
        assert c["label"] in ("clean", "flawed")
        assert (c["label"] == "clean") == (c.get("cause") is None), c["id"]
        by_domain.setdefault(c["domain"], []).append(build(c))
    for domain, recs in by_domain.items():
        with open(os.path.join(here, f"{domain}.jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(CASES), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
