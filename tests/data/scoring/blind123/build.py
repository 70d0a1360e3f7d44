"""Expand specs.py into <domain>.jsonl records (python tests/data/scoring/blind123/build.py)."""
import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402


def h(*parts):
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest()


def n(seed, lo, hi):
    return lo + int(h(seed)[:8], 16) % (hi - lo + 1)


def call_id(spec, i):
    if spec["model"].startswith("claude"):
        return "toolu_01" + h(spec["id"], i)[:22]
    return "call_" + h(spec["id"], i)[:12]


def build(spec):
    t0 = datetime.strptime("2026-11-20 " + spec["start"], "%Y-%m-%d %H:%M:%S").replace(
        tzinfo=timezone.utc).timestamp()
    t = t0
    sid = spec["id"]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    ctx = n(sid + "ctx", 380, 900)
    retries = 0
    k = 0

    def llm(tag, out_lo=18, out_hi=70):
        nonlocal t, tin, tout, ctx
        i_tok = ctx
        o_tok = n(sid + tag, out_lo, out_hi)
        trace.append({"event": "llm_call", "model": spec["model"], "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i_tok, "output_tokens": o_tok}})
        tin += i_tok
        tout += o_tok
        ctx += o_tok
        t += 0.6 + n(sid + tag + "t", 3, 20) / 10

    prev = None
    for i, st in enumerate(spec["steps"]):
        if st["retry"]:
            retries += 1
            k += 1
            trace.append({"event": "retry", "tool": st["tool"], "call_id": prev["id"], "attempt": k + 1,
                          "reason": prev["err"], "timestamp": round(t, 3)})
            t += 0.5 + (n(sid + str(i) + "b", 0, 10) / 10 if "429" not in (prev["err"] or "") else 2.0)
        else:
            k = 0
            llm("c%d" % i)
        cid = call_id(spec, i)
        ts = round(t, 3)
        calls.append({"args": st["args"], "id": cid, "timestamp": ts, "tool": st["tool"]})
        trace.append({"args": st["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": st["tool"]})
        t += st["dur"] + n(sid + str(i) + "d", 0, 40) / 100
        if not st["missing"]:
            te = round(t, 3)
            outputs.append({"call_id": cid, "error": st["err"], "output": st["out"], "timestamp": te, "tool": st["tool"]})
            trace.append({"call_id": cid, "error": st["err"], "event": "tool_end", "output": st["out"],
                          "timestamp": te, "tool": st["tool"]})
            if st["err"]:
                errors.append(st["err"])
            ctx += len(json.dumps(st["out"] if st["out"] is not None else st["err"])) // 4
        prev = {"id": cid, "err": st["err"]}
    llm("final", 40, 160)
    for j in range(spec["loop"]):
        ctx += n(sid + "lg%d" % j, 0, 6)
        llm("final", 40, 160)  # same decision again and again
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"], "domain": spec["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"], "id": "b123-" + sid, "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"], "response": spec["response"], "set": "blind123", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outputs, "trace": trace,
    }


def main():
    by_domain = {}
    for s in SPECS:
        by_domain.setdefault(s["domain"], []).append(build(s))
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids))
    for d, recs in by_domain.items():
        with open(os.path.join(HERE, d + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
