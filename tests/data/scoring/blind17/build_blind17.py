"""Build the blind17 JSONL files from the hand-written specs in specs_blind17.py.

A spec: id, domain, prompt, steps, response, category, cause (None when clean), started (ISO, on
2026-11-20). Steps: ("llm", in_tokens, out_tokens) | ("tool", name, args, output or Err(msg)) |
("retry", reason). The record shape (call ids, trace, metrics) comes from the corpus's own
expander, `corpus_builder.build`; this set only fixes `split` to `heldout` and adds `set`.

Run: python tests/data/scoring/blind17/build_blind17.py
"""
from __future__ import annotations

import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from corpus_builder import Run, build as build_record  # noqa: E402
from specs_blind17 import RUNS  # noqa: E402


def build(spec: dict) -> dict:
    run = Run(id=spec["id"], prompt=spec["prompt"], steps=spec["steps"], response=spec["response"],
              category=spec["category"], expected_cause=spec["cause"], started=spec["started"])
    rec = build_record(run, spec["domain"])
    rec["split"] = "heldout"
    rec["set"] = "blind17"
    last = max(e["timestamp"] for e in rec["trace"])
    assert datetime.fromtimestamp(last, timezone.utc).date().isoformat() == "2026-11-20", spec["id"]
    return rec


def main() -> None:
    ids = [s["id"] for s in RUNS]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    by_domain: dict[str, list] = {}
    for s in RUNS:
        by_domain.setdefault(s["domain"], []).append(build(s))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, recs in by_domain.items():
        path = HERE / (domain.replace(" ", "_").replace("-", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in recs))
    print(len(RUNS), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
