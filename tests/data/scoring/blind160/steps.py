"""Step constructors for the blind160 specs (see build.py for what each becomes in the trace)."""


def call(tool, args, output, duration=None):
    """A tool call that returned `output`."""
    return ("call", tool, args, output) + (() if duration is None else (duration,))


def fail(tool, args, error, output=None, duration=None):
    """A tool call that ended with `error` (and usually no output)."""
    return ("fail", tool, args, error, output) + (() if duration is None else (duration,))


def retry(tool, attempt, backoff=None):
    """A retry event: the runtime re-runs the next call without a new LLM turn."""
    return ("retry", tool, attempt) + (() if backoff is None else (backoff,))


def think(times, out_tokens=96):
    """LLM turns that produced no tool call."""
    return ("think", times, out_tokens)


def nooutput(tool, args, wait=30.0):
    """A tool call that was started and never returned (no tool_end, no tool output)."""
    return ("nooutput", tool, args, wait)
