"""The scorer's quality on the labelled data (tests/data/scoring).

The floor (detection >= 0.90, false alarms <= 0.10) is asserted on the sets the checks were tuned
on and on the held-out sets (written blind by other testers, never looked at while tuning): 0.910
detection and 0.049 false alarms measured there. The held-out figures are also guarded against getting
worse than measured. `bench/scoring_quality.py` prints the figures; the README shows them."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _bench():
    spec = importlib.util.spec_from_file_location("scoring_quality", ROOT / "bench" / "scoring_quality.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("scoring_quality", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bench = _bench()
CASES = bench.load_corpus()
FIGURES = bench.measure(CASES)


def test_the_corpus_is_large_balanced_and_split_by_its_fixed_rule():
    assert len(CASES) >= 150
    assert len({c["domain"] for c in CASES}) >= 8
    flawed = [c for c in CASES if c["label"] == "flawed"]
    assert 0.4 <= len(flawed) / len(CASES) <= 0.6
    assert all(c["expected_cause"] for c in flawed)
    import hashlib

    for case in CASES:
        by_rule = "heldout" if hashlib.sha256(case["id"].encode()).digest()[0] % 3 == 0 else "dev"
        written_blind = case.get("set", "corpus") not in ("corpus", "independent")  # held out whole when written
        assert case["split"] == ("heldout" if written_blind else by_rule), case["id"]


def test_a_held_out_part_of_about_a_third_was_never_tuned_on():
    held = [c for c in CASES if c.get("set", "corpus") not in bench.TUNED_ON]
    assert held and 0.25 <= len(held) / len(CASES) <= 0.42
    assert {c["label"] for c in held} == {"clean", "flawed"}


def test_on_the_tuned_on_sets_detection_is_at_least_ninety_percent_and_false_alarms_at_most_ten():
    quality = FIGURES["tuned on"]
    assert quality.detection >= 0.90 and quality.false_alarms <= 0.10, quality


def test_on_the_held_out_sets_detection_is_at_least_ninety_percent_and_false_alarms_at_most_ten():
    quality = FIGURES["held out"]
    assert quality.detection >= 0.90 and quality.false_alarms <= 0.10, quality


def test_held_out_figures_do_not_get_worse_than_measured():
    quality = FIGURES["held out"]  # measured 0.910 detection, 0.049 false alarms, 0.931 AUC
    assert quality.detection >= 0.905 and quality.false_alarms <= 0.05 and quality.auc >= 0.93, quality


def test_the_trust_score_ranks_clean_runs_above_flawed_ones():
    assert FIGURES["all"].auc >= 0.90


def test_auc_counts_ties_as_half_and_orders_by_trust():
    assert bench.auc([100, 90], [10, 20]) == 1.0
    assert bench.auc([10], [90]) == 0.0
    assert bench.auc([50], [50]) == 0.5


def test_scores_do_not_depend_on_the_hash_seed():
    script = (
        "import sys, json; sys.path.insert(0, 'bench'); import scoring_quality as q; "
        "print(json.dumps([[o.id, o.trust, o.causes] for o in map(q.score_case, q.load_corpus())]))"
    )
    outputs = {
        subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        for seed in ("0", "1", "12345")
    }
    assert len(outputs) == 1
