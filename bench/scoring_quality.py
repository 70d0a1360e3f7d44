"""How well the deterministic scorer tells clean agent runs from flawed ones, on labelled runs.

    python bench/scoring_quality.py            # the figures, tuned-on and held-out sets apart
    python bench/scoring_quality.py --misses   # also list the tuned-on cases it gets wrong (never held-out ones)

For each group it prints the detection rate (flawed runs that raise an alarm), the false-alarm rate
(clean runs that raise one), the recall per flaw category, how often the expected cause type is
among the causes found, and the AUC of the trust score (the chance that a random clean run scores
higher than a random flawed one; ties count half). An *alarm* is a recommendation other than
`safe_to_deploy`, or any high-severity cause.

The data (`tests/data/scoring/`): each run names its `set`. The sets in `TUNED_ON` have been
looked at while the checks were written and tuned: the template corpus (`*.jsonl`, its own `dev`
and `heldout` splits), and the sets `independent/` and `blind/`, written blind by other testers and
tuned on once measured. Every other set (`blind2/`, `blind3/`, ...) was written blind by another
tester and has never been looked at while tuning: those are the held-out figures. A set that is
tuned on moves into `TUNED_ON`, and a new blind set replaces it.
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
#: The sets the checks were tuned on; all others are held out.
TUNED_ON = ("corpus", "independent", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", "blind32", "blind33", "blind34", "blind35", "blind36", "blind37", "blind38", "blind39", "blind40", "blind41", "blind42", "blind43", "blind44", "blind45", "blind46", "blind47", "blind48", "blind49", "blind50", "blind51", "blind52", "blind53", "blind54", "blind55", "blind56", "blind57", "blind58", "blind59", "blind60", "blind61", "blind62", "blind63", "blind64", "blind65", "blind66", "blind67", "blind68", "blind69", "blind70", "blind71", "blind72", "blind73", "blind74", "blind75", "blind76", "blind77", "blind78", "blind79", "blind80", "blind81", "blind82", "blind83", "blind84", "blind85", "blind86", "blind87", "blind88", "blind89", "blind90", "blind91", "blind92", "blind93", "blind94", "blind95", "blind96", "blind97", "blind98", "blind99", "blind100", "blind101", "blind102", "blind103", "blind104", "blind105", "blind106", "blind107", "blind108", "blind109", "blind110", "blind111", "blind112", "blind113", "blind114", "blind115", "blind116", "blind117", "blind118", "blind119", "blind120", "blind121", "blind122", "blind123", "blind124", "blind125", "blind126", "blind127", "blind128", "blind129", "blind130", "blind131", "blind132", "blind133", "blind134")


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
    """Every labelled case, file by file in name order, line by line: the template corpus first,
    then each set's folder in name order."""
    cases = []
    for path in [*sorted(directory.glob("*.jsonl")), *sorted(directory.glob("*/*.jsonl"))]:
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
    """The figures for the sets tuned on, the held-out sets together and each apart, and all cases."""
    outcomes = [score_case(case) for case in cases]
    held_sets = sorted({o.set for o in outcomes} - set(TUNED_ON))
    groups = {
        "tuned on": [o for o in outcomes if o.set in TUNED_ON],
        "held out": [o for o in outcomes if o.set not in TUNED_ON],
        **{f"held out: {name}": [o for o in outcomes if o.set == name] for name in held_sets},
        "all": outcomes,
    }
    return {name: quality(group) for name, group in groups.items()}


def _report(figures: dict[str, Quality]) -> None:
    print(f"{'runs':20} {'cases':>5} {'detection':>9} {'false alarms':>12} {'cause found':>11} {'AUC':>6}")
    for group, q in figures.items():
        print(f"{group:20} {q.cases:5d} {q.detection:9.2f} {q.false_alarms:12.2f} {q.cause_found:11.2f} {q.auc:6.3f}")
    print("\nrecall per flaw category (alarms / flawed runs):")
    for group, q in figures.items():
        shown = ", ".join(f"{name} {hit}/{total}" for name, (hit, total) in q.recall.items())
        print(f"  {group}: {shown}")


def _misses(cases: list[dict]) -> None:
    print("\ntuned-on cases the scorer gets wrong:")
    for case in cases:
        if case.get("set", "corpus") not in TUNED_ON:
            continue
        o = score_case(case)
        if o.alarm != o.flawed or (o.flawed and o.expected_cause not in o.causes):
            kind = "false alarm" if o.alarm and not o.flawed else "missed" if not o.alarm else "other cause"
            print(f"  {kind:11} {o.id} (trust {o.trust}; expected {o.expected_cause}; found {', '.join(o.causes) or '-'})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true", help="list the tuned-on cases the scorer gets wrong")
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
