"""Build the blind182 held-out set: 60 axe-throwing agent runs (10 domains x 6) from compact specs.

Run: python tests/data/scoring/blind182/build.py   (rewrites the <domain>.jsonl files here)

Every spec is hand-written: (id, start "HH:MM" UTC on 2026-11-20, label, category,
expected_cause, prompt, steps, response). Steps:
  ("ok", tool, args, output)   a call that answered
  ("err", tool, args, error)   a call that failed (error text)
  ("retry",)                   a retry event for the call just before (framework retry)
  ("lost", tool, args)         a call started whose output never came back
  ("think", n)                 n extra llm_call events in a row (no tool progress)
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path

from specs import DOMAINS

HERE = Path(__file__).resolve().parent
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022"]


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    return f"toolu_01{digest[:22]}" if anthropic else f"call_{digest[:24]}"


def build_run(domain: str, index: int, spec: tuple) -> dict:
    run_id, start, label, category, cause, prompt, steps, response = spec
    anthropic = index % 2 == 1
    model = MODELS[index % 2]
    hh, mm = map(int, start.split(":"))
    t = DAY + hh * 3600 + mm * 60 + (_h(run_id) % 50)
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []  # tool calls, their results, error texts in order
    retries = tin = tout = n = 0

    def llm(k: int) -> None:
        nonlocal t, tin, tout
        i = 380 + _h(run_id, "in", str(k)) % 900 + 160 * k
        o = 30 + _h(run_id, "out", str(k)) % 110
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.6 + (_h(run_id, "lat", str(k)) % 1700) / 1000

    k = 0
    llm(k)
    last_id = None
    last_tool = None
    attempt = 1
    prev = None
    for step in steps:
        kind = step[0]
        if kind == "retry":
            attempt += 1
            retries += 1
            t += 0.5 + attempt * 0.5
            trace.append({"event": "retry", "tool": last_tool, "call_id": last_id, "attempt": attempt,
                          "timestamp": round(t, 3)})
            t += 0.05
            prev = kind
            continue
        if kind == "think":
            for _ in range(step[1]):
                k += 1
                llm(k)
            prev = kind
            continue
        if kind not in ("ok", "err", "lost"):
            raise ValueError(step)
        tool, args = step[1], step[2]
        if prev != "retry":
            attempt = 1
            if prev is not None:  # the model reads the last result and decides the next call
                k += 1
                llm(k)
        prev = kind
        n += 1
        cid = _call_id(run_id, n, anthropic)
        last_id, last_tool = cid, tool
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        dur = 0.2 + (_h(run_id, "tool", str(n)) % 1400) / 1000
        if kind == "err" and "imeout" in step[3]:
            dur = 10.0 + dur
        if kind == "lost":
            t += 30.0 + dur
            continue
        t += dur
        output = step[3] if kind == "ok" else None
        error = step[3] if kind == "err" else None
        if error is not None:
            errors.append(error)
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": tool})
    k += 1
    llm(k)
    t += 0.3 + (_h(run_id, "fin") % 900) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    metrics = {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
               "token_usage": {"input_tokens": tin, "output_tokens": tout}}
    record = dict(category=category, domain=domain, evidence_level="fully_instrumented", expected_cause=cause,
                  id=run_id, label=label, metrics=metrics, prompt=prompt, response=response, set="blind182",
                  split="heldout", tool_calls=calls, tool_outputs=outputs, trace=trace)
    day = datetime.fromtimestamp(t0, timezone.utc).date().isoformat()
    assert day == datetime.fromtimestamp(t, timezone.utc).date().isoformat() == "2026-11-20", run_id
    return record


def main() -> None:
    seen = set()
    for index, (domain, specs) in enumerate(DOMAINS.items()):
        assert len(specs) == 6, domain
        assert sum(s[2] == "clean" for s in specs) == 3, domain
        lines = []
        for spec in specs:
            assert spec[0] not in seen, spec[0]
            seen.add(spec[0])
            assert (spec[2] == "clean") == (spec[4] is None), spec[0]
            lines.append(json.dumps(build_run(domain, index, spec), sort_keys=True, ensure_ascii=False))
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(seen)} runs in {len(DOMAINS)} domains")


if __name__ == "__main__":
    main()
