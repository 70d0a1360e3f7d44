"""Expand the compact run specs in specs.py into <domain>.jsonl records (blind167 set).

python tests/data/scoring/blind167/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, retry events and metrics.
"""
from __future__ import annotations

import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from specs import RUNS  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514"]


def h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        v = int(digest, 16)
        s = ""
        for _ in range(22):
            v, r = divmod(v, len(alphabet))
            s += alphabet[r]
        return "toolu_01" + s
    return "call_" + digest[:24]


def toks(obj) -> int:
    return max(8, len(json.dumps(obj)) // 4)


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = spec.get("model") or MODELS[h(rid) % len(MODELS)]
    hh, mm, ss = map(int, spec["at"].split(":"))
    t = float(DAY0 + hh * 3600 + mm * 60 + ss)
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    n_calls = 0
    context = 420 + len(spec["prompt"]) // 4 + h(rid, "sys") % 180
    usage_in = usage_out = 0

    def llm(out_tokens: int):
        nonlocal t, context, usage_in, usage_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage_in += context
        usage_out += out_tokens
        t += round(0.55 + out_tokens * 0.011 + (h(rid, t) % 400) / 1000, 3)
        context += out_tokens

    for step_no, step in enumerate(spec["steps"]):
        if isinstance(step, tuple) and step[0] == "llm":
            for k in range(step[1]):
                llm(34 + h(rid, "loop", k) % 25)
            continue
        # one llm turn that issues the calls of this step
        llm(sum(18 + toks(c["args"]) for c in step if not c.get("retry")))
        groups = []  # each group: list of attempts (first + retries)
        for c in step:
            if c.get("retry"):
                groups[-1].append(c)
            else:
                groups.append([c])
        parallel = len(groups) > 1
        pending_ends = []
        start = t
        for g_no, group in enumerate(groups):
            gt = start + 0.012 * g_no if parallel else t
            for a_no, c in enumerate(group):
                n_calls += 1
                cid = call_id(rid, n_calls, model)
                if a_no > 0:
                    prev = group[a_no - 1]
                    retries += 1
                    gt += c.get("backoff", 1.0)
                    trace.append({"event": "retry", "timestamp": round(gt, 3), "tool": c["tool"],
                                  "attempt": a_no + 1, "call_id": prev["_cid"], "reason": prev["err"]})
                    gt += 0.01
                c["_cid"] = cid
                calls.append({"args": c["args"], "id": cid, "timestamp": round(gt, 3), "tool": c["tool"]})
                trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                              "timestamp": round(gt, 3), "tool": c["tool"]})
                dur = c.get("dur") or round(0.22 + (h(rid, cid) % 1300) / 1000, 3)
                end = gt + dur
                if c.get("missing"):
                    gt = end
                    continue
                out = {"call_id": cid, "error": c.get("err"), "output": c.get("out"),
                       "timestamp": round(end, 3), "tool": c["tool"]}
                if c.get("err"):
                    errors.append(c["err"])
                    out["output"] = None
                end_ev = {"call_id": cid, "error": out["error"], "event": "tool_end",
                          "output": out["output"], "timestamp": round(end, 3), "tool": c["tool"]}
                if parallel:
                    pending_ends.append((end, out, end_ev))
                else:
                    outputs.append(out)
                    trace.append(end_ev)
                context += toks(c.get("out") if c.get("out") is not None else c.get("err")) + 12
                gt = end
            if not parallel:
                t = gt
            else:
                t = max(t, gt)
        for end, out, ev in sorted(pending_ends, key=lambda x: x[0]):
            outputs.append(out)
            trace.append(ev)
    llm(len(spec["response"]) // 4 + 6 + h(rid, "fin") % 12)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    for c in spec["steps"]:
        if isinstance(c, list):
            for x in c:
                x.pop("_cid", None)
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind167",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, spec in enumerate(RUNS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec, i))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
