"""Helpers the blind51 specs are written with (see build.py for what each step means)."""

LLM = object()  # one more model call between tool calls
RETRY = object()  # a retry event for the call just before


def tool(name, args, output=None, error=None, dur=None):
    """A tool call that ends: with its output, or with an error (and a null output)."""
    return ("tool", name, args, None if error is not None else output, error, dur)


def missing(name, args, dur=None):
    """A tool call that started and has no tool_end and no output in the record."""
    return ("missing", name, args, None, None, dur)


def run(id, domain, label, category, at, prompt, steps, response, cause=None, model="gpt"):
    """One run's spec; `at` is the start time (UTC) on 2026-11-20."""
    assert (label == "clean") == (cause is None), id
    return dict(
        id=id, domain=domain, label=label, category=category, cause=cause, at=at, model=model,
        prompt=prompt, steps=steps, response=response,
    )


def failing(name, args, error, times, between=()):
    """`times` calls of one tool that all fail with `error`, a retry event before each repeat
    (after the steps in `between`, such as a model call deciding to try again)."""
    steps = [tool(name, args, error=error)]
    for _ in range(times - 1):
        steps += [*between, RETRY, tool(name, args, error=error)]
    return steps
