"""Builds the blind76 JSONL files from the compact specs in specs.py.

python tests/data/scoring/blind76/build.py   (rewrites <domain>.jsonl in this folder)

Adds call ids, timestamps on 2026-11-20 (UTC), token usage, retry events and metrics.
Deterministic: everything derived from each run's id.
"""
import hashlib
import json
import os
import string

from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def _h(*parts):
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def _n(seed, lo, hi):
    return lo + int(_h(seed)[:8], 16) % (hi - lo + 1)


def _call_id(run_id, i, model):
    h = _h(run_id, "call", i)
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        num = int(h, 16)
        s = ""
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            s += alphabet[r]
        return "toolu_01" + s
    return "call_" + h[:12] if _n(run_id + "style", 0, 1) else "call_" + h[:24]


def _tok(text):
    return max(1, len(text) // 4)


def build(run):
    rid, model = run["id"], run.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in run["start"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + ss + _n(rid + "ms", 0, 999) / 1000
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 300 + _tok(run["prompt"]) + _n(rid + "sys", 80, 400)
    retries = 0

    def llm(i, out_tokens=None):
        nonlocal t, context
        inp = context
        out = out_tokens if out_tokens is not None else _n(f"{rid}llm{i}", 28, 70)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out
        context += out
        t += _n(f"{rid}lat{i}", 700, 2400) / 1000

    k = 0
    llm(k)
    for i, step in enumerate(run["steps"]):
        if step.get("llm_only"):
            for j in range(step["llm_only"]):
                k += 1
                llm(k, step.get("out_tokens"))
            continue
        cid = _call_id(rid, i, model)
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "timestamp": round(t, 3), "reason": step.get("reason", "tool error")})
            t += step.get("backoff", 1.0)
        start = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": start, "tool": step["tool"]})
        t += step.get("dur", _n(f"{rid}dur{i}", 250, 2200) / 1000)
        end = round(t, 3)
        if step.get("noend"):
            # the span never closed: no tool_end, no recorded output
            t += 0.05
        else:
            err = step.get("error")
            out = step.get("output")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": end, "tool": step["tool"]})
            if err:
                errors.append(err)
            context += _tok(json.dumps(out if out is not None else err)) + 40
        nxt = run["steps"][i + 1] if i + 1 < len(run["steps"]) else None
        if not (nxt and nxt.get("retry")):
            k += 1
            llm(k)
    # final llm call's output tokens roughly the answer length
    last = [e for e in trace if e["event"] == "llm_call"][-1]
    extra = _tok(run["response"])
    usage["output_tokens"] += extra - last["token_usage"]["output_tokens"]
    last["token_usage"]["output_tokens"] = extra
    t += _n(rid + "tail", 200, 900) / 1000 + extra / 60
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind76",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for run in RUNS:
        by_domain.setdefault(run["file"], []).append(build(run))
    for name, records in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for rec in records:
                f.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")
    print(sum(len(v) for v in by_domain.values()), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
