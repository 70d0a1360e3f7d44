"""All blind176 run specs (hand-written; see README.md)."""

from specs_a import RUNS_A
from specs_b import RUNS_B

RUNS = RUNS_A + RUNS_B
