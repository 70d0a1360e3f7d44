"""Benchmark: what the content policy costs, `redacted` (the default) and `none` against `full`.

The workload is bench_recorder.py's agent run (10 tool calls + 1 LLM call under monitor(), the
evidence rebuilt and read), recorded under each policy in alternating rounds on providers set
up the same way (a BatchSpanProcessor with a discarding exporter). Two kinds of values:
ordinary ones (nothing to redact: the cost of looking), and the same run with a credential in
every tool call's arguments and output (the cost of redacting and of the second path that keeps
the local evidence complete). Each line prints the median per-round ratio to `full`.

Run: python bench/bench_content.py [--runs N] [--rounds R]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import critiqor  # noqa: E402
from bench_recorder import PROMPT, RESPONSE, TOOL_ARGS, TOOL_RESULTS, USAGE, make_provider, per_run_us  # noqa: E402

SECRET_ARGS = [{**args, "api_key": f"sk-live-{i:02d}abcdefghijklmnopqrst"} for i, args in enumerate(TOOL_ARGS)]
SECRET_RESULTS = [{**result, "session": "Bearer abcdefghijklmnop0123"} for result in TOOL_RESULTS]
POLICIES = ("full", "redacted", "none")


def run(provider, content: str, args: list[dict], results: list[dict]) -> int:
    with critiqor.monitor(PROMPT, tracer_provider=provider, content=content) as recorder:
        for i in range(10):
            recorder.record_tool_call("search_flights", args[i], call_id=f"call-{i}")
            recorder.record_tool_output("search_flights", results[i], call_id=f"call-{i}")
        recorder.record_llm_call("gpt-4o", USAGE)
        evidence = recorder.finish(RESPONSE)
    assert evidence.tool_calls[0].args == args[0]  # the local evidence is complete under every policy
    return len(evidence.trace)


def measure(label: str, args: list[dict], results: list[dict], runs: int, rounds: int) -> None:
    providers = {policy: make_provider() for policy in POLICIES}
    for policy, provider in providers.items():
        for _ in range(100):
            run(provider, policy, args, results)
    times: dict[str, list[float]] = {policy: [] for policy in POLICIES}
    for _ in range(rounds):
        for policy, provider in providers.items():
            times[policy].append(per_run_us(lambda: run(provider, policy, args, results), runs))
            provider.force_flush()
    full = statistics.median(times["full"])
    print(f"{label}: full median {full:7.1f} us/run")
    for policy in ("redacted", "none"):
        paired = sorted(t / f for t, f in zip(times[policy], times["full"]))
        print(
            f"  {policy:9s} median {statistics.median(times[policy]):7.1f} us/run  "
            f"{statistics.median(paired):.3f}x full (quartiles {paired[len(paired) // 4]:.3f}-{paired[3 * len(paired) // 4]:.3f})"
        )
    for provider in providers.values():
        provider.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=100, help="agent runs per timing round")
    parser.add_argument("--rounds", type=int, default=20, help="alternating timing rounds")
    options = parser.parse_args()
    print(f"workload: 1 agent run = 10 tool calls + 1 LLM call (12 spans); {options.runs} runs x {options.rounds} rounds")
    measure("ordinary values (nothing to redact)", TOOL_ARGS, TOOL_RESULTS, options.runs, options.rounds)
    measure("a credential in every tool call and output", SECRET_ARGS, SECRET_RESULTS, options.runs, options.rounds)


if __name__ == "__main__":
    main()
