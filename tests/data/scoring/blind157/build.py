"""Expand specs.py into one JSONL file per domain (python tests/data/scoring/blind157/build.py).

Adds call ids (OpenAI-style `call_...` for GPT models, Anthropic-style `toolu_01...` for Claude),
timestamps on 2026-11-20 UTC from each spec's start time, LLM calls with token usage, tool_start /
tool_end events, retry events before automatic retries, and metrics (latency, summed token usage,
retries, tool errors in order). Deterministic: the same specs give the same bytes.
"""

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from specs import SPECS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
KEYS = ("category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "set", "split", "tool_calls", "tool_outputs", "trace")


def _h(*parts):
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _rand(key, lo, hi):
    """A deterministic number in [lo, hi) from a key."""
    return lo + (int.from_bytes(_h(key)[:4], "big") / 2**32) * (hi - lo)


def call_id(model, run_id, n):
    digest = _h(run_id, n)
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALNUM[b % 62] for b in digest[:22])
    return "call_" + "".join(ALNUM[b % 62] for b in digest[:24])


def _json_len(obj):
    return len(json.dumps(obj))


def build(spec):
    rid, model = spec["id"], spec["model"]
    hh, mm, ss = map(int, spec["at"].split(":"))
    t0 = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    t = t0
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tokens_in = tokens_out = 0
    context = 380 + len(spec["prompt"]) // 4 + int(_rand((rid, "sys"), 0, 260))
    n = 0

    def llm(key, out_tokens):
        nonlocal t, tokens_in, tokens_out, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        tokens_in += context
        tokens_out += out_tokens
        context += out_tokens
        t += _rand((rid, key, "llm"), 0.9, 2.4) + out_tokens * 0.012

    for ti, turn in enumerate(spec["turns"]):
        llm(("turn", ti), 18 + sum(_json_len(c["args"]) // 4 + 12 for c in turn if not c.get("retry")))
        prev_id = None
        for c in turn:
            n += 1
            cid = call_id(model, rid, n)
            if c.get("retry"):
                retries += 1
                attempt = 1 + sum(1 for e in trace if e["event"] == "retry" and e.get("tool") == c["tool"]) + 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"], "call_id": prev_id,
                              "attempt": attempt, "reason": (outputs[-1]["error"] or "")})
                t += c.get("backoff", 1.0) or 1.0
            start = round(t, 3)
            calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": start,
                          "tool": c["tool"]})
            t += c["dur"]
            end = round(t, 3)
            if not c.get("missing"):
                out = None if c["err"] else c["out"]
                outputs.append({"call_id": cid, "error": c["err"], "output": out, "timestamp": end, "tool": c["tool"]})
                trace.append({"call_id": cid, "error": c["err"], "event": "tool_end", "output": out,
                              "timestamp": end, "tool": c["tool"]})
                if c["err"]:
                    errors.append(c["err"])
                context += (_json_len(out) if out is not None else len(c["err"])) // 4 + 6
            prev_id = cid
    for i in range(spec.get("loop", 0)):
        # the model re-plans without making progress: same prompt growth, same short output each time
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": 37}})
        tokens_in += context
        tokens_out += 37
        context += 37
        t += 1.7
    llm("final", len(spec["response"]) // 4 + 9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": "blind157-" + rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind157",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(sorted(rec)) == KEYS
    return rec


def main():
    by_domain = {}
    seen = set()
    for spec in SPECS:
        rec = build(spec)
        assert rec["id"] not in seen, rec["id"]
        seen.add(rec["id"])
        by_domain.setdefault(rec["domain"], []).append(rec)
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, recs in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as f:
            for rec in recs:
                f.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
