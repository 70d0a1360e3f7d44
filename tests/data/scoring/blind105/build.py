"""Expand the compact specs in specs_*.py into one JSONL file per domain (set blind105).

Run: python tests/data/scoring/blind105/build.py
Each spec is (id, domain, label, category, expected_cause, start "HH:MM:SS" on 2026-11-20 UTC,
model, prompt, steps, response). Steps:
  ("llm", input_tokens, output_tokens, seconds)
  ("tool", name, args, output, error, seconds)   -> tool_call, tool_output, tool_start/tool_end
  ("hang", name, args, seconds)                  -> tool_call and tool_start, no output (missing)
  ("retry", tool, attempt, seconds)               -> a retry event
"""
import hashlib
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def _cid(run_id, n, model):
    h = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    return ("toolu_01" + h[:22]) if model.startswith("claude") else ("call_" + h[:12])


def build(spec):
    run_id, domain, label, category, cause, start, model, prompt, steps, response = spec
    hh, mm, ss = (int(x) for x in start.split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + ss
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = retries = 0
    n = 0
    for st in steps:
        kind = st[0]
        if kind == "llm":
            _, i, o, d = st
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                          "token_usage": {"input_tokens": i, "output_tokens": o}})
            tin += i
            tout += o
            t += d
        elif kind in ("tool", "hang"):
            if kind == "tool":
                _, name, args, output, error, d = st
            else:
                _, name, args, d = st
            n += 1
            cid = _cid(run_id, n, model)
            t += 0.05
            calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": name})
            trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": name})
            t += d
            if kind == "tool":
                outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": name})
                trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                              "timestamp": round(t, 3), "tool": name})
                if error:
                    errors.append(error)
        elif kind == "retry":
            _, name, attempt, d = st
            t += d
            trace.append({"attempt": attempt, "event": "retry", "timestamp": round(t, 3), "tool": name})
            retries += 1
        else:
            raise ValueError(kind)
    t += 0.4
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": category,
        "domain": domain,
        "evidence_level": "fully_instrumented",
        "expected_cause": cause,
        "id": run_id,
        "label": label,
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": prompt,
        "response": response,
        "set": "blind105",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    import specs_a
    import specs_b
    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s[0] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = defaultdict(list)
    for s in specs:
        assert s[2] in ("clean", "flawed")
        assert (s[4] is None) == (s[2] == "clean"), s[0]
        by_domain[s[1]].append(build(s))
    for domain, recs in sorted(by_domain.items()):
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
        print(domain, len(recs))


if __name__ == "__main__":
    main()
