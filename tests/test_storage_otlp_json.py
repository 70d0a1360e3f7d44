"""OTLP JSON: SDK spans -> the SDK's OTLP encoder -> OTLP JSON -> spans_from_otlp_json is the identity."""

from __future__ import annotations

from typing import Any

import pytest
from google.protobuf.json_format import MessageToDict
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.trace import SpanKind, StatusCode

from critiqor.storage import otlp_json_from_spans, spans_from_jaeger_v3_json, spans_from_otlp_json
from storage_helpers import hex_ids, make_spans, otlp_json, summaries


@pytest.mark.parametrize("enums_as_ints", [False, True])
def test_otlp_json_round_trip_keeps_every_field(enums_as_ints: bool) -> None:
    spans = make_spans()
    doc = otlp_json(spans, use_integers_for_enums=enums_as_ints)
    loaded = spans_from_otlp_json(doc)
    assert summaries(loaded) == summaries(spans)


def test_otlp_json_keeps_attribute_types() -> None:
    by_name = {s.name: s for s in spans_from_otlp_json(otlp_json(make_spans()))}
    attrs = by_name["agent"].attributes
    assert attrs["count"] == 42 and type(attrs["count"]) is int
    assert attrs["big"] == 2**62
    assert attrs["ratio"] == 0.25 and type(attrs["ratio"]) is float
    assert attrs["flag"] is True
    assert attrs["keys"] == ("a", "b")
    assert attrs["numbers"] == (1, 2, 3)
    assert attrs["json"] == '{"x": [1, 2]}'
    assert by_name["chat gpt-4o"].kind is SpanKind.CLIENT
    assert by_name["execute_tool search"].status.status_code is StatusCode.ERROR
    assert by_name["execute_tool search"].status.description == "timeout after 3s"
    assert by_name["ok-span"].status.status_code is StatusCode.OK
    assert by_name["agent"].resource.attributes["service.name"] == "loader-test"
    assert by_name["agent"].parent is None


def test_otlp_json_kvlist_becomes_dict_and_base64_ids_are_accepted() -> None:
    doc = MessageToDict(encode_spans(make_spans()))  # ids left in protobuf's base64 form
    attrs = doc["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["attributes"]
    attrs.append({"key": "map", "value": {"kvlistValue": {"values": [{"key": "k", "value": {"intValue": "7"}}]}}})
    loaded = spans_from_otlp_json(doc)
    assert loaded[0].attributes["map"] == {"k": 7}
    assert [s.get_span_context().span_id for s in loaded] == [
        s.get_span_context().span_id for s in spans_from_otlp_json(hex_ids(doc))
    ]



def test_otlp_json_accepts_lists_and_a_jaeger_v3_result_reads_through_its_own_reader() -> None:
    spans = make_spans()
    doc = otlp_json(spans)
    assert len(spans_from_jaeger_v3_json({"result": doc})) == len(spans)
    assert len(spans_from_otlp_json([doc, doc])) == 2 * len(spans)


def test_the_otlp_reader_knows_only_otlp_json() -> None:
    """Jaeger's `result` envelope is the Jaeger reader's business: the OTLP reader says it is missing."""
    with pytest.raises(ValueError, match="no 'resourceSpans'"):
        spans_from_otlp_json({"result": otlp_json(make_spans())})


def test_otlp_json_writer_matches_the_sdk_encoding_with_hex_ids() -> None:
    spans = make_spans()
    assert otlp_json_from_spans(spans) == otlp_json(spans)
    assert summaries(spans_from_otlp_json(otlp_json_from_spans(spans))) == summaries(spans)


@pytest.mark.parametrize(
    "bad",
    [
        {"nothing": 1},
        {"resourceSpans": "x"},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz", "spanId": "0000000000000001"}]}]}]},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "00" * 16, "spanId": "01"}]}]}]},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "00" * 16, "spanId": "00" * 8, "startTimeUnixNano": "soon"}]}]}]},
        {"error": {"httpCode": 404, "message": "trace not found"}},
        "text",
    ],
)
def test_malformed_otlp_json_raises_value_error_with_one_line(bad: Any) -> None:
    with pytest.raises(ValueError) as info:
        spans_from_otlp_json(bad)
    assert "\n" not in str(info.value)

