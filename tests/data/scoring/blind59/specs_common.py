"""Small constructors for the blind59 specs."""


def S(tool, args, output=None, error=None, **kw):
    """One tool call: its arguments and its JSON output, or the error text it raised."""
    return {"tool": tool, "args": args, "output": output, "error": error, **kw}


def R(wait=1.0):
    """A retry event before the next call (which repeats the same tool)."""
    return {"retry": True, "wait": wait}


def LOOP(n):
    """n llm_call events in a row with no tool call between them."""
    return {"llm_repeat": n}


def case(file, domain, id, label, category, start, prompt, steps, response, cause=None):
    return {"file": file, "domain": domain, "id": id, "label": label, "category": category,
            "cause": cause, "start": start, "prompt": prompt, "steps": steps, "response": response}
