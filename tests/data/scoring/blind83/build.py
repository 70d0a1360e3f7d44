"""Builds blind83 JSONL files from the compact specs in specs_*.py.

Each spec: id, domain, label, category, expected_cause, start ("HH:MM:SS" on 2026-11-20 UTC),
model, prompt, steps, response. Steps are:
  ("call", tool, args, output, error)        tool call + its output (or error string)
  ("missing", tool, args)                    tool_start without any tool_end / output
  ("retry", tool, attempt, reason)           a retry event
  ("llm", n)                                 n extra llm_call events (thinking turns)
Run: python tests/data/scoring/blind83/build.py
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs_a import SPECS as A  # noqa: E402
from specs_b import SPECS as B  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def _h(*parts):
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def _n(seed, lo, hi):
    return lo + int(_h(seed)[:8], 16) % (hi - lo + 1)


def build(spec):
    hh, mm, ss = map(int, spec["start"].split(":"))
    t = float(DAY0 + hh * 3600 + mm * 60 + ss)
    t0 = t
    model = spec.get("model", "gpt-4o-2024-08-06")
    anthropic = model.startswith("claude")
    trace = [{"event": "agent_start", "timestamp": t0}]
    calls, outputs, errors = [], [], []
    tok_in = tok_out = 0
    retries = 0
    ctx = _n(spec["id"] + "ctx", 380, 900)

    def llm(i):
        nonlocal tok_in, tok_out, t, ctx
        ti = ctx + _n((spec["id"], i, "in"), 20, 160)
        to = _n((spec["id"], i, "out"), 25, 110)
        ctx = ti + to
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        tok_in += ti
        tok_out += to
        t += _n((spec["id"], i, "lat"), 600, 2400) / 1000.0

    k = 0
    llm(k)
    for step in spec["steps"]:
        k += 1
        kind = step[0]
        if kind == "llm":
            for j in range(step[1]):
                llm((k, j))
            continue
        if kind == "retry":
            _, tool, attempt, reason = step
            trace.append({"event": "retry", "tool": tool, "attempt": attempt, "reason": reason,
                          "timestamp": round(t, 3)})
            retries += 1
            t += 0.5 * attempt
            continue
        tool, args = step[1], step[2]
        if anthropic:
            cid = "toolu_01" + _h(spec["id"], k)[:22]
        else:
            cid = "call_" + _h(spec["id"], k)[:12]
        ts = round(t, 3)
        calls.append({"args": args, "id": cid, "timestamp": ts, "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": tool})
        if kind == "missing":
            t += _n((spec["id"], k, "dur"), 3000, 9000) / 1000.0
            llm(k)  # the agent goes on to answer without any output for the call
            continue
        output, error = step[3], step[4]
        if error and "timeout" in error.lower():
            t += _n((spec["id"], k, "dur"), 10000, 30000) / 1000.0
        else:
            t += _n((spec["id"], k, "dur"), 180, 1900) / 1000.0
        te = round(t, 3)
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": te, "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": te, "tool": tool})
        if error:
            errors.append(error)
        llm(k)
    t += _n(spec["id"] + "fin", 300, 1500) / 1000.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind83",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    seen = set()
    for spec in A + B:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["file"], []).append(build(spec))
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
    print(sum(len(v) for v in by_domain.values()), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
