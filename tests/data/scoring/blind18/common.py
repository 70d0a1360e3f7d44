"""Small helpers for the blind18 specs."""
MISSING = "__MISSING__"


def call(tool, args, out=None, err=None, **kw):
    d = {"tool": tool, "args": args, "out": out, "err": err}
    d.update(kw)
    return d


def run(file, domain, id, at, category, prompt, calls, response, cause=None, **kw):
    d = {"file": file, "domain": domain, "id": id, "at": at, "category": category,
         "prompt": prompt, "calls": calls, "response": response, "cause": cause}
    d.update(kw)
    return d


def failing_retries(tool, args, err, attempts, reason):
    """A call that fails, then is retried attempts-1 times with the same error."""
    return [call(tool, args, None, err)] + [call(tool, args, None, err, retry=n, reason=reason)
                                            for n in range(2, attempts + 1)]
