"""Small constructors for the step lists in specs_a.py and specs_b.py (see build.py)."""


def call(tool, args, output=None, error=None, dur=None):
    """One tool call with its JSON output, or an error text (then the output is None)."""
    step = {"kind": "call", "tool": tool, "args": args, "output": output, "error": error}
    if dur is not None:
        step["dur"] = dur
    return step


def par(*calls):
    """Calls the model issued in one turn (parallel tool calls)."""
    return {"kind": "par", "calls": list(calls)}


def retry(wait=None):
    """The framework retries the previous call (a `retry` event; the next step is the new attempt)."""
    return {"kind": "retry"} if wait is None else {"kind": "retry", "wait": wait}


def missing(tool, args, wait=None):
    """A call whose output never came back (a tool_start with no tool_end and no output)."""
    step = {"kind": "missing", "tool": tool, "args": args}
    if wait is not None:
        step["wait"] = wait
    return step


def llm_loop(turns):
    """The model takes `turns` more turns in a row without calling a tool."""
    return {"kind": "llm_loop", "turns": turns}
