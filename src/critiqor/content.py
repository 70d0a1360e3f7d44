"""Content policy: what of a run's content (prompts, responses, tool arguments and outputs, error
texts, event payloads) leaves the process on its spans, and the redaction rules.

Three policies (the README section "Privacy" states them for users):

- `full`: content is exported as recorded;
- `redacted` (the default): content is exported with secrets replaced by `[redacted: <rule>]`;
- `none`: no content is exported at all, only structure (names, statuses, timings, token
  counts, ids); every content value is written as `[redacted: content]`.

Whatever the policy, evidence rebuilt in process stays exact: the recorder writes what the
policy lets out on the span and hands the full value to its span processor by a second path
(`ContentWriter` collects it). This module holds no OpenTelemetry code.
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Pattern

from critiqor import wire

__all__ = [
    "ContentPolicy",
    "ContentGate",
    "ContentWriter",
    "POLICIES",
    "DEFAULT_POLICY",
    "SECRET_KEYS",
    "CONTENT_RULE",
    "resolve_policy",
    "policy_from_env",
    "is_withheld",
    "mark",
]

_logger = logging.getLogger("critiqor")

POLICIES = ("full", "redacted", "none")
DEFAULT_POLICY = "redacted"
ENV_POLICY = "CRITIQOR_CONTENT"
ENV_GENAI_CAPTURE = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
#: What `OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT` means for critiqor's spans. Opting in
#: to content capture is not opting out of secret redaction, so "true" gives `redacted`, never
#: `full`; content only on log events (EVENT_ONLY) means none on spans.
GENAI_CAPTURE_POLICY: dict[str, str] = {
    "false": "none",
    "no_content": "none",
    "event_only": "none",
    "true": "redacted",
    "span_only": "redacted",
    "span_and_event": "redacted",
}

#: Keys whose values are secrets, compared without case and separators (`-`, `_`, `.`, space);
#: a key also matches when it ends with one of them (`X-Api-Key`, `client_secret`, `refresh_token`).
SECRET_KEYS: tuple[str, ...] = (
    "api_key",
    "apikey",
    "password",
    "passwd",
    "secret",
    "token",
    "access_token",
    "authorization",
    "cookie",
    "private_key",
)
MARK_PREFIX = "[redacted: "
CONTENT_RULE = "content"  # the rule name of everything withheld under `none`
KEY_RULE = "secret-key"
#: Secrets found in a run are also replaced wherever they appear later in it; shorter ones are
#: not (too many ordinary words would go), and a run remembers at most this many.
MIN_REMEMBERED_SECRET = 4
MAX_REMEMBERED_SECRETS = 1024

_SEPARATORS = re.compile(r"[-_. ]+")
_KEY_WORDS = r"api[-_. ]*key|password|passwd|secret|token|access[-_. ]*token|authorization|cookie|private[-_. ]*key"

# One alternation, one pass over each string; the group that matched names the rule.
_RULES: tuple[tuple[str, str], ...] = (
    (
        "private-key",
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
    ),
    # `password=...`, `"api_key": "..."`, `Authorization: Bearer ...` inside free text: the value goes
    ("secret-key", r"(?i:(?:" + _KEY_WORDS + r")[-_. ]*[\"']?\s*[=:]\s*[\"']?\s*(?:(?:bearer|basic|token)\s+)?[^\s\"',;&}\]]+)"),
    ("bearer-token", r"(?i:\bbearer\s+[A-Za-z0-9\-._~+/]{8,}=*)"),
    ("basic-auth", r"(?i:\bbasic\s+[A-Za-z0-9+/]{12,}={0,2})"),
    ("jwt", r"\beyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*"),
    ("aws-access-key", r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
    (
        "api-key",
        r"(?<![A-Za-z0-9])(?:sk-(?:proj-|ant-|live-|test-)?|sk_(?:live|test)_|rk_(?:live|test)_|pk_live_|"
        r"ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox[abposr]-|hf_|AIza)[A-Za-z0-9_\-]{16,}",
    ),
    # 13-19 digits starting 2-6 (card networks' ranges), spaces or dashes between; Luhn-checked
    ("card-number", r"(?<![\d.])[2-6](?:[ -]?\d){12,18}(?![\d])"),
)
_GROUPS = {f"r{i}": name for i, (name, _) in enumerate(_RULES)}
_BUILTIN = re.compile("|".join(f"(?P<r{i}>{pattern})" for i, (_, pattern) in enumerate(_RULES)))
#: The quick look before the rules: for each rule, literals one of which its match must contain
#: (lower-cased), and a case-sensitive pattern over the lower-cased text that any match of the
#: rule (and any secret key in JSON text, `"token": `) also matches. Ordinary text finds no
#: literal and costs a few substring tests.
_LOOKS: tuple[tuple[tuple[str, ...], Pattern[str]], ...] = (
    (
        ("passw", "secret", "token", "auth", "cookie", "key"),
        re.compile(r"(?:api[-_. ]*key|passw(?:or)?d|secret|token|authorization|cookie|private[-_. ]*key)[-_. ]*[\"']?\s*[=:]"),
    ),
    (("bearer",), re.compile(r"bearer\s+[a-z0-9\-._~+/]{8}")),
    (("basic",), re.compile(r"basic\s+[a-z0-9+/]{12}")),
    (("eyj",), re.compile(r"eyj[a-z0-9_-]{4,}\.eyj")),
    (("akia", "asia"), re.compile(r"(?:akia|asia)[0-9a-z]{16}")),
    (
        ("sk-", "sk_", "rk_", "pk_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xox", "hf_", "aiza"),
        re.compile(r"(?:sk-|sk_|rk_|pk_|gh[pousr]_|github_pat_|glpat-|xox[abposr]-|hf_|aiza)[a-z0-9_\-]{16}"),
    ),
    (("-----begin",), re.compile(r"-----begin")),
)
_NO_DIGITS = str.maketrans("", "", "0123456789")
_CARD_DIGITS = 13


_looked: dict[str, bool] = {}  # short texts (keys, dates, names) come back all the time
_LOOKED_ENTRIES = 4096
_LOOKED_MAX_CHARS = 128  # longer texts are looked at each time, never held: bounded in bytes


def _may_match(text: str) -> bool:
    """Whether a built-in rule, or a secret key in JSON text, may match `text` (never False when one does)."""
    size = len(text)
    if size < _SHORTEST_MATCH:
        return False
    if size > _LOOKED_MAX_CHARS:
        return _look(text)
    found = _looked.get(text)
    if found is None:
        if len(_looked) >= _LOOKED_ENTRIES:
            _looked.clear()
        found = _looked[text] = _look(text)
    return found


def _look(text: str) -> bool:
    low = text.lower()
    for triggers, pattern in _LOOKS:
        for trigger in triggers:
            if trigger in low:
                if pattern.search(low):
                    return True
                break
    return len(text) - len(text.translate(_NO_DIGITS)) >= _CARD_DIGITS


_FRAGMENT = re.compile(r"[^\s'\"(),;.]{%d,}" % 6)  # a word of a description that may be a piece of a secret
_SECRET_KEY_RULE_VALUE = re.compile(r"[=:]\s*[\"']?(?:(?i:bearer|basic|token)\s+)?")


def mark(rule: str) -> str:
    """The text a withheld value is replaced by."""
    return f"{MARK_PREFIX}{rule}]"


_CONTENT_MARK = mark(CONTENT_RULE)
_SHORTEST_MATCH = 7  # no built-in rule matches fewer characters ("token=x")


def _luhn(digits: str) -> bool:
    total = 0
    for i, char in enumerate(reversed(digits)):
        n = ord(char) - 48
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _key_pattern(names: Iterable[str]) -> str:
    """Key names as a pattern: any case, their word parts joined by any separators or none."""
    words = (r"[-_. ]*".join(re.escape(part) for part in _SEPARATORS.split(name) if part) for name in names)
    return "|".join(w for w in words if w)


#: A dict key names a secret when it ends with one of the names (trailing separators ignored).
_SECRET_KEY = re.compile(r"(?i:(?:" + _KEY_WORDS + r")[-_. ]*)$")


def is_withheld(value: Any, _depth: int = 0) -> bool:
    """Whether `value` (a string, or any string at any depth of a dict or list) holds a
    `[redacted: ...]` mark: part of it was withheld from the trace it was rebuilt from."""
    if isinstance(value, str):
        return MARK_PREFIX in value
    if _depth > wire.MAX_DEPTH:
        return False
    if isinstance(value, dict):
        return any(is_withheld(k, _depth + 1) or is_withheld(v, _depth + 1) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return any(is_withheld(v, _depth + 1) for v in value)
    return False


@dataclass(frozen=True)
class ContentPolicy:
    """A content policy with the user's own redaction rules added to the built-in ones.

    `keys`: more key names whose values are secrets (matched like `SECRET_KEYS`).
    `patterns`: regular expressions (text or compiled) whose matches are secrets; a
    `(name, pattern)` pair names the rule shown in the mark (else `custom`).
    `redact`: a callable given every string the policy exports, returning it with anything
    secret replaced (return it unchanged when there is nothing to hide).
    """

    mode: str = DEFAULT_POLICY
    keys: tuple[str, ...] = ()
    patterns: tuple[Any, ...] = ()
    redact: Callable[[str], str] | None = None

    def __post_init__(self) -> None:
        if self.mode not in POLICIES:
            raise ValueError(f"content policy must be one of {POLICIES}, not {self.mode!r}")
        object.__setattr__(self, "keys", tuple(self.keys))
        object.__setattr__(self, "patterns", tuple(self.patterns))


#: The built-in policies: immutable, so one instance of each serves every run.
_BUILT_IN = {mode: ContentPolicy(mode) for mode in POLICIES}


def _as_policy(content: str | ContentPolicy) -> ContentPolicy:
    if isinstance(content, ContentPolicy):
        return content
    if isinstance(content, str):
        return ContentPolicy(content.strip().lower())
    raise TypeError(f"content must be 'full', 'redacted', 'none' or a ContentPolicy, not {type(content).__name__}")


def policy_from_env(environ: Mapping[str, str] = os.environ) -> ContentPolicy | None:
    """The policy the environment sets: `CRITIQOR_CONTENT`, else the GenAI capture variable; None if neither."""
    value = environ.get(ENV_POLICY, "").strip().lower()
    if value:
        if value in POLICIES:
            return _BUILT_IN[value]
        _logger.warning("critiqor: %s=%r is not one of %s; ignored", ENV_POLICY, value, POLICIES)
    value = environ.get(ENV_GENAI_CAPTURE, "").strip().lower()
    if value:
        if value in GENAI_CAPTURE_POLICY:
            return _BUILT_IN[GENAI_CAPTURE_POLICY[value]]
        _logger.warning("critiqor: %s=%r is not a known value; ignored", ENV_GENAI_CAPTURE, value)
    return None


def resolve_policy(*choices: str | ContentPolicy | None) -> ContentPolicy:
    """The first policy given (most specific first: `monitor()`, then the span processor), else
    the environment's, else `redacted`."""
    for choice in choices:
        if choice is not None:
            return _as_policy(choice)
    return policy_from_env() or _BUILT_IN[DEFAULT_POLICY]


def _compile_user(patterns: Iterable[Any]) -> list[tuple[str, Pattern[str]]]:
    compiled = []
    for item in patterns:
        name, pattern = item if isinstance(item, tuple) else ("custom", item)
        compiled.append((str(name), re.compile(pattern) if isinstance(pattern, str) else pattern))
    return compiled


def _leaf_texts(value: Any, out: list[str], depth: int = 0) -> None:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(str(value))
    elif depth < wire.MAX_DEPTH and isinstance(value, dict):
        for item in value.values():
            _leaf_texts(item, out, depth + 1)
    elif depth < wire.MAX_DEPTH and isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _leaf_texts(item, out, depth + 1)


class ContentGate:
    """Applies one policy to the values of one run: `shown(value)` is what may leave the process
    (the very same object when nothing is withheld, so callers compare with `is`).

    Under `redacted` the gate remembers the secrets it found (bounded), so that a secret given
    under a key is also hidden where it shows up again later in the run (an error message, the
    response, the verdict)."""

    def __init__(self, policy: ContentPolicy) -> None:
        self.policy = policy
        self.mode = policy.mode
        user_keys = _key_pattern(policy.keys) if policy.keys else ""
        self._user_key = re.compile(r"(?i:(?:" + user_keys + r")[-_. ]*)$") if user_keys else None
        # how a user key shows in JSON text (`"ssn": `), for the quick look before the walk
        self._user_key_json = re.compile(r"(?i:(?:" + user_keys + r")[-_. ]*[\"']?\s*:)") if user_keys else None
        self._user = _compile_user(policy.patterns) if policy.patterns else []
        self._always_walk = bool(self._user) or policy.redact is not None  # `suspicious` cannot look ahead
        self._known: dict[str, None] = {}
        self._known_re: Pattern[str] | None = None
        self.overflowed = False  # more secrets than a run remembers: the verdict quotes nothing

    # --- what leaves -------------------------------------------------------------------------
    def shown(self, value: Any) -> Any:
        """A content value as the policy lets it out."""
        if self.mode == "full":
            return value
        if self.mode == "none":
            return value if value is None or value == "" else _CONTENT_MARK  # absence is structure
        return self._walk(value, frozenset(), 0)

    def shown_object(self, value: Any) -> Any:
        """A dict-valued field (tool args, event payload): under `none` its keys stay (they are
        names, structure), every value is withheld."""
        if self.mode == "none" and isinstance(value, dict):
            if not value:
                return value
            return {self._shown_key(k): _CONTENT_MARK for k in value}
        return self.shown(value)

    def shown_usage(self, value: Any) -> Any:
        """Token usage: counts are structure and stay under every policy; other values are content."""
        if self.mode != "none" or not isinstance(value, dict):
            return self.shown(value)
        shown = {k: v if isinstance(v, (int, float)) and not isinstance(v, bool) else _CONTENT_MARK for k, v in value.items()}
        return value if shown == value else shown

    def text(self, text: str) -> str:
        """A string with every secret the rules find replaced by its mark (the same object when none)."""
        if self.mode == "full":
            return text
        if self.mode == "none":
            return text if text == "" else _CONTENT_MARK
        return self._redact_text(text)

    def _redact_text(self, text: str) -> str:
        shown = _BUILTIN.sub(self._replace, text) if _may_match(text) and _BUILTIN.search(text) else text
        for name, pattern in self._user:
            shown = pattern.sub(lambda m, name=name: self._found(m.group(0), name), shown)
        if self._known_re is not None and self._known_re.search(shown):
            shown = self._known_re.sub(mark(KEY_RULE), shown)
        if self.policy.redact is not None:
            shown = self._user_callable(shown)
        return text if shown == text else shown

    def verdict_text(self, text: str) -> str:
        """A failure-cause description for the trace: the rules, plus every piece of a secret of
        the run hidden too (a description may quote only part of one: a cut quote, a number
        taken out of it)."""
        if self.mode != "redacted":
            return self.text(text)
        if self.overflowed:
            return mark(CONTENT_RULE)
        shown = self.text(text)
        if not self._known:
            return shown
        return _FRAGMENT.sub(lambda m: mark(KEY_RULE) if any(m.group(0) in s for s in self._known) else m.group(0), shown)

    # --- internals ---------------------------------------------------------------------------
    def _user_callable(self, text: str) -> str:
        try:
            result = self.policy.redact(text)
        except Exception:  # a broken user rule must not export the value: withhold it whole
            _logger.warning("critiqor: the content policy's redact callable failed; value withheld", exc_info=True)
            return mark("custom")
        return result if isinstance(result, str) else mark("custom")

    def _replace(self, match: re.Match[str]) -> str:
        found = match.group(0)
        rule = _GROUPS[match.lastgroup]
        if rule == "card-number":
            return self._card(found)
        if rule == "secret-key":  # keep the key and its separator, hide the value
            head = _SECRET_KEY_RULE_VALUE.search(found)
            cut = head.end() if head else 0
            self._remember(found[cut:])
            return found[:cut] + mark(KEY_RULE)
        return self._found(found, rule)

    def _card(self, found: str) -> str:
        """A digit run that may be a card number: the longest leading group run (13-19 digits)
        passing the Luhn check is hidden ("4111 1111 1111 1111 5": the first four groups)."""
        groups = re.split(r"([ -])", found)  # digits, separator, digits, ...
        for end in range(len(groups), 0, -2):
            digits = "".join(groups[:end:2])
            if 13 <= len(digits) <= 19 and _luhn(digits):
                return self._found("".join(groups[:end]), "card-number") + "".join(groups[end:])
        return found

    def _found(self, secret: str, rule: str) -> str:
        self._remember(secret)
        return mark(rule)

    def _remember(self, secret: str) -> None:
        if len(secret) < MIN_REMEMBERED_SECRET or secret in self._known or MARK_PREFIX in secret:
            return
        if len(self._known) >= MAX_REMEMBERED_SECRETS:
            self.overflowed = True
            return
        self._known[secret] = None
        ordered = sorted(self._known, key=len, reverse=True)  # the longest first, so none is left half shown
        self._known_re = re.compile("|".join(re.escape(s) for s in ordered))

    def _secret_key(self, key: str) -> bool:
        return _SECRET_KEY.search(key) is not None or (self._user_key is not None and self._user_key.search(key) is not None)

    def suspicious(self, encoded: Any) -> bool:
        """Whether a value's encoded text may hold something to redact (a quick look that never
        misses: only then is the value walked). Without user patterns or callable, text with no
        escape, no credential-like match, no secret key and no secret of the run is clean."""
        if type(encoded) is not str:
            return False
        if self._always_walk or "\\" in encoded:
            return True
        found = _looked.get(encoded)  # `_may_match`'s memo of short texts, read without a call
        if found or (found is None and _may_match(encoded)):
            return True
        if self._user_key_json is not None and self._user_key_json.search(encoded):
            return True
        return self._known_re is not None and self._known_re.search(encoded) is not None

    def _withhold_under_key(self, value: Any) -> str:
        leaves: list[str] = []
        _leaf_texts(value, leaves)
        for leaf in leaves:
            self._remember(leaf)
        return mark(KEY_RULE)

    def _walk(self, value: Any, seen: frozenset[int], depth: int) -> Any:
        if isinstance(value, str):
            return self.text(value)
        kind = type(value)
        if value is None or kind is bool or kind is int or kind is float:  # numbers are counts and ids
            return value
        if kind is not dict and kind is not list:
            safe = wire.json_safe(value)  # the readable form the codec would write, then the rules
            shown = self._walk(safe, seen, depth) if isinstance(safe, (str, dict, list)) and safe is not value else safe
            return value if shown is safe else shown
        return self._walk_container(value, seen, depth)

    def _walk_container(self, value: dict | list, seen: frozenset[int], depth: int) -> Any:
        if id(value) in seen:
            return "<cycle>"
        if depth >= wire.MAX_DEPTH:
            return f"<too deep: {type(value).__name__}>"
        seen = seen | {id(value)}
        if type(value) is list:
            items = [self._walk(item, seen, depth + 1) for item in value]
            return value if all(a is b for a, b in zip(items, value)) else items
        return self._walk_dict(value, seen, depth)

    def _shown_key(self, key: Any) -> Any:
        """A dict key: a name, so shown under every policy, with the redaction rules applied."""
        if isinstance(key, str):
            return self._redact_text(key)
        if key is None or isinstance(key, (bool, int, float)):
            return key
        readable = next(iter(wire.json_safe({key: None})))  # how the codec writes such a key
        shown = self._redact_text(readable)
        return key if shown is readable else shown

    def _walk_dict(self, value: dict, seen: frozenset[int], depth: int) -> Any:
        out, changed = {}, False
        for key, item in value.items():
            shown_key = self._shown_key(key)
            if isinstance(key, str) and item is not None and item != "" and type(item) is not bool and self._secret_key(key):
                out[shown_key] = self._withhold_under_key(item)
                changed = True
                continue
            shown = self._walk(item, seen, depth + 1)
            changed = changed or shown is not item or shown_key is not key
            out[shown_key] = shown
        return out if changed else value


class ContentWriter:
    """Writes content values into a span's attributes as the policy lets them out, and keeps the
    full value of each withheld one for the in-process rebuild.

    It wraps the codec's `AttributeWriter` with the same calls. A withheld key is listed in the
    attribute `critiqor.redacted`; `take()` hands over (and forgets) the full values written
    since the last call, each as the codec would have written it: (raw value, is JSON, was cut).
    """

    def __init__(self, writer: wire.AttributeWriter, gate: ContentGate) -> None:
        self.writer = writer
        self.gate = gate
        #: The full values withheld since the last `take()`.
        self.held: dict[str, tuple[Any, bool, bool]] = {}
        if gate.mode == "full":  # nothing to look at: the codec's own calls, at their own cost
            self.value = writer.value  # type: ignore[method-assign]
            self.json = writer.json  # type: ignore[method-assign]
            self.usage = writer.json  # type: ignore[method-assign]

    def value(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        gate = self.gate
        if gate.mode != "redacted":
            self._write(attrs, key, value, gate.shown(value), as_json=False)
            return
        if type(value) is str:  # as it goes on the span, unless UTF-8 cannot carry it
            encoded, is_json = (value, False) if value.isascii() else wire.encode(value)
        else:
            encoded, is_json = wire.encode(value)
        if gate.suspicious(encoded):
            self._write(attrs, key, value, gate.shown(value), as_json=False)
        else:
            self.writer.encoded(attrs, key, encoded, is_json)

    def json(self, attrs: dict[str, Any], key: str, value: Any, shown: Callable[[Any], Any] | None = None) -> None:
        """`value` under `key` as JSON text (a field that is always JSON), as the policy lets it
        out: by `shown`, the gate's rule for the field (`shown_object` unless given)."""
        gate = self.gate
        if gate.mode == "redacted":
            text = wire.to_json(value)
            if not gate.suspicious(text):  # the common case: nothing to look at
                self.writer.json_text(attrs, key, text)
                return
        self._write(attrs, key, value, (shown or gate.shown_object)(value), as_json=True)

    def usage(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        self.json(attrs, key, value, self.gate.shown_usage)

    def shown(self, value: Any) -> Any:
        """`value` as the policy lets it out (the very same object when nothing is withheld),
        with the quick look of `value()` before the full walk under `redacted`."""
        gate = self.gate
        if gate.mode == "redacted":
            encoded = value if type(value) is str and value.isascii() else wire.encode(value)[0]
            if not gate.suspicious(encoded):
                return value
        return gate.shown(value)

    def text(self, value: str) -> str:
        """A short text (a status description, an exception message) as the policy lets it out."""
        return self.gate.text(value) if isinstance(value, str) else value

    def take(self) -> dict[str, tuple[Any, bool, bool]]:
        held, self.held = self.held, {}
        return held

    def _write(self, attrs: dict[str, Any], key: str, value: Any, shown: Any, *, as_json: bool) -> None:
        write = self.writer.json if as_json else self.writer.value
        if shown is value:
            write(attrs, key, value)
            return
        full: dict[str, Any] = {}
        write(full, key, value)
        self.held[key] = (full[key], as_json or key in wire.key_list(full, wire.JSON_KEYS), key in wire.key_list(full, wire.CUT_KEYS))
        write(attrs, key, shown)
        attrs[wire.REDACTED_KEYS] = wire.append_key(attrs.get(wire.REDACTED_KEYS), key)
