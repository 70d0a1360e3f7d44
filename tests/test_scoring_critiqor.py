"""Critiqor's public API: evaluate() from arguments, evidence or an open recorder; run(); the seed example."""

from __future__ import annotations

import json

import pytest

import critiqor
from critiqor import ToolCall, ToolOutput, monitor, span_refs

from critiqor.scoring import Critiqor, CritiqorResult

from scoring_helpers import evidence, with_refs

SEED_EXAMPLE = '''
from critiqor import Critiqor, monitor

agent = Critiqor(your_agent)

with monitor("What is 2 + 2?") as recorder:
    recorder.record_tool_call("calculator", {"expression": "2 + 2"})
    result = your_agent.run("What is 2 + 2?")
    recorder.record_tool_output("calculator", "4")
    evidence = recorder.finish(result, "What is 2 + 2?")

critiqor_result = agent.evaluate(
    prompt="What is 2 + 2?",
    response=result,
    tool_calls=evidence.tool_calls,
    tool_outputs=evidence.tool_outputs,
    evidence_level="trace_available",
)
'''


class Adder:
    """A test agent that answers arithmetic questions honestly (or not)."""

    def __init__(self, answer: str = "2 + 2 = 4") -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def run(self, prompt: str) -> str:
        self.prompts.append(prompt)
        return self.answer


def _run_seed(source: str, agent: Adder) -> dict:
    namespace = {"your_agent": agent}
    exec(compile(source, "seed-example", "exec"), namespace)
    return namespace


def test_seed_example_runs_verbatim_and_gives_an_honest_result():
    ns = _run_seed(SEED_EXAMPLE, Adder())
    result = ns["critiqor_result"]
    assert isinstance(result, CritiqorResult)
    assert result.evidence.evidence_level == "trace_available"
    assert result.evidence.tool_calls == ns["evidence"].tool_calls
    assert (result.confidence, result.trust_level, result.failure_causes) == (100, "High", ())
    assert result.deployment_recommendation == "safe_to_deploy"


def test_seed_example_scores_through_the_scoring_package():
    source = SEED_EXAMPLE.replace(
        "from critiqor import Critiqor, monitor", "from critiqor.scoring import Critiqor\nfrom critiqor import monitor"
    )
    honest = _run_seed(source, Adder("2 + 2 = 4"))["critiqor_result"]
    wrong = _run_seed(source, Adder("2 + 2 = 5"))["critiqor_result"]
    assert honest.confidence == 100 and honest.failure_causes == ()
    assert [c.type for c in wrong.failure_causes] == ["ignored_tool_output"]
    assert wrong.confidence < honest.confidence and wrong.deployment_recommendation != "safe_to_deploy"


# --- evaluate from arguments ----------------------------------------------------------------


def test_evaluate_builds_evidence_from_loose_arguments_inferring_the_level():
    result = Critiqor().evaluate(
        "What is 2 + 2?",
        "4",
        tool_calls=[{"tool": "calculator", "args": {"expression": "2 + 2"}}],
        tool_outputs=[ToolOutput("calculator", "4")],
    )
    assert result.evidence.evidence_level == "trace_available"
    assert result.evidence.tool_calls == [ToolCall("calculator", {"expression": "2 + 2"})]
    assert result.answer == "4"


def test_evaluate_honours_an_explicit_level():
    result = Critiqor().evaluate("Q", "A", trace=[{"event": "agent_start", "timestamp": 1.0}], evidence_level="trace_available")
    assert result.evidence.evidence_level == "trace_available"


def test_response_only_evaluation_is_low_confidence_and_never_safe():
    result = Critiqor().evaluate("Capital of France?", "Paris.")
    assert result.evidence.evidence_level == "response_only"
    assert result.evaluation_confidence < 50
    assert result.deployment_recommendation == "review_recommended"


def test_result_to_dict_is_json_ready_and_complete():
    result = Critiqor().evaluate("Q", "It is definitely 42.")
    data = json.loads(json.dumps(result.to_dict()))
    assert set(data) == {
        "answer",
        "confidence",
        "trust_level",
        "critique",
        "evidence",
        "failure_causes",
        "evaluation_confidence",
        "deployment_recommendation",
    }
    assert data["failure_causes"][0]["type"] == "unsupported_claim"
    assert data["critique"]["summary"] == result.critique.summary and data["critique"]["findings"]


def test_result_is_frozen():
    result = Critiqor().evaluate("Q", "A")
    with pytest.raises(AttributeError):
        result.confidence = 0  # type: ignore[misc]


def test_non_string_response_is_scored_as_its_text():
    assert Critiqor().evaluate("Q", 42).answer == "42"


# --- evaluate given evidence ---------------------------------------------------------------------


def test_given_evidence_is_used_as_is():
    ev = with_refs(evidence("Q", "A", tool_calls=[{"tool": "a"}], tool_outputs=[{"tool": "a", "output": "A"}]))
    result = Critiqor().evaluate(evidence=ev)
    assert result.evidence is ev


def test_passed_prompt_and_response_win_and_span_refs_survive():
    ev = with_refs(evidence("old prompt", "old answer", tool_calls=[{"tool": "a"}]))
    result = Critiqor().evaluate("new prompt", "new answer", evidence=ev)
    assert (result.evidence.prompt, result.evidence.response) == ("new prompt", "new answer")
    assert span_refs(result.evidence) == span_refs(ev)
    assert result.failure_causes[0].trace_id == span_refs(ev).trace_id


def test_evidence_with_loose_parts_is_rejected():
    with pytest.raises(ValueError):
        Critiqor().evaluate("Q", "A", tool_calls=[], evidence=evidence())


# --- evaluate inside monitor() ---------------------------------------------------------------


def test_evaluate_inside_monitor_uses_the_open_recorders_evidence(provider):
    with monitor("What is 2 + 2?", tracer_provider=provider) as recorder:
        recorder.record_tool_call("calculator", {"expression": "2 + 2"}, call_id="c1")
        recorder.record_tool_output("calculator", "4", call_id="c1")
        result = Critiqor().evaluate("What is 2 + 2?", "4")
    assert result.evidence.evidence_level == "fully_instrumented"
    assert [c.tool for c in result.evidence.tool_calls] == ["calculator"]
    assert result.evidence.response == "4"
    assert span_refs(result.evidence) is not None
    assert result.failure_causes == ()


def test_evaluate_inside_monitor_with_tool_calls_given_uses_them(provider):
    with monitor("Q", tracer_provider=provider) as recorder:
        recorder.record_tool_call("calculator", {})
        result = Critiqor().evaluate("Q", "A", tool_calls=[])
    assert result.evidence.tool_calls == [] and result.evidence.evidence_level == "response_only"


# --- run() -----------------------------------------------------------------------------------


class Invoker:
    def invoke(self, prompt):
        return {"answer": 4}


class Generator:
    def generate(self, prompt):
        return "generated"


class ToolUser:
    """An agent that records its own tool use through the open recorder."""

    def run(self, prompt):
        recorder = critiqor.current_recorder()
        lookup = recorder.wrap_tool("lookup", lambda key: {"capital": "Paris"}[key])
        return f"The capital is {lookup('capital')}."


def test_run_records_and_evaluates_the_agents_answer(provider, monkeypatch):
    _use_provider(monkeypatch, provider)
    agent = Adder()
    result = Critiqor(agent).run("What is 2 + 2?")
    assert agent.prompts == ["What is 2 + 2?"]
    assert result.answer == "2 + 2 = 4"
    assert result.evidence.prompt == "What is 2 + 2?"
    assert result.evidence.evidence_level == "fully_instrumented"
    assert span_refs(result.evidence) is not None


def test_run_sees_tool_calls_the_agent_records(provider, monkeypatch):
    _use_provider(monkeypatch, provider)
    result = Critiqor(ToolUser()).run("Capital of France?")
    assert [c.tool for c in result.evidence.tool_calls] == ["lookup"]
    assert result.evidence.tool_outputs[0].output == "Paris"
    assert result.failure_causes == ()


@pytest.mark.parametrize(
    "agent, answer",
    [(Invoker(), "{'answer': 4}"), (Generator(), "generated"), (lambda prompt: prompt.upper(), "HI"), (lambda prompt: None, "")],
)
def test_run_finds_invoke_generate_or_call_and_stringifies_the_answer(agent, answer, provider, monkeypatch):
    _use_provider(monkeypatch, provider)
    assert Critiqor(agent).run("hi").answer == answer


def test_run_without_a_usable_agent_is_a_type_error():
    with pytest.raises(TypeError):
        Critiqor().run("hi")
    with pytest.raises(TypeError):
        Critiqor(object()).run("hi")


def test_run_re_raises_the_agents_exception(provider, exporter, monkeypatch):
    _use_provider(monkeypatch, provider)

    def crash(prompt):
        raise RuntimeError("agent crashed")

    with pytest.raises(RuntimeError, match="agent crashed"):
        Critiqor(crash).run("hi")
    assert [s.name for s in exporter.get_finished_spans()] == ["agent"]


def _use_provider(monkeypatch, provider):
    """Make Critiqor.run's monitor() record on the test's provider."""
    import critiqor.recorder as recorder_module

    real = recorder_module.monitor
    monkeypatch.setattr(recorder_module, "monitor", lambda prompt="", **kw: real(prompt, tracer_provider=provider, **kw))


# --- containment -----------------------------------------------------------------------------


class Unprintable:
    def __str__(self):
        raise RuntimeError("no text")

    __repr__ = __str__


def test_odd_evidence_is_scored_without_raising():
    deep: dict = {}
    node = deep
    for _ in range(5000):
        node["x"] = {}
        node = node["x"]
    result = Critiqor(judge=lambda prompt: "").evaluate(
        "Q",
        "A",
        tool_calls=[{"tool": "t", "args": deep}, {"tool": "t", "args": deep}],
        tool_outputs=[{"tool": "t", "output": Unprintable()}],
    )
    assert isinstance(result, CritiqorResult)


def test_a_failing_check_is_skipped_and_reported(monkeypatch):
    from critiqor.scoring import detectors, registry

    def broken(facts):
        raise ZeroDivisionError

    kind = detectors.CAUSE_KINDS["empty_response"]
    checks = {"broken": registry.Check("broken", kind, broken), "empty_response": detectors.CHECKS["empty_response"]}
    monkeypatch.setattr(detectors, "CHECKS", checks)
    result = Critiqor().evaluate("Q", "")
    assert [c.type for c in result.failure_causes] == ["empty_response"]
    assert "the broken check could not run on this evidence" in result.critique.findings


def test_error_returned_as_data_is_scored_as_a_failure_but_the_result_keeps_the_evidence_as_recorded():
    ev = with_refs(evidence(
        "Latest release?",
        "The latest release is out.",
        tool_calls=[ToolCall("api", {}, "a1")],
        tool_outputs=[ToolOutput("api", {"error": "429 Too Many Requests"}, "a1")],
    ))
    result = Critiqor().evaluate(evidence=ev)
    assert {"tool_error", "unacknowledged_error"} <= {c.type for c in result.failure_causes}
    assert result.evidence.tool_outputs[0].error is None
    assert result.evidence.tool_outputs[0].output == {"error": "429 Too Many Requests"}
    assert span_refs(result.evidence) == span_refs(ev)
    said = Critiqor().evaluate(evidence=with_refs(evidence(
        "Latest release?", "The API rate-limited me, so I could not check.",
        tool_calls=[ToolCall("api", {}, "a1")], tool_outputs=[ToolOutput("api", {"error": "429"}, "a1")],
    )))
    assert "unacknowledged_error" not in {c.type for c in said.failure_causes}
