"""critiqor: score AI agents from their OpenTelemetry traces."""

from critiqor.evidence import (
    EvaluationEvidence,
    EvidenceLevel,
    RuntimeMetrics,
    SpanRefs,
    ToolCall,
    ToolOutput,
    span_refs,
)

__all__ = [
    "EvaluationEvidence",
    "EvidenceLevel",
    "RuntimeMetrics",
    "SpanRefs",
    "ToolCall",
    "ToolOutput",
    "span_refs",
]
