"""Instruction counts of the bench workload under valgrind: a noise-free ratio against raw OTel.

Wall-clock timings on a shared 2-core VM swing by +-30%; instructions executed do not. This runs
`bench_recorder.py`'s three workloads (raw OTel SDK code writing the same spans, raw code writing
only the semconv attributes a user would write by hand, and monitor() with the evidence rebuilt
and read) under `valgrind --tool=callgrind`, each twice with a different run
count, and reports the instructions of one agent run (the difference, so start-up and imports
cancel out) and their ratio. Needs valgrind (Debian package `valgrind`).

Run: python bench/count_instructions.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WORKLOAD = """
import sys
sys.path.insert(0, {here!r})
import bench_recorder as b
side, n = sys.argv[1], int(sys.argv[2])
provider = b.make_provider()
tracer = provider.get_tracer("bench")
runs = dict(raw=lambda: b.raw_run(tracer), by_hand=lambda: b.by_hand_run(tracer), critiqor=lambda: b.critiqor_run(provider))
run = runs[side]
for _ in range(n):
    run()
provider.shutdown()
"""


def instructions(script: str, side: str, runs: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out", sys.executable, script, side, str(runs)],
            capture_output=True,
            text=True,
            check=True,
        )
    match = re.search(r"Collected : (\d+)", done.stderr)
    if match is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(match.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="extra agent runs between the two counts")
    args = parser.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(WORKLOAD.format(here=HERE))
        script = handle.name
    try:
        per_run = {}
        for side in ("raw", "by_hand", "critiqor"):
            low, high = instructions(script, side, 20), instructions(script, side, 20 + args.runs)
            per_run[side] = (high - low) / args.runs
            print(f"{side:9s} {per_run[side] / 1e6:8.2f} M instructions per agent run")
        print(f"ratio     {per_run['critiqor'] / per_run['raw']:8.2f}x raw with the same spans (instructions, {args.runs} runs)")
        print(f"ratio     {per_run['critiqor'] / per_run['by_hand']:8.2f}x raw by hand, semconv attributes only")
    finally:
        os.unlink(script)


if __name__ == "__main__":
    main()
