"""Build the blind30 held-out set: 60 agent runs in 10 manufacturing/industrial domains.

Written blind by a helper session (see README.md): the specs below are this tester's own
writing; the checks, their tests and the other sets were never read. Run
`python tests/data/scoring/blind30/build.py` to rewrite the JSONL files next to this script.

A spec is (id, label, category, expected_cause, start "HH:MM:SS" on 2026-11-20 UTC, prompt,
steps, answer). Steps:
  ("call", tool, args, output)          a tool call that returned `output`
  ("err", tool, args, message)          a tool call that failed with `message` (output null)
  ("retry",)                            the framework retries the previous failed call
  ("lost", tool, args)                  a tool call whose output was never recorded
  ("llm",)                              an extra model call with no tool work in between
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import random
from pathlib import Path

from specs import DOMAINS  # noqa: E402  (specs.py sits next to this file)

HERE = Path(__file__).resolve().parent
DAY = _dt.datetime(2026, 11, 20, tzinfo=_dt.timezone.utc)

MODELS = {
    "openai": ["gpt-4o-2024-08-06", "gpt-4.1-mini-2025-04-14"],
    "anthropic": ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"],
}


def _call_id(style: str, case_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def build(domain: str, style: str, spec: tuple) -> dict:
    case_id, label, category, cause, start, prompt, steps, answer = spec
    rng = random.Random(case_id)
    model = MODELS[style][rng.randrange(2)]
    h, m, s = (int(x) for x in start.split(":"))
    t = (DAY + _dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + rng.randrange(260) + len(prompt) // 4
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.018 + rng.random() * 0.5

    llm(28 + rng.randrange(40))
    last_failed: dict | None = None
    n = 0
    for i, step in enumerate(steps):
        kind = step[0]
        nxt = steps[i + 1][0] if i + 1 < len(steps) else None
        if kind == "retry":
            retries += 1
            t += 0.4 + rng.random()
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": last_failed["tool"],
                          "attempt": last_failed["attempt"] + 1, "call_id": last_failed["id"],
                          "reason": last_failed["error"]})
            continue
        if kind == "llm":
            llm(20 + rng.randrange(30))
            context -= 10  # the loop re-sends nearly the same context
            continue
        n += 1
        tool, args = step[1], step[2]
        cid = _call_id(style, case_id, n)
        t += 0.05 + rng.random() * 0.2
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        if kind == "lost":
            t += 1.0 + rng.random() * 3
            llm(60 + len(answer) // 4)
            continue
        if kind == "err":
            error = step[3]
            t += (10.0 if "imeout" in error else 0.3 + rng.random())
            out = {"call_id": cid, "error": error, "output": None, "timestamp": round(t, 3), "tool": tool}
            errors.append(error)
            attempt = last_failed["attempt"] + 1 if last_failed and last_failed["tool"] == tool else 1
            last_failed = {"tool": tool, "id": cid, "error": error, "attempt": attempt}
        else:
            output = step[3]
            t += 0.3 + rng.random() * 1.4
            out = {"call_id": cid, "error": None, "output": output, "timestamp": round(t, 3), "tool": tool}
            last_failed = None
            context += len(json.dumps(output)) // 4
        outputs.append(out)
        trace.append({"call_id": cid, "error": out["error"], "event": "tool_end", "output": out["output"],
                      "timestamp": out["timestamp"], "tool": tool})
        if nxt == "retry":
            continue  # the framework retries without going back to the model
        if nxt in ("call", "err", "lost"):
            llm(25 + rng.randrange(35))  # the model picks the next call
        elif nxt is None or nxt == "llm":
            llm(40 + len(answer) // 4)  # the model writes (or starts writing) the answer
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t < (DAY + _dt.timedelta(days=1)).timestamp(), case_id
    return {
        "category": category,
        "domain": domain,
        "evidence_level": "fully_instrumented",
        "expected_cause": cause,
        "id": case_id,
        "label": label,
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": prompt,
        "response": answer,
        "set": "blind30",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    for domain, (style, specs) in DOMAINS.items():
        assert len(specs) == 6, domain
        labels = [s[1] for s in specs]
        assert labels.count("clean") == 3 and labels.count("flawed") == 3, domain
        records = [build(domain, style, spec) for spec in specs]
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
        print(f"{domain}: {len(records)} runs")


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(HERE))
    main()
