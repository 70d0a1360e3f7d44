"""Build the blind104 held-out runs from the compact specs in specs.py.

    python tests/data/scoring/blind104/build.py

writes one <domain>.jsonl per domain next to this file. Deterministic: call ids,
timestamps, token counts and latencies come from sha256 of the run id, so a rebuild
gives the same bytes. Every run happens on 2026-11-20 (UTC).
"""
from __future__ import annotations

import hashlib
import json
import os
from collections import defaultdict

from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest(), 16)


def _r(seed, lo, hi):
    """Deterministic float in [lo, hi)."""
    return lo + (_h(*seed) % 10_000) / 10_000 * (hi - lo)


def build(spec: dict) -> dict:
    rid = spec["id"]
    hh, mm = (int(x) for x in spec["at"].split(":"))
    t = float(DAY0 + hh * 3600 + mm * 60)
    start = t
    model = spec.get("model", "gpt-4o-2024-08-06")
    prefix = "toolu_" if model.startswith("claude") else "call_"
    trace, calls, outputs, errors = [], [], [], []
    tok_in = tok_out = 0
    retries = 0
    ctx = 380 + _h(rid, "ctx") % 260  # system prompt + tools schema size

    def llm(n, grow):
        nonlocal t, tok_in, tok_out, ctx
        ctx += grow
        out = 28 + _h(rid, "out", n) % 70
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ctx, "output_tokens": out}})
        tok_in += ctx
        tok_out += out
        t += _r((rid, "llmdur", n), 0.8, 2.4)

    trace.append({"event": "agent_start", "timestamp": round(t, 3)})
    llm(0, 0)
    n_llm = 1
    steps = spec["steps"]
    for i, step in enumerate(steps):
        cid = prefix + hashlib.sha256(f"{rid}#{i}".encode()).hexdigest()[:12 if prefix == "call_" else 20]
        if step.get("retry"):
            prev = trace[-1]
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"],
                          "attempt": step["retry"], "previous_call_id": prev.get("call_id"),
                          "reason": prev.get("error")})
            t += step.get("backoff", 1.0)
        ts = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": ts, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": ts, "tool": step["tool"]})
        t += step.get("dur", _r((rid, "tooldur", i), 0.25, 1.9))
        if step.get("missing"):
            # the tool never reported back: no tool_end, no output record
            pass
        else:
            err = step.get("err")
            out = None if err is not None else step["out"]
            te = round(t, 3)
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": te,
                            "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": te, "tool": step["tool"]})
            if err is not None:
                errors.append(err)
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if nxt is not None and nxt.get("retry"):
            continue  # framework-level retry: no model turn in between
        llm(n_llm, 180 + len(json.dumps(step.get("out"))) // 3)
        n_llm += 1
    for k in range(spec.get("llm_loop", 0)):
        # the model keeps re-planning without calling a tool
        llm(n_llm, 60 + k * 5)
        n_llm += 1
    t += _r((rid, "final"), 0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind104",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain = defaultdict(list)
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain[spec["domain"]].append(build(spec))
    for domain, recs in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(len(v) for v in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
