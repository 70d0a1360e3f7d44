"""Build blind21/*.jsonl from the compact specs in specs.py (written by the blind21 tester).

Run: python tests/data/scoring/blind21/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, retry events and metrics.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys
from datetime import datetime, timezone

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from specs import SPECS  # noqa: E402

DAY0 = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODEL = {0: "gpt-4o-2024-08-06", 1: "claude-sonnet-4-5", 2: "gpt-4.1-mini"}
FILES = {
    "wedding photography albums": "wedding_albums",
    "funeral home arrangements": "funeral_home",
    "baby registry": "baby_registry",
    "retirement home tours": "retirement_tours",
    "eldercare aides scheduling": "eldercare_aides",
    "childcare nanny agency": "nanny_agency",
    "party rentals": "party_rentals",
    "balloon decor": "balloon_decor",
    "cake tasting appointments": "cake_tasting",
    "invitation printing": "invitation_printing",
}


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    seed = _h(rid)
    model = MODEL[seed % 3]
    t = round(DAY0 + 7 * 3600 + index * 731 + seed % 300, 3)  # 07:00 .. ~19:30 UTC on 2026-11-20
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    step = 0

    def llm(extra_in: int = 0) -> None:
        nonlocal tin, tout, t, step
        step += 1
        i = 380 + (seed >> (step * 5)) % 400 + extra_in
        o = 30 + (seed >> (step * 7)) % 90
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.9 + ((seed >> step) % 17) / 10

    llm()
    for n, call in enumerate(spec["calls"]):
        if call.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"], "attempt": call["retry"], "reason": call.get("reason", "previous attempt failed")})
            t += call.get("backoff", 1.0)
        cid = "call_" + hashlib.sha256(f"{rid}:{n}".encode()).hexdigest()[:24]
        start = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
        t += call.get("dur", 0.4 + ((seed >> n) % 13) / 10)
        if call.get("missing"):
            continue  # the tool span never ended: no output recorded
        end = round(t, 3)
        err = call.get("err")
        out = call.get("out")
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
        if err:
            errors.append(err)
        llm(extra_in=120 * (n + 1))
    for _ in range(spec.get("extra_llm", 0)):  # the model going round without a new call
        llm(extra_in=0)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - trace[0]["timestamp"], 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind21",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_file: dict[str, list[str]] = {}
    ids = set()
    for index, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        record = build(spec, index)
        by_file.setdefault(FILES[spec["domain"]], []).append(json.dumps(record, sort_keys=True, ensure_ascii=False))
    for name, lines in by_file.items():
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(ids)} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
