"""critiqor: score AI agents from their OpenTelemetry traces.

Record what an agent did with `monitor()`; every call becomes an OTel span or span event,
and `EvaluationEvidence` is rebuilt from the finished spans for scoring.
"""

from critiqor.content import ContentPolicy
from critiqor.evidence import (
    EvaluationEvidence,
    EvidenceLevel,
    RuntimeMetrics,
    SpanRefs,
    ToolCall,
    ToolOutput,
    span_refs,
)
from critiqor.processor import EvidenceSpanProcessor
from critiqor.rebuild import evidence_from_spans
from critiqor.recorder import EvidenceRecorder, current_recorder, monitor
from critiqor.scoring import Critiqor, CritiqorResult, FailureCause
from critiqor.setup import configure

__version__ = "0.1.0"

__all__ = [
    "ContentPolicy",
    "Critiqor",
    "CritiqorResult",
    "EvaluationEvidence",
    "EvidenceLevel",
    "EvidenceRecorder",
    "EvidenceSpanProcessor",
    "FailureCause",
    "RuntimeMetrics",
    "SpanRefs",
    "ToolCall",
    "ToolOutput",
    "configure",
    "current_recorder",
    "evidence_from_spans",
    "monitor",
    "span_refs",
]
