"""Expand the specs in specs.py into one JSONL file per domain (blind136, written blind).

python tests/data/scoring/blind136/build.py
"""
import hashlib
import json
import random
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z

MODELS = {
    "gpt": "gpt-4o-2024-08-06",
    "mini": "gpt-4.1-mini-2025-04-14",
    "claude": "claude-sonnet-4-20250514",
    "haiku": "claude-3-5-haiku-20241022",
}


def call_id(case_id, i, model):
    h = hashlib.sha256(f"{case_id}/{i}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + h[:22]
    return "call_" + h[:24]


def build(spec):
    rng = random.Random(spec["id"])
    model = MODELS[spec.get("model", "gpt")]
    h, m, s = (int(x) for x in spec["at"].split(":"))
    t0 = DAY0 + h * 3600 + m * 60 + s
    t = t0
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = rng.randint(360, 520) + len(spec["prompt"]) // 4
    retries = 0

    def llm(out_tokens):
        nonlocal t, context
        inp = context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out_tokens}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * rng.uniform(0.012, 0.022)

    for i, step in enumerate(spec["steps"]):
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "reason": step.get("reason", "error"), "timestamp": round(t, 3)})
        elif not step.get("same_turn"):
            llm(rng.randint(22, 64))
        cid = call_id(spec["id"], i, model)
        if step.get("retry"):
            trace[-1]["call_id"] = cid
        start = t
        calls.append({"args": step["args"], "id": cid, "timestamp": round(start, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(start, 3), "tool": step["tool"]})
        t += step.get("dur", rng.uniform(0.25, 1.6))
        if step.get("missing"):
            continue
        out = step.get("out")
        err = step.get("err")
        if err is not None:
            errors.append(err)
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": step["tool"]})
        context += len(json.dumps(out if out is not None else err)) // 3 + 12
        t += 0.01

    for _ in range(spec.get("extra_llm", 0)):
        llm(rng.randint(150, 240))
    llm(len(spec["response"]) // 4 + rng.randint(6, 20))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t < DAY0 + 86400, spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind136",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, recs in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in recs))
        print(path.name, len(recs))


if __name__ == "__main__":
    main()
