"""Shared helpers for the blind83 specs."""

CL = dict(label="clean", expected_cause=None)


def F(category, cause):
    """Labels of a flawed run: the flaw's category and the cause type a reviewer expects."""
    return dict(label="flawed", category=category, expected_cause=cause)
