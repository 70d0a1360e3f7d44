"""How well the deterministic scorer tells clean agent runs from flawed ones, on the labelled corpus.

    python bench/scoring_quality.py            # dev, heldout and all: the figures
    python bench/scoring_quality.py --misses   # also list the dev cases it gets wrong (never heldout)

For each split it prints the detection rate (flawed runs that raise an alarm), the false-alarm rate
(clean runs that raise one), the recall per flaw category, how often the expected cause type is
among the causes found, and the AUC of the trust score (the chance that a random clean run scores
higher than a random flawed one; ties count half). An *alarm* is a recommendation other than
`safe_to_deploy`, or any high-severity cause. The data: the tuning corpus
`tests/data/scoring/*.jsonl` (dev and heldout), the independent set `independent/` (written blind
by another tester; dev and heldout by the same rule) and the blind set `blind/` (written blind by
a third tester, all held out, measured once the checks were done).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring import score_evidence

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "scoring"
SPLITS = ("dev", "heldout", "heldout: corpus", "heldout: independent", "blind", "all")


@dataclass(frozen=True)
class Outcome:
    """One scored case: its labels and what the scorer said."""

    id: str
    split: str
    set: str
    flawed: bool
    category: str
    expected_cause: str | None
    trust: int
    alarm: bool
    causes: tuple[str, ...]


@dataclass(frozen=True)
class Quality:
    """The figures for one split."""

    cases: int
    detection: float
    false_alarms: float
    cause_found: float
    auc: float
    recall: dict[str, tuple[int, int]]


def load_corpus(directory: Path = CORPUS) -> list[dict]:
    """Every labelled case of the corpus, file by file in name order, line by line: the tuning
    corpus (`dev` and `heldout`), then the independent set in `independent/`."""
    cases = []
    for path in [*sorted(directory.glob("*.jsonl")), *sorted(directory.glob("independent/*.jsonl")), *sorted(directory.glob("blind/*.jsonl"))]:
        with path.open(encoding="utf-8") as lines:
            cases.extend(json.loads(line) for line in lines if line.strip())
    return cases


def score_case(case: dict) -> Outcome:
    result = score_evidence(EvaluationEvidence.from_dict(case))
    causes = tuple(c.type for c in result.failure_causes)
    alarm = result.deployment_recommendation != "safe_to_deploy" or any(
        c.severity == "high" for c in result.failure_causes
    )
    return Outcome(
        case["id"], case["split"], case.get("set", "corpus"), case["label"] == "flawed", case["category"], case.get("expected_cause"),
        result.confidence, alarm, causes,
    )


def auc(clean: list[int], flawed: list[int]) -> float:
    """P(trust of a clean run > trust of a flawed run), ties counted half; 0.5 when a side is empty."""
    if not clean or not flawed:
        return 0.5
    wins = sum(1.0 if c > f else 0.5 if c == f else 0.0 for c in clean for f in flawed)
    return wins / (len(clean) * len(flawed))


def quality(outcomes: list[Outcome]) -> Quality:
    flawed = [o for o in outcomes if o.flawed]
    clean = [o for o in outcomes if not o.flawed]
    recall: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for o in flawed:
        recall[o.category][0] += o.alarm
        recall[o.category][1] += 1
    return Quality(
        cases=len(outcomes),
        detection=sum(o.alarm for o in flawed) / len(flawed) if flawed else 1.0,
        false_alarms=sum(o.alarm for o in clean) / len(clean) if clean else 0.0,
        cause_found=sum(o.expected_cause in o.causes for o in flawed) / len(flawed) if flawed else 1.0,
        auc=auc([o.trust for o in clean], [o.trust for o in flawed]),
        recall={name: (hit, total) for name, (hit, total) in sorted(recall.items())},
    )


def measure(cases: list[dict]) -> dict[str, Quality]:
    """The figures for dev and heldout (corpus and independent set), heldout of each set, the blind
    set (measured, never tuned on, not even its aggregate), and all cases."""
    outcomes = [score_case(case) for case in cases]
    return {
        "dev": quality([o for o in outcomes if o.split == "dev"]),
        "heldout": quality([o for o in outcomes if o.split == "heldout" and o.set != "blind"]),
        "heldout: corpus": quality([o for o in outcomes if o.split == "heldout" and o.set == "corpus"]),
        "heldout: independent": quality([o for o in outcomes if o.split == "heldout" and o.set == "independent"]),
        "blind": quality([o for o in outcomes if o.set == "blind"]),
        "all": quality(outcomes),
    }


def _report(figures: dict[str, Quality]) -> None:
    print(f"{'split':20} {'cases':>5} {'detection':>9} {'false alarms':>12} {'cause found':>11} {'AUC':>6}")
    for split in SPLITS:
        q = figures[split]
        print(f"{split:20} {q.cases:5d} {q.detection:9.2f} {q.false_alarms:12.2f} {q.cause_found:11.2f} {q.auc:6.3f}")
    print("\nrecall per flaw category (alarms / flawed runs):")
    for split in SPLITS:
        shown = ", ".join(f"{name} {hit}/{total}" for name, (hit, total) in figures[split].recall.items())
        print(f"  {split}: {shown}")


def _misses(cases: list[dict]) -> None:
    print("\ndev cases the scorer gets wrong:")
    for case in cases:
        if case["split"] != "dev":
            continue
        o = score_case(case)
        if o.alarm != o.flawed or (o.flawed and o.expected_cause not in o.causes):
            kind = "false alarm" if o.alarm and not o.flawed else "missed" if not o.alarm else "other cause"
            print(f"  {kind:11} {o.id} (trust {o.trust}; expected {o.expected_cause}; found {', '.join(o.causes) or '-'})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true", help="list the dev cases the scorer gets wrong")
    args = parser.parse_args(argv)
    cases = load_corpus()
    started = time.perf_counter()
    figures = measure(cases)
    elapsed = time.perf_counter() - started
    _report(figures)
    print(f"\n{len(cases)} runs scored in {elapsed:.2f} s")
    if args.misses:
        _misses(cases)
    return 0


if __name__ == "__main__":
    sys.exit(main())
