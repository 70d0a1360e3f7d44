"""Build the blind185 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind185/build.py

Each spec is a question, the tool calls the agent made (arguments, JSON output or error text),
and the final answer; this script adds call ids, timestamps on 2026-11-20, llm_call events with
token usage, tool_start/tool_end, retry events, agent_start/agent_finish and the metrics.
Deterministic: the same specs give byte-identical files.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z

MODELS = {
    "gpt": "gpt-4o-2024-08-06",
    "claude": "claude-3-5-sonnet-20241022",
}


def _h(*parts: str) -> str:
    return hashlib.sha256("|".join(parts).encode()).hexdigest()


def _num(seed: str, lo: int, hi: int) -> int:
    return lo + int(_h(seed)[:8], 16) % (hi - lo + 1)


def _call_id(run_id: str, index: int, style: str) -> str:
    digest = _h(run_id, "call", str(index))
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    n = int(digest, 16)
    chars = []
    for _ in range(24):
        n, r = divmod(n, len(alphabet))
        chars.append(alphabet[r])
    if style == "claude":
        return "toolu_01" + "".join(chars[:22])
    return "call_" + "".join(chars)


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def build_run(spec: dict) -> dict:
    rid = spec["id"]
    style = spec.get("model", "gpt")
    model = MODELS[style]
    hh, mm = (int(x) for x in spec["at"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + _num(rid + "s", 0, 59)
    trace: list[dict] = []
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = out_tok = 0
    context = _tokens(spec["prompt"]) + _num(rid + "sys", 330, 520)

    def llm(out: int, label: str) -> None:
        nonlocal t, in_tok, out_tok, context
        lat = _num(rid + label + "lat", 600, 2400) / 1000
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out}})
        in_tok += context
        out_tok += out
        context += out
        t += lat

    trace.append({"event": "agent_start", "timestamp": round(t, 3)})
    rounds = spec["calls"]
    # group calls into rounds: a call with "parallel": True joins the previous round
    grouped: list[list[dict]] = []
    for c in rounds:
        if c.get("parallel") and grouped:
            grouped[-1].append(c)
        else:
            grouped.append([c])
    index = 0
    for r_i, group in enumerate(grouped):
        if not group[0].get("retry") or group[0].get("replan"):
            llm(_num(rid + f"plan{r_i}", 24, 70), f"plan{r_i}")
        for c in group:
            cid = _call_id(rid, index, style)
            index += 1
            if c.get("retry"):
                retries += 1
                t += c.get("backoff", 1.0)
                trace.append({"event": "retry", "tool": c["tool"], "attempt": c["retry"],
                              "call_id": cid, "timestamp": round(t, 3)})
                t += 0.05
            start = round(t, 3)
            calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                          "timestamp": start, "tool": c["tool"]})
            lat = c.get("latency", _num(rid + cid, 250, 1900) / 1000)
            t += lat
            if c.get("missing"):
                continue  # the tool span never ended: no tool_end, no output
            end = round(t, 3)
            err = c.get("error")
            out = c.get("output")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": c["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": end, "tool": c["tool"]})
            if err:
                errors.append(err)
            context += _tokens(json.dumps(out if out is not None else err))
            t += 0.02
    for k in range(spec.get("llm_loop", 0)):
        llm(_num(rid + f"loop{k}", 38, 44), f"loop{k}")
    llm(_tokens(spec["response"]) + _num(rid + "fin", 4, 20), "final")
    finish = round(t, 3)
    trace.append({"event": "agent_finish", "timestamp": finish})
    start_t = trace[0]["timestamp"]
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(finish - start_t, 3),
            "retries": retries,
            "token_usage": {"input_tokens": in_tok, "output_tokens": out_tok},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind185",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: "OrderedDict[str, list[dict]]" = OrderedDict()
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build_run(spec))
    for domain, runs in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for run in runs:
                fh.write(json.dumps(run, sort_keys=True) + "\n")
        print(f"{path.name}: {len(runs)} runs")


if __name__ == "__main__":
    main()
