"""Build the blind11 held-out runs from the compact specs in specs_*.py.

Usage: python tests/data/scoring/blind11/build.py   (rewrites blind11/*.jsonl)

Each spec gives the question, the tool calls (arguments, JSON output or error), and the final
answer; this script adds call ids, timestamps on 2026-11-20, llm_call events with token usage,
retry events, and metrics, in the record shape of the corpus.
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MISSING = "__MISSING_OUTPUT__"
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def C(tool, args, out=None, err=None, retry=False):
    return {"tool": tool, "args": args, "out": out, "err": err, "retry": retry}


def R(id, domain, label, category, cause, start, prompt, calls, response, llm_loop=0):
    return dict(id=id, domain=domain, label=label, category=category, cause=cause,
                start=start, prompt=prompt, calls=calls, response=response, llm_loop=llm_loop)


def _h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def _num(s, lo, hi, salt=""):
    return lo + int(_h(s + salt, 8), 16) % (hi - lo + 1)


def build(spec):
    rid = spec["id"]
    hh, mm, ss = (spec["start"].split(":") + ["0"])[:3]
    t = DAY0 + int(hh) * 3600 + int(mm) * 60 + int(ss)
    t0 = t
    model = MODELS[_num(rid, 0, len(MODELS) - 1)]
    anthropic = model.startswith("claude")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = _num(rid, 380, 900, "ctx") + len(spec["prompt"]) // 4

    def llm(i, out_tokens):
        nonlocal tin, tout
        inp = ctx + i * _num(rid, 180, 420, "step%d" % i)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out_tokens}})
        tin += inp
        tout += out_tokens

    prev_id = None
    step = 0
    for i, c in enumerate(spec["calls"]):
        if c["retry"] and prev_id is not None:
            retries += 1
            t += 0.4 + _num(rid, 0, 900, "r%d" % i) / 1000
            trace.append({"event": "retry", "call_id": prev_id, "tool": c["tool"],
                          "attempt": retries + 1, "reason": errors[-1] if errors else "retry",
                          "timestamp": round(t, 3)})
        else:
            llm(step, _num(rid, 24, 70, "o%d" % i))
            step += 1
            t += 0.8 + _num(rid, 0, 1500, "l%d" % i) / 1000
        cid = ("toolu_01" + _h(rid + str(i), 20)) if anthropic else ("call_" + _h(rid + str(i)))
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += 0.15 + _num(rid, 0, 2200, "d%d" % i) / 1000
        if c["err"] and "imeout" in c["err"]:
            t += 8.0
        if c["out"] != MISSING:
            out = None if c["err"] else c["out"]
            tool_outputs.append({"call_id": cid, "error": c["err"], "output": out,
                                 "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"call_id": cid, "error": c["err"], "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": c["tool"]})
            if c["err"]:
                errors.append(c["err"])
        prev_id = cid
    final_tokens = max(30, len(spec["response"]) // 4)
    llm(step, final_tokens)
    for k in range(spec["llm_loop"]):
        step += 1
        t += 1.1 + _num(rid, 0, 600, "loop%d" % k) / 1000
        llm(step, final_tokens)
    t += 0.9 + _num(rid, 0, 2500, "fin") / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY0 < 86400, rid
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind11",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    import specs_a
    import specs_b
    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = {}
    for s in specs:
        assert (s["label"] == "clean") == (s["cause"] is None), s["id"]
        by_domain.setdefault(s["domain"], []).append(build(s))
    for d, recs in by_domain.items():
        fn = os.path.join(HERE, d.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(specs), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
