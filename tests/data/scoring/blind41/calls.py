"""The one helper the specs share: a tool call as the builder reads it."""


def call(tool, args, out=None, err=None, ms=700, retry=False, noend=False):
    """One tool call: `out` (JSON output) or `err` (error text); `ms` how long it took;
    `retry` when the framework logged a retry event before it; `noend` when no output came back."""
    return {"tool": tool, "args": args, "out": out, "err": err, "ms": ms, "retry": retry, "noend": noend}
