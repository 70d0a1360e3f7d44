"""Build the blind57 held-out runs from the compact specs in specs.py.

    python tests/data/scoring/blind57/build.py

Writes one <domain>.jsonl per domain next to this file. Everything that is not in a spec
(call ids, timestamps, token usage, latency, metrics) is derived deterministically from the
run id, so rebuilding gives the same bytes.
"""
import datetime as dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import RUNS  # noqa: E402

DAY0 = dt.datetime(2026, 11, 20, 7, 30, tzinfo=dt.timezone.utc).timestamp()
MODEL = {0: "gpt-4o-2024-08-06", 1: "claude-3-5-sonnet-20241022", 2: "gpt-4.1-mini-2025-04-14"}


def h(*parts):
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest(), 16)


def iso(ts):
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def subst(obj, now):
    if isinstance(obj, str):
        return obj.replace("@NOW", iso(now))
    if isinstance(obj, list):
        return [subst(x, now) for x in obj]
    if isinstance(obj, dict):
        return {k: subst(v, now) for k, v in obj.items()}
    return obj


def build(run, k):
    rid = run["id"]
    t = round(DAY0 + k * 720 + (h(rid) % 200), 3)
    model = MODEL[h(rid, "m") % 3]
    trace = [{"event": "agent_start", "timestamp": t}]
    tin = tout = 0
    calls, outs, errors = [], [], []
    retries = 0
    ctx = 380 + h(rid, "ctx") % 260

    def llm(n):
        nonlocal t, tin, tout, ctx
        i = ctx + h(rid, "in", n) % 60
        o = 24 + h(rid, "out", n) % 70
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        ctx = i + o + 150
        t += 0.6 + (h(rid, "lat", n) % 1500) / 1000

    n = 0
    llm(n)
    prev_id = None
    for j, c in enumerate(run["calls"]):
        cid = "call_" + hashlib.sha256(f"{rid}:{j}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"],
                          "call_id": prev_id, "attempt": c["retry"] + 1,
                          "reason": run["calls"][j - 1].get("err") or "repeated call"})
            t += 1.0 + c["retry"] * 0.5
        start = round(t, 3)
        calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": start, "tool": c["tool"]})
        t += c.get("dur", 0.4 + (h(rid, "dur", j) % 1200) / 1000)
        if not c.get("missing"):
            end = round(t, 3)
            out = subst(c.get("out"), t) if "out" in c else None
            err = c.get("err")
            outs.append({"call_id": cid, "error": err, "output": out, "timestamp": end,
                         "tool": c["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": end, "tool": c["tool"]})
            if err:
                errors.append(err)
        prev_id = cid
        nxt = run["calls"][j + 1] if j + 1 < len(run["calls"]) else {}
        if not nxt.get("retry"):  # a framework retry goes straight back to the tool
            n += 1
            llm(n)
    for _ in range(run.get("llm_loop", 0)):
        n += 1
        ctx -= 150  # the same prompt resent, not growing
        llm(n)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind57",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for k, run in enumerate(RUNS):
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run, k))
    for dom, recs in by_domain.items():
        fn = os.path.join(HERE, dom.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
