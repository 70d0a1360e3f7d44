"""Builds the blind23 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind23/build.py
Each spec: id, domain, label, category, expected_cause, prompt, calls, response.
A call is a dict: tool, args, output or error, optional "retry" (a retry event precedes it),
optional "no_end" (the tool started but never returned: no tool_end, no output).
Optional spec keys: "llm_loop" (number of extra repeated llm calls), "start" (HH:MM UTC).
"""
import datetime
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

MODEL = "gpt-4o-2024-08-06"
DAY = datetime.datetime(2026, 11, 20, tzinfo=datetime.timezone.utc)


def h(s, n):
    return int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % n


def build(spec, index):
    hh, mm = spec.get("start", "%02d:%02d" % (8 + index // 6, (index % 6) * 9 + 2)).split(":")
    t = (DAY + datetime.timedelta(hours=int(hh), minutes=int(mm))).timestamp()
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + h(spec["id"], 200)

    def llm(extra_in, out):
        nonlocal tin, tout, t
        usage = {"input_tokens": extra_in, "output_tokens": out}
        tin += extra_in
        tout += out
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": usage})
        t += 0.6 + h(spec["id"] + str(len(trace)), 900) / 1000

    llm(ctx, 30 + h(spec["id"] + "a", 40))
    for i, c in enumerate(spec["calls"]):
        cid = "call_" + hashlib.sha256(("%s-%d" % (spec["id"], i)).encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "call_id": cid, "tool": c["tool"],
                          "attempt": c["retry"] if isinstance(c["retry"], int) else 2,
                          "reason": c.get("retry_reason", "previous attempt failed"),
                          "timestamp": round(t, 3)})
            t += 1.0
        start = round(t, 3)
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": start, "tool": c["tool"]})
        t += c.get("dur", 0.4 + h(cid, 1500) / 1000)
        if c.get("no_end"):
            continue
        end = round(t, 3)
        out = c.get("output")
        err = c.get("error")
        if isinstance(err, dict):  # critiqor records a tool error as one message string
            err = "%s: %s" % (err["code"], err["message"])
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end,
                             "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": end, "tool": c["tool"]})
        if err:
            errors.append(err)
        ctx += 180 + len(json.dumps(out if out is not None else err)) // 4
        llm(ctx, 25 + h(cid, 60))
    for k in range(spec.get("llm_loop", 0)):
        llm(ctx + 40 * k, 38)
    llm(ctx + 60, len(spec["response"]) // 4 + 10)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind23",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for i, s in enumerate(SPECS):
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        by_domain.setdefault(s["domain"], []).append(build(s, i))
    for dom, recs in by_domain.items():
        name = dom.replace(" ", "_").replace("/", "_")
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
