"""Builds blind169/*.jsonl from the compact specs in specs_*.py (written by hand, see README.md).

Each spec gives the prompt, the tool calls grouped by LLM turn (arguments, JSON output or error,
duration), the final answer and the label; this script adds call ids, timestamps on 2026-11-20,
token usage, the trace events and the metrics. Run: python tests/data/scoring/blind169/build.py
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def call(tool, args, out=None, err=None, dur=0.8, retry=False, missing=False):
    """One tool call: `out` its JSON output, or `err` its error text; `retry` marks it as a retry
    of the call before it (a `retry` event precedes it); `missing` means no output was recorded."""
    return {"tool": tool, "args": args, "out": out, "err": err, "dur": dur, "retry": retry, "missing": missing}


def run(id, label, category, cause, start, prompt, turns, response, model="gpt-4o-2024-08-06", extra_llm=0, think=1.4):
    """One run. `start` is "HH:MM:SS" on 2026-11-20; `turns` a list of lists of calls (one list
    per LLM turn); `extra_llm` adds that many LLM calls with no tool call between them at the end."""
    return {
        "id": id, "label": label, "category": category, "expected_cause": cause, "start": start,
        "prompt": prompt, "turns": turns, "response": response, "model": model,
        "extra_llm": extra_llm, "think": think,
    }


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _call_id(run_id: str, n: int, model: str) -> str:
    h = _digest(f"{run_id}#{n}")
    if model.startswith("claude"):
        return "toolu_01" + "".join(c for c in h if c.isalnum())[:22].upper()
    return "call_" + h[:12]


def _tokens(text: str) -> int:
    return max(8, len(text) // 4)


def expand(domain: str, spec: dict) -> dict:
    h, m, s = (int(x) for x in spec["start"].split(":"))
    t = float(DAY0 + h * 3600 + m * 60 + s)
    model = spec["model"]
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    seed = int(_digest(spec["id"])[:6], 16)
    context = 380 + seed % 160 + _tokens(spec["prompt"])
    usage_in = usage_out = 0
    n = 0

    def llm(out_tokens: int) -> None:
        nonlocal usage_in, usage_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage_in += context
        usage_out += out_tokens

    for turn in spec["turns"]:
        llm(24 + 18 * len(turn) + seed % 23)
        t += spec["think"]
        for c in turn:
            n += 1
            cid = _call_id(spec["id"], n, model)
            if c["retry"]:
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"], "attempt": c["retry"] if isinstance(c["retry"], int) and not isinstance(c["retry"], bool) else 2})
                t += 0.25
            calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
            t += c["dur"]
            if c["missing"]:
                continue
            o = {"call_id": cid, "error": c["err"], "output": c["out"], "timestamp": round(t, 3), "tool": c["tool"]}
            outputs.append(o)
            trace.append({"call_id": cid, "error": c["err"], "event": "tool_end", "output": c["out"], "timestamp": round(t, 3), "tool": c["tool"]})
            if c["err"] is not None:
                errors.append(c["err"])
            context += 40 + _tokens(json.dumps(c["out"] if c["out"] is not None else c["err"]))
        t += 0.2
    for _ in range(spec["extra_llm"]):
        llm(60 + seed % 9)
        t += 2.1
    llm(_tokens(spec["response"]) + 6)
    t += 1.1 + len(spec["response"]) / 420
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": domain,
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind169",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    import specs_a
    import specs_b

    domains = {**specs_a.DOMAINS, **specs_b.DOMAINS}
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, specs in domains.items():
        path = HERE / (domain.replace(" ", "_").replace("-", "_") + ".jsonl")
        with path.open("w") as fh:
            for spec in specs:
                fh.write(json.dumps(expand(domain, spec), sort_keys=True) + "\n")
    print(f"{sum(len(s) for s in domains.values())} runs in {len(domains)} files")


if __name__ == "__main__":
    main()
