"""Build the blind20 held-out set from the compact specs in specs.py.

python tests/data/scoring/blind20/build.py  -> rewrites one <domain>.jsonl per domain.

Each spec: id, domain, label, category, expected_cause, start ("HH:MM:SS" on 2026-11-20 UTC),
prompt, calls, response, optional model / extra_llm_calls. A call is a dict with tool, args and
either output or error; "retry": True marks a call that re-runs the previous failed one (a
`retry` event is written before it); "no_end": True writes a tool_start without a tool_end and no
tool output (the output never arrived).
"""
import hashlib
import json
import os
from collections import OrderedDict

from specs import SPECS

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
HERE = os.path.dirname(os.path.abspath(__file__))


def _rng(seed):
    h = hashlib.sha256(seed.encode()).digest()
    return [b for b in h]


def build(spec):
    r = _rng(spec["id"])
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + ss
    model = spec.get("model", "gpt-4o-2024-08-06")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0
    k = 0

    def llm(ctx):
        nonlocal tin, tout, k
        i = 380 + r[k % 32] // 2 + ctx
        o = 30 + r[(k + 7) % 32] // 2
        k += 1
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    ctx = 0
    llm(ctx)
    t += 0.8 + r[3] / 200
    for n, c in enumerate(spec.get("calls", [])):
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{n}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "call_id": cid, "tool": c["tool"],
                          "attempt": c.get("attempt", 2), "reason": c.get("reason", "previous attempt failed"),
                          "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("took", 0.4 + r[(n + 5) % 32] / 150)
        if c.get("no_end"):
            continue
        err = c.get("error")
        out = c.get("output")
        tool_outputs.append({"call_id": cid, "error": err, "output": out,
                             "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if err:
            errors.append(err)
        ctx += 120 + len(json.dumps(out)) // 4
        if not c.get("parallel_next"):
            llm(ctx)
            t += 0.6 + r[(n + 11) % 32] / 120
    for _ in range(spec.get("extra_llm_calls", 0)):
        llm(ctx)
        t += 1.1 + r[k % 32] / 100
    if not spec.get("calls"):
        t += 1.5 + r[9] / 100
    t += 0.4 + r[13] / 100
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind20",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }
    return rec


def main():
    by_domain = OrderedDict()
    ids = set()
    for s in SPECS:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        assert s["label"] in ("clean", "flawed")
        assert (s["expected_cause"] is None) == (s["label"] == "clean"), s["id"]
        by_domain.setdefault(s["domain"], []).append(build(s))
    for dom, recs in by_domain.items():
        fn = os.path.join(HERE, dom.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for rec in recs:
                f.write(json.dumps(rec, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
