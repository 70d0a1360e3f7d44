"""Helpers shared by specs.py and specs_b.py: the models and the case/call constructors."""

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-sonnet-4-5-20250929"
HAIKU = "claude-haiku-4-5-20251001"


def case(id, domain, label, category, start, model, prompt, steps, response, expected_cause=None):
    return {
        "id": "b55-" + id,
        "domain": domain,
        "label": label,
        "category": category,
        "expected_cause": expected_cause,
        "start": start,
        "model": model,
        "prompt": prompt,
        "steps": steps,
        "response": response,
    }


def call(tool, args, output=None, error=None, **extra):
    step = {"tool": tool, "args": args, "output": output, "error": error}
    step.update(extra)
    return step


def retried(step, reason, backoffs, final=None):
    """`step` run once, then again after each backoff (a framework retry each time); the last
    attempt is `final` when given (a retry that worked), else `step` again."""
    steps = [step]
    for i, backoff in enumerate(backoffs):
        steps.append({"retry": reason, "backoff": backoff})
        steps.append(final if final is not None and i == len(backoffs) - 1 else step)
    return steps
