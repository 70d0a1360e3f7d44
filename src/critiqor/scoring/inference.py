"""The checks that infer a problem from the response's text: contradiction, wrong entity, stale data.

They read meaning from words, so they are inferences, not facts: each cause says so, and a judge
may dismiss one with a reason. The rules are in the README (section "Failure causes").
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime, timezone
from typing import Any, Iterable, Iterator

from critiqor.scoring import entities, tables, text, timezones
from critiqor.scoring.claims import run_date
from critiqor.scoring.detectors import RunFacts, _quote
from critiqor.scoring.quantities import dicts_in, walk_output
from critiqor.scoring.registry import check
from critiqor.scoring.result import FailureCause

__all__ = ["contradictions", "wrong_entities", "stale_data", "near_miss"]

_NEGATION = re.compile(
    r"\b(not|no|non|never|nor|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|isnt|out\s+of|nothing|none|nobody|neither)\b"
    r"|n't\b"
)
_STATE_PREFIXES = {"is", "has", "can", "was", "are", "have"}
#: A state word in an output and the word that says the opposite (both ways where both are states).
OPPOSITE_STATES: dict[str, str] = {
    "accepted": "declined", "declined": "accepted", "open": "closed", "closed": "open", "enabled": "disabled",
    "disabled": "enabled", "active": "inactive", "inactive": "active", "approved": "rejected",
    "rejected": "approved", "paid": "unpaid", "unpaid": "paid", "passed": "failed", "online": "offline",
    "offline": "online", "confirmed": "cancelled", "cancelled": "confirmed", "available": "unavailable",
    "unavailable": "available", "failed": "passed", "succeeded": "failed", "successful": "failed",
    "success": "failed", "healthy": "unhealthy", "unhealthy": "healthy", "valid": "invalid", "invalid": "valid",
    "out_of_service": "open", "locked": "unlocked", "unlocked": "locked",
}


def _sentences(response: str) -> list[str]:
    """The sentences of a response, lower-cased: split at a full stop, "!" or "?" before a capital,
    a digit or a quote (not at "6th ed." before a lower-case word), and at line ends."""
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(*\[])|\n+", response)
    return [p.strip().lower().replace("\u2019", "'") for p in parts if p.strip()]


def _phrase_polarity(sentence: str, phrase: str) -> bool | None:
    """True when `sentence` states `phrase` ("in stock"; up to two words may stand between its words:
    "accepting new re-roof jobs" states "accepting new jobs"), False when it negates it, None when absent."""
    sentence = re.sub(r"^\W*(?:no|nope|yes|yeah)\s*[,\u2014\u2013-]+\s*", "", sentence)  # "No, boards are included": an answer word
    match = re.search(r"\b" + r"\W+(?:\w+\W+){0,2}".join(re.escape(w) + "s?" for w in phrase.split()) + r"\b", sentence)
    if match is None or _WHEN_NEXT.match(sentence, match.end()) and match.group(0).endswith("s") and " " not in phrase:
        return None  # "opens tomorrow": when it will be, not what it is
    cuts = [m.end() for m in _CLAUSE_BREAK.finditer(sentence) if m.end() <= match.start()]
    clause = sentence[max(cuts, default=0) : match.start()]
    before = clause.split()[-5:]
    if _SWITCHED_OFF.match(sentence[match.end() :]):  # "auto-renew is off"
        return False
    return _NEGATION.search(" ".join([*before, match.group(0)])) is None  # "tax isn't included"


#: Words after a verb saying when it will happen ("opens tomorrow", "closes at 5").
_WHEN_NEXT = re.compile(r"\s+(?:tomorrow|tonight|on|at|next|in|later|soon|again|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")
#: Where a clause ends: a dash, a semicolon, a colon, a comma, "but", or "and" before a new subject
#: and verb ("isn't busy — it's online"; "no travel fee and equipment is included").
_CLAUSE_BREAK = re.compile(r"[\u2014\u2013;:,]|\s-\s|\bbut\b|\band\b(?=\s+[\w-]+\s+(?:is|are|was|were|has|have)\b)")


#: Words just after a state's name that turn it off ("auto-renew is off", "is disabled").
_SWITCHED_OFF = re.compile(r"\W*(?:is|are|was|has\s+been|stays?|remains?)?\s*(?:switched\s+|turned\s+)?(?:off|disabled)\b")


def _state_phrase(key: str) -> str:
    words = [w for w in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key) if w]
    words = [w.lower() for w in words]
    while words and words[0] in _STATE_PREFIXES:
        words = words[1:]
    return " ".join(words)


#: Booleans about the pages of a result, not about the world (`has_more`: "you can add 3 more" is no page).
_PAGING = frozenset("more next next_page more_results more_pages truncated".split())


def _paging(key: str) -> bool:
    return _state_phrase(key).replace(" ", "_") in _PAGING


def _booleans(outputs: Iterable[Any]) -> dict[str, set[bool]]:
    """Each boolean key of the outputs and the values it holds in them."""
    values: dict[str, set[bool]] = {}
    for output in outputs:
        for key, value in walk_output(output):
            if isinstance(value, bool):
                values.setdefault(key, set()).add(value)
    return values


def _boolean_conflicts(output: Any, sentences: list[str], values: dict[str, set[bool]]) -> Iterator[str]:
    """Booleans whose key phrase the response states with the other polarity; a key the run's
    outputs hold both ways (one record or store `accepting: true`, another `accepting: false`;
    `values`, by `_booleans`) cannot say which is meant."""
    for key, value in walk_output(output):
        if not isinstance(value, bool) or len(values[key]) > 1 or _paging(key):
            continue
        phrase = _state_phrase(key)
        if len(phrase) < 4:
            continue
        said = [p for p in (_phrase_polarity(s, phrase) for s in sentences) if p is not None]
        if said and all(p != value for p in said):
            yield f"the output has {key} = {str(value).lower()}, the response says {'not ' if value else ''}{phrase}"


_YES_NO_QUESTION = re.compile(r"^\W*(?:(?:hi|hey|ok|okay|so)\W+)?(can|could|is|are|was|were|will|would|does|do|did|has|have|should)\b", re.I)
_OPENS_YES = re.compile(r"^\W*(yes|yep|yeah|sure|absolutely|of course|you can|you're all set|you are all set|good news)\b", re.I)
_OPENS_NO = re.compile(r"^\W*(no|nope|unfortunately|not yet)\b", re.I)


def _stems(value: str) -> set[str]:
    return {w[:4] for w in re.split(r"[\W_]+", value.lower()) if len(w) >= 4}


#: First words of a boolean key that say what can be done (`available_for_pickup`, `accepts_fine_line`).
_CAPABILITY_WORDS = frozenset("available accepts allows allowed supports can eligible open in offers ready".split())


_ASKS_STOCK = re.compile(r"\W*(?:do\s+you\s+(?:still\s+)?have|have\s+you\s+got|is\s+there\s+any|are\s+there\s+any|any)\b", re.IGNORECASE)
_STOCK_KEYS = frozenset("in_stock instock available is_available".split())

#: Last words of a boolean key that say whether something may be done (`modifications_allowed`).
_PERMISSION_WORDS = frozenset("allowed permitted possible eligible available".split())

_LEFT_WORDS = re.compile(r"(^|_)(remaining|left|available|unused)$", re.IGNORECASE)


def _yes_no_fields(output: Any) -> Iterator[tuple[str, bool]]:
    """The booleans of an output, and its counts of what is left as yes/no (`hours_remaining: 0`: no)."""
    for key, value in walk_output(output):
        if isinstance(value, bool):
            yield key, value
        elif isinstance(value, (int, float)) and _LEFT_WORDS.search(key):
            yield key, value > 0


def _answered_against(output: Any, prompt: str, response: str) -> Iterator[str]:
    """A yes/no question answered "yes" (or "no") first thing, while every boolean of the output
    about what the prompt asks (every word of its key shares a stem with the prompt: `printable` for
    "print", not `activity_extends_expiry` for "expire")
    says the opposite ("Sure, 24x36 works" against `"printable": false`)."""
    if not _YES_NO_QUESTION.search(prompt):
        return
    said = True if _OPENS_YES.search(response) else False if _OPENS_NO.search(response) else None
    if said is None:
        return
    flags = _flags_asked(output, prompt)
    if flags and all(value != said for _, value in flags):
        key, value = flags[0]
        yield f"the response answers {'yes' if said else 'no'}, the output has {key} = {str(value).lower()}"


def _flags_asked(output: Any, prompt: str) -> list[tuple[str, bool]]:
    """The yes/no fields of an output about what the prompt asks: every word of the key shares a
    stem with the prompt (or it starts with a capability word or counts what is left, and one
    does); else, for "can ...?", the output's permission flags (`modifications_allowed`); for
    "do you have ...?", its stock flags (`in_stock`)."""
    asked = _stems(prompt)
    fields = list(_yes_no_fields(output))
    flags = [(key, value) for key, value in fields if _stems(key) and (_stems(key) <= asked or (
        (key.lower().split("_")[0] in _CAPABILITY_WORDS or _LEFT_WORDS.search(key)) and _stems(key) & asked))]
    if not flags and re.match(r"\W*(can|could)\b", prompt, re.IGNORECASE):
        flags = [(k, v) for k, v in fields if isinstance(v, bool) and k.lower().rsplit("_", 1)[-1] in _PERMISSION_WORDS]
    if not flags and _ASKS_STOCK.match(prompt):
        flags = [(k, v) for k, v in fields if isinstance(v, bool) and k.lower() in _STOCK_KEYS]
    return flags


#: The last word of a boolean key, and what a response says when it states that flag as true or as false.
_FLAG_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "allowed": (("allowed", "open", "permitted", "possible", "available", "cleared"), ("closed", "not allowed", "not permitted")),
    "cancelled": (("cancelled", "canceled", "called off"), ("on as planned", "still on", "going ahead", "goes ahead", "will go ahead", "still valid")),
    "canceled": (("cancelled", "canceled", "called off"), ("on as planned", "still on", "going ahead", "goes ahead", "will go ahead", "still valid")),
    "available": (("available", "open", "in stock"), ("sold out", "unavailable", "fully booked")),
    "open": (("open",), ("closed",)),
    "full": (("full", "sold out", "no space", "no spots"), ("has space", "still has space", "spots left", "space left",
                                                          "room left", "still available", "has openings")),
    "reserved": (("reserved", "set aside", "on hold"), ("not reserved",)),
    "use": (("in use", "occupied", "taken", "busy"), ("free", "available", "open", "not in use")),
    "approved": (("approved", "signed off"), ("not approved", "still pending", "awaiting approval", "rejected")),
    "sold_out": (("sold out", "out of stock"), ("available", "in stock", "seats left", "tickets left", "spots left")),
    "engaged": (("engaged", "pulled", "tripped"), ("reset", "released", "disengaged", "cleared")),
    "operational": (("operational", "working", "in service", "running"), ("out of service", "not working")),
    "closed": (("closed", "shut"), ("open",)),
}


def _subject(sentence: str, own: list[set[str]]) -> int | None:
    """The record a sentence is about: the one of the records whose own words it names first."""
    for word in re.findall(r"\w+", sentence):
        for k, words in enumerate(own):
            if word in words:
                return k
    return None


#: Where a sentence joins clauses about different records: "the lanes are open, and the woods course is open too".
_CLAUSE_JOIN = re.compile(r";|,\s+(?=(?:and|but|while|whereas|along\s+with)\b)")


def _clauses(sentence: str) -> list[str]:
    return [c for c in _CLAUSE_JOIN.split(sentence) if c.strip()]


def _record_flags(output: Any, sentences: list[str]) -> Iterator[str]:
    """A boolean that differs between the records of a list (`reserved` true for one part, false for
    another), stated the other way in a sentence about one record, the first it names by a word only
    that record has ("the 300W heater is reserved" against that part's `"reserved": false`)."""
    for records in entities.lists_of_records(output):
        own = entities.own_words(records, with_ids=False)
        for k, record in enumerate(records):
            for key, value in record.items():
                phrase = _state_phrase(str(key))
                if not isinstance(value, bool) or len(phrase) < 4:
                    continue
                for sentence in (c for s in sentences for c in _clauses(s)):  # "6 have paid; Chen and Goran haven't yet"
                    if _subject(sentence, own) != k:  # "the Celtics beat the Bucks at home" is of the Celtics
                        continue
                    said = _phrase_polarity(sentence, phrase)
                    if said is None and phrase in _FLAG_WORDS and _worded_otherwise([phrase], value, [sentence]):
                        said = not value  # "the large bouquet is in stock" of its `"available": false`
                    if said is not None and said != value:
                        yield f"the output has {key} = {str(value).lower()} for {sorted(own[k])[0]!r}, the response says otherwise"


def _flag_synonyms(output: Any, sentences: list[str]) -> Iterator[str]:
    """A boolean (`transfers_allowed`, `cancelled`) whose state the response words otherwise, the
    other way round: "bib transfers are open" against `transfers_allowed: false`, "on as planned"
    against `cancelled: true`; the key's other words ("transfer") must stand in the sentence."""
    held: dict[str, set[bool]] = {}
    for key, value in walk_output(output):
        if isinstance(value, bool):
            held.setdefault(key, set()).add(value)
    for key, value in walk_output(output):
        words = [w for w in re.split(r"[\W_]+", key.lower()) if w]
        if len(words) >= 2 and "_".join(words[-2:]) in _FLAG_WORDS:  # `sold_out`: one flag word of two
            words = [*words[:-2], "_".join(words[-2:])]
        if not isinstance(value, bool) or not words or words[-1] not in _FLAG_WORDS or len(held[key]) > 1:
            continue  # a flag true for one record and false for another: `_record_flags` tells them apart
        if _worded_otherwise(words, value, sentences):
            yield f"the output has {key} = {str(value).lower()}, the response says otherwise"


#: A sentence saying a state holds for every one of several things ("all three clinics", "both tournaments").
_ALL_OF = re.compile(r"\b(all|both|every)\b")
#: Words that make such a sentence say it of some only ("all but one", "only the first").
_SOME_ONLY = re.compile(r"\b(only|except|but|apart\s+from|other\s+than|besides|waitlist|waitlisted)\b")


def _all_said_of_mixed(output: Any, prompt: str, sentences: list[str]) -> Iterator[str]:
    """A boolean of a list's records that is true for some and false for others (`covered`,
    `accepting_new_patients`), about what the prompt asks (its key shares a stem with the prompt)
    or saying what can be had (`_CAPABILITY_FLAGS`), while a sentence naming the key (a stem of its
    words) says it holds for all or both of them without negation or exception ("all four items were
    covered", "both tournaments still have registration open")."""
    asked = _stems(prompt)
    said_of_all = [s for s in sentences if _ALL_OF.search(s) and not _SOME_ONLY.search(s) and not _NEGATION.search(s)]
    for key, values in _mixed_flags(output):
        words = [w for w in re.split(r"[\W_]+", key.lower()) if len(w) >= 4]
        if not words or not ({w[:4] for w in words} & asked or words[-1] in _CAPABILITY_FLAGS):
            continue
        for sentence in said_of_all:
            if {w[:4] for w in words} & {w[:4] for w in re.findall(r"\w+", sentence)}:
                yield f"the response says {_ALL_OF.search(sentence).group(0)!r} of them, the output has {key} = false for {values.count(False)} of {len(values)}"
                return


def _mixed_flags(output: Any) -> Iterator[tuple[str, list[Any]]]:
    """(key, its values) for each boolean of a list's records that is true for some records and
    false for others (not a paging flag)."""
    for records in entities.lists_of_records(output):
        for key in sorted({str(k) for r in records for k, v in r.items() if isinstance(v, bool)}):
            values = [r.get(key) for r in records]
            if set(values) == {True, False} and not _paging(key):
                yield key, values


def _worded_otherwise(words: list[str], value: bool, sentences: list[str]) -> bool:
    """Whether a sentence naming the flag's other words ("transfer") says the flag's last word the
    other way round, in the words of `_FLAG_WORDS`."""
    true_says, false_says = _FLAG_WORDS[words[-1]]
    nouns = {w[:5] for w in words[:-1] if len(w) >= 4}
    for sentence in sentences:
        said = {w[:5] for w in re.findall(r"\w+", sentence)} | {w.replace("-", "")[:5] for w in re.findall(r"\w+(?:-\w+)+", sentence)}
        if nouns and not nouns <= said:  # "e-stop" names `estop_engaged`
            continue
        if any(_phrase_polarity(sentence, say) for say in (false_says if value else true_says)):
            return True
    return False


def _state_conflicts(output: Any, sentences: list[str]) -> Iterator[str]:
    """A record's state word ("declined") against its opposite ("accepted") in a sentence naming the
    record by a word no other record of the output has (not "minor", the severity of several)."""
    records = list(dicts_in(output))
    for record, names in zip(records, _distinct_names(records)):
        states = {k: v.lower() for k, v in record.items() if isinstance(v, str) and v.lower() in OPPOSITE_STATES}
        for key, state in states.items():
            opposite = OPPOSITE_STATES[state]
            for sentence in sentences:
                words = set(re.findall(r"\w+", sentence))
                if opposite in words and state not in words and names & words:
                    yield f"the output has {key} = {state!r}, the response says {opposite!r}"


#: The last word of a boolean key that names a state: a participle or a capability ("confirmed", "usable").
_STATE_WORD = re.compile(r"^[a-z]{3,}(?:ed|able|ible)$")


def _state_word_conflicts(facts: RunFacts, sentences: list[str]) -> list[tuple[str, int]]:
    """A boolean whose key ends in a state word (`_STATE_WORD`: `interpreter_confirmed`,
    `already_claimed`) that every boolean of the outputs ending in that word holds the same way,
    while every sentence of the response naming the word says it the other way ("the ASL team is
    confirmed" against `"interpreter_confirmed": false`): the key's other words need not stand in
    the sentence, as the response names the thing in its own words."""
    held: dict[str, set[bool]] = {}
    first: dict[str, tuple[str, int]] = {}
    for j, output in facts.successful_outputs():
        for key, value in walk_output(output.output):
            words = _state_phrase(key).split()
            if isinstance(value, bool) and words and _STATE_WORD.match(words[-1]) and not _paging(key):
                held.setdefault(words[-1], set()).add(value)
                first.setdefault(words[-1], (key, j))
    found = []
    for word, values in held.items():
        if len(values) > 1:
            continue
        value = next(iter(values))
        said = [p for p in (_phrase_polarity(s, word) for s in sentences) if p is not None]
        if said and all(p != value for p in said):
            key, j = first[word]
            found.append((f"the output has {key} = {str(value).lower()}, the response says {'not ' if value else ''}{word}", j))
    return found


#: Last words of a boolean key that say whether something can be had or is on.
_CAPABILITY_FLAGS = frozenset(
    "available eligible enrolled active enabled open allowed permitted accepted approved confirmed valid covered included supported service".split()
)


def _flag_paths(value: Any, path: tuple[str, ...] = (), depth: int = 0) -> Iterator[tuple[tuple[str, ...], bool]]:
    """(keys down to it, value) for each boolean of an output outside lists of two or more records."""
    if depth > 50:
        return
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _flag_paths(child, (*path, str(key)), depth + 1)
    elif isinstance(value, list) and len(value) < 2:
        for child in value:
            yield from _flag_paths(child, path, depth + 1)
    elif isinstance(value, bool):
        yield path, value


def _yes_against_flags(facts: RunFacts, prompt: str, response: str) -> list[tuple[str, int]]:
    """A yes/no question answered "yes" first thing while every capability flag of the outputs
    (`_CAPABILITY_FLAGS`: `enabled`, `available`, `mobile_service`) whose keys, its parents' too,
    share a stem with the prompt is false (`"fall_detection": {"enabled": false}` for "Is fall
    detection turned on?")."""
    if not _YES_NO_QUESTION.search(prompt) or not _OPENS_YES.search(response):
        return []
    asked = _stems(prompt)
    flags = []
    for j, output in facts.successful_outputs():
        for path, value in _flag_paths(output.output):
            words = [w for key in path for w in re.split(r"[_\W]+", key.lower()) if w]
            if words and words[-1] in _CAPABILITY_FLAGS and {w[:4] for w in words if len(w) >= 4} & asked:
                flags.append((".".join(path), value, j))
    if flags and not any(value for _, value, _ in flags):
        return [(f"the response answers yes, the output has {flags[0][0]} = false", flags[0][2])]
    return []


#: A response saying what was asked about is done ("went through", "has come in", "has cleared review").
_DONE = re.compile(
    r"\b(went\s+through|(?:has|have)\s+gone\s+through|(?:has|have)\s+(?:been\s+)?(?:approved|cleared|come\s+in|arrived|completed|processed|confirmed|finished"
    r"|shipped|delivered|granted)|was\s+(?:accepted|approved|delivered|completed|processed|granted|shipped)|cleared\s+review|is\s+(?:approved|complete|completed|confirmed|done|finished|ready\s+for\s+pickup)"
    r"|(?:are|is)\s+all\s+set|all\s+done|good\s+to\s+go)\b",
    re.IGNORECASE,
)
#: A response saying it is not done yet.
_NOT_DONE = re.compile(
    r"\b(pending|awaiting|waiting|under\s+review|in\s+review|not\s+yet|still|in\s+progress|processing|hasn't|haven't|isn't|not\s+been)\b",
    re.IGNORECASE,
)
#: Words of a status saying something is not done: not yet, or not at all (`delivery_failed`).
_NOT_DONE_STATES = frozenset("pending awaiting review queued processing submitted requested draft failed undeliverable".split())


def _done_while_pending(facts: RunFacts, prompt: str, response: str) -> list[tuple[str, int]]:
    """A yes/no question about whether something happened answered as done ("request AR-1 went
    through", "the part has come in") while an output's status says it is still waiting
    (`"status": "under_review"`, `"awaiting_part"`) and the response says nothing of waiting."""
    said = _DONE.search(response)
    if said is None or not _YES_NO_QUESTION.search(prompt) or _NOT_DONE.search(response):
        return []
    for j, output in facts.successful_outputs():
        for key, leaf in walk_output(output.output):
            if re.search(r"(^|_)(status|state)$", key.lower()) and isinstance(leaf, str) and set(re.split(r"[\W_]+", leaf.lower())) & _NOT_DONE_STATES:
                return [(f"the output has {key} = {leaf!r}, the response says {said.group(0)!r}", j)]
    return []


def _of_another_field(sentence: str, key: str, leaves: list[tuple[str, Any]]) -> bool:
    """Whether a sentence names another text field of the record by its key and says its value
    ("the final inspection is still pending" of `"inspection": "pending"`)."""
    words = {w[:5] for w in re.findall(r"\w+", sentence.lower())}
    return any(
        {w[:5] for w in re.split(r"[\W_]+", k.lower()) if len(w) >= 4} & words and {w[:5] for w in re.split(r"[\W_]+", v.lower()) if len(w) >= 4} & words
        for k, v in leaves if k != key and isinstance(v, str)
    )


def _status_worded_otherwise(facts: RunFacts, sentences: list[str]) -> list[tuple[str, int]]:
    """A status of an output's one record whose first word is a flag word (`"status":
    "cancelled_by_centre"`) that the response words the other way ("is still on"), in the words of
    `_FLAG_WORDS`."""
    for j, output in facts.successful_outputs():
        leaves = list(entities.single_record_leaves(output.output))
        for key, leaf in leaves:
            word = leaf.strip().lower().split("_")[0] if isinstance(leaf, str) and re.search(r"(^|_)(status|state)$", key.lower()) else ""
            if word not in _FLAG_WORDS:
                continue
            of_status = [s for s in sentences if not _of_another_field(s, key, leaves)]  # "the inspection is still pending"
            if _worded_otherwise([word], True, of_status):
                return [(f"the output has {key} = {leaf!r}, the response says otherwise", j)]
    return []


def _distinct_names(records: list[dict]) -> list[set[str]]:
    """Per record, the words of its texts other than states that no other record has."""
    named = [{
        w for v in record.values() if isinstance(v, str) and v.lower() not in OPPOSITE_STATES
        for w in re.split(r"[\W_]+", v.lower()) if len(w) >= 3 and w not in ("com", "org", "net", "www")
    } for record in records]
    shared = {w for w, n in Counter(w for words in named for w in words).items() if n > 1}
    return [words - shared for words in named]


_DENIAL = r"\b(?:no|without|not\s+any|zero)\s+(?P<between>(?:[\w-]+\s+){{0,3}}?){noun}s?\b"
#: First words of a key whose field lists what there is none of (`no_meetings`, `blackout_dates`).
_NONE_OF = frozenset("no non without excluded blackout skipped".split())


def _denied_presence(output: Any, sentences: list[str]) -> Iterator[str]:
    """A field the output fills (a non-empty text or list under `facility_warning`, `alerts`,
    `recalls`, ...) whose head noun the response denies within one sentence ("no cross-contamination
    warning", "without any alerts")."""
    named = {w for _, leaf in walk_output(output) if isinstance(leaf, str) for w in re.split(r"[\W_]+", leaf.lower()) if w}
    for key, value in _filled_fields(output):
        if isinstance(value, str) and not re.search(r"\s", value.strip()):  # `"service": "saferide"` names, lists nothing
            continue
        words = re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key)
        noun = words[-1].lower()
        noun = noun[:-1] if noun.endswith("s") and len(noun) > 4 else noun
        if len(noun) < 4 or words[0].lower() in _NONE_OF:  # "no meetings Dec 22" agrees with `no_meetings`
            continue
        pattern = re.compile(_DENIAL.format(noun=re.escape(noun)))
        for sentence in sentences:
            denied = pattern.search(sentence)
            if denied and not set(denied.group("between").lower().split()) & named:  # "no M helmets": of size M only
                yield f"the output has {key} = {text.leaf_text(value)[:60]!r}, the response says there is no {noun}"
                break


#: Texts that fill a field with nothing.
NOTHING_VALUES = frozenset(
    "none n/a na null nil no false 0 - -- nothing waived not_applicable not_required".split()
) | {"not applicable", "not required"}


def _filled_fields(output: Any) -> Iterator[tuple[str, Any]]:
    """(key, value) for each field of an output's records holding a text that says something, a
    non-empty list, or a record with such a text ("none", "N/A", "" and [] fill nothing)."""
    for record in dicts_in(output):
        for key, value in record.items():
            if isinstance(value, str) and value.strip().lower() not in NOTHING_VALUES | {""} or isinstance(value, list) and value:
                yield str(key), value
            elif isinstance(value, dict) and any(isinstance(v, str) and v.strip().lower() not in NOTHING_VALUES | {""} for v in value.values()):
                yield str(key), value  # `"alarm": {"type": "high_temp", ...}`; not `"deposit": {"charged": false}`


@check(
    "contradiction",
    reads=('response', 'tool_outputs'),
    severity="high",
    lowers=("hallucination", "consistency"),
    root_cause="The response states a value or a state that a tool output contradicts.",
    fix="Quote tool results as they are; re-read the output before stating a value or a yes/no answer.",
    certainty="inference",
)
def contradictions(facts: RunFacts) -> list[FailureCause]:
    """A claim that conflicts with a source value for the same thing (see `critiqor.scoring.claims`),
    or a state in an output (a boolean `in_stock: false`, a status "declined") whose opposite the
    response states, or a field the output fills that the response says is not there; one cause
    for all, citing the outputs."""
    if facts.text_withheld:  # a withheld value may be the support or the claim: nothing to infer
        return []
    found: list[tuple[str, int]] = [
        (f"{c.text!r} against {c.contradicts}", c.contradicted_origin)
        for c in facts.claims.contradicted if c.contradicted_origin is not None
    ]
    sentences = _sentences(str(facts.evidence.response))
    prompt, response = text.safe_str(facts.evidence.prompt), text.safe_str(facts.evidence.response)
    booleans = _booleans(output.output for _, output in facts.successful_outputs())
    for j, output in facts.successful_outputs():
        found += [(conflict, j) for conflict in _answered_against(output.output, prompt, response)]
        found += [(conflict, j) for conflict in _flag_synonyms(output.output, sentences)]
        found += [(conflict, j) for conflict in _record_flags(output.output, sentences)]
        found += [(conflict, j) for conflict in _boolean_conflicts(output.output, sentences, booleans)]
        found += [(conflict, j) for conflict in _state_conflicts(output.output, sentences)]
        found += [(conflict, j) for conflict in _denied_presence(output.output, sentences)]
        found += [(conflict, j) for conflict in _all_said_of_mixed(output.output, prompt, sentences)]
        found += [(conflict, j) for conflict in tables.table_conflicts(output.output, response)]
    if not found:
        found = _state_word_conflicts(facts, sentences) + _done_while_pending(facts, prompt, response) + _yes_against_flags(facts, prompt, response)
        found += _status_worded_otherwise(facts, sentences)
    if not found:
        return []
    return [
        facts.cause(
            "contradiction",
            f"The response contradicts the tool outputs: {_quote([what for what, _ in found])}.",
            facts.output_spans(sorted({j for _, j in found})),
        )
    ]


# --- wrong entity ------------------------------------------------------------------------------

_ENTITY_KEYS = re.compile(r"(^|_)(id|ids|sku|symbol|ticker|package|flight|order|ref|code|number|account|customer)$|_id$")
_PLACE_KEYS = frozenset("location city destination origin place region town island neighborhood district county resort depot branch warehouse centre center showroom".split())
#: Keys naming who or what a call is about; with the place keys, checked against the prompt's names.
_NAME_KEYS = frozenset(
    "name team club player athlete company organization person doctor provider product brand airline hotel vendor".split()
)


def _names_someone(key: str) -> bool:
    """Whether a key names the place, person or business a call is about."""
    name = key.lower()
    return _names_entity(name) or name in _PERSON_KEYS or name.rsplit("_", 1)[-1] in _PERSON_KEYS


def _names_entity(key: str) -> bool:
    name = key.lower()
    return name in _PLACE_KEYS or name in _NAME_KEYS or name.rsplit("_", 1)[-1] in _NAME_KEYS
_CAPITALISED = re.compile(r"(?<![.?!]\s)(?<!^)\b([A-Z][a-z]{3,})\b")
_NOT_PLACES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april june july august
    september october november december what when where which""".split()
)


def _tokens(value: str) -> set[str]:
    """Lower-cased alphanumeric tokens of `value`, each alone and joined with its neighbour unless
    both are digits ("WH-1000XM5" gives "wh", "1000xm5" and "wh1000xm5"; a date stays apart); a
    number's thousands separators are not splits ("$2,000" gives "2000"), and three or more digit
    groups are one number too ("3318 440 271" gives "3318440271")."""
    value = text.ascii_folded(value)  # "Kōji" is "koji"
    value = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", value)  # "$2,000" is one number
    parts = [p.lower() for p in re.split(r"[^A-Za-z0-9]+", value) if p]
    joined = {a + b for a, b in zip(parts, parts[1:]) if not (a.isdigit() and b.isdigit())}
    grouped = {re.sub(r"\D", "", m) for m in _DIGIT_GROUPS.findall(value)}  # "3318 440 271", "555-0142"
    whole = {re.sub(r"[^a-z0-9]", "", m.lower()) for m in _COMPOUND.findall(value)}  # "cw-88213-b" is "cw88213b"
    return {t for t in {*parts, *joined, *grouped, *whole} if len(t) >= 3}


_COMPOUND = re.compile(r"[A-Za-z0-9]+(?:[-_./#:][A-Za-z0-9]+){2,}")


#: Three or more groups of digits written apart, as a member or phone number is read out.
_DIGIT_GROUPS = re.compile(r"(?<![\d-])\d{2,5}(?:[ -]\d{2,5}){2,}(?![\d-])")


def near_miss(a: str, b: str) -> bool:
    """Whether two different tokens differ by one edit or one swap of neighbours ("a10492"/"a10429")."""
    if a == b or min(len(a), len(b)) < 3 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return text.one_change(a, b)
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:k] + long_[k + 1 :] == short for k in range(len(long_)))


def _identifier_like(token: str, key: str) -> bool:
    """Whether an argument's token may name an entity: it has a digit or its key names ids; an amount
    ("15m" of a price band "1M-1.5M") only under an id key."""
    if _ENTITY_KEYS.search(key.lower()):
        return True
    return bool(re.search(r"\d", token)) and not _AMOUNT_TOKEN.fullmatch(token)


_AMOUNT_TOKEN = re.compile(r"\d+(?:k|m|bn|b|kb|mb|gb|tb|kg|lb|lbs|g|mm|cm|km|ft|ml|l|oz|mi|h|hr|hrs|min|d)")


def _joins_known(token: str, value: str, known: set[str]) -> bool:
    """Whether `token` is two neighbouring parts of `value` joined, or all of them, one of them a
    known token ("provokafor" and "okafora" of "prov-okafor-a" when the prompt names Okafor)."""
    parts = [p.lower() for p in re.split(r"[^A-Za-z0-9]+", text.ascii_folded(value)) if p]
    if token == "".join(parts) and any(p in known for p in parts):  # "drbrennanb" of "dr-brennan-b"
        return True
    if token[1:] in known and token[:1].isalpha():  # "dwhitfield": Dana Whitfield's initial and surname
        return True
    return any(a + b == token and (a in known or b in known) for a, b in zip(parts, parts[1:]))


_TIME_TOKEN = re.compile(r"\d{1,2}(?:am|pm)")


def _same_number(a: str, b: str) -> bool:
    """Whether two digit tokens are one number: leading zeros aside, or a phone number with and
    without its country code 1 ("+14155550187" for "415-555-0187")."""
    return a.isdigit() and b.isdigit() and (a.lstrip("0") == b.lstrip("0") or f"1{a}" == b or f"1{b}" == a)


def _near_asked(token: str, value: str, asked: set[str], names: set[str] | None = None) -> list[str]:
    """The prompt's tokens one edit or swap from an argument's token, of its kind (letters or not);
    a token of three letters is too short ("hol" of CMP-HOL-26 is no "how"), and a plural is the
    same word inside a longer value ("macaron" of MACARON-DOZ), not as the whole value ("request"
    for the package "requests"); inside a longer value, a word of letters only among the prompt's
    `names` when given ("fall" of FOL-2026-FALL is no "full bag")."""
    whole = token == re.sub(r"[^a-z0-9]", "", value.lower())
    return sorted(
        t for t in asked if near_miss(token, t) and not _TIME_TOKEN.fullmatch(t)  # "4pm" names no id
        and t.isalpha() == token.isalpha() and (len(t) >= 4 or not t.isalpha())
        and (whole or not {t, token} & {t + "s", token + "s"}) and not _written_short(token, t)
        and (names is None or not t.isalpha() or t in names or whole)
        and not _one_thing(t, token)
    )


def _one_thing(asked: str, token: str) -> bool:
    """Whether an argument's token names what the prompt's token does: one number (`_same_number`),
    a number with its unit dropped (`180` for "180g") or a model's variant letter added (`PW-2700G`
    for "2700 PSI"), or a model code for a size written with an "x" (`UT-508` for a "5x8" trailer)."""
    return (_same_number(asked, token) or (token.isdigit() and re.sub(r"[a-z]+$", "", asked) == token)
            or (asked.isdigit() and re.sub(r"[a-z]+$", "", token) == asked) or (re.fullmatch(r"\d+x\d+", asked) is not None and token.isdigit()))


def _written_short(a: str, b: str) -> bool:
    """Whether one token is the other written short: a vowel left out of a word ("wht" of "what",
    "xbx" of "xbox"), or the "x" of a dimension ("2030" of "20x30")."""
    short, long_ = sorted((a, b), key=len)
    if short.isalpha() and len(short) <= 3 and long_.startswith(short):  # "chi" of "chicago", not "chin"
        return True
    for k in range(len(long_)):
        if long_[:k] + long_[k + 1 :] == short:
            dropped, around = long_[k], long_[max(0, k - 1) : k + 2]
            if (dropped in "aeiou" and long_.isalpha()) or (dropped == "x" and re.fullmatch(r"\dx\d", around)):
                return True
    return False


def _arg_mismatches(facts: RunFacts, i: int, asked: set[str], known: set[str], places: set[str]) -> Iterator[str]:
    call = facts.evidence.tool_calls[i]
    parts = re.split(r"[^a-z0-9]+", text.ascii_folded(text.safe_str(facts.evidence.prompt)).lower())
    compact = {"".join(parts[a:b]) for a in range(len(parts)) for b in range(a + 2, min(a + 4, len(parts)) + 1)}  # "MSCU 448120-3"
    names = entities.proper_names(text.ascii_folded(text.safe_str(facts.evidence.prompt)))
    j = facts.output_of_call[i]
    found = _tokens(text.leaf_text(facts.evidence.tool_outputs[j].output)) if j is not None else set()  # the "Basic" package it found
    for key, leaf in walk_output(call.args):
        if isinstance(leaf, bool):
            continue
        value = text.safe_str(leaf)
        if _ISO.match(value.strip()) or re.sub(r"[^a-z0-9]", "", value.lower()) in asked:  # a date; "PT-00492-B" for "pt00492b"
            continue
        if _YEAR_KEY.search(key):  # a year argument: `_other_alternatives` reads it, a range around the prompt's year too
            continue
        for token in sorted(t for t in _tokens(value) - known if not _joins_known(t, value, known) and t not in compact):
            near = _near_tokens(token, key, value, asked, names, found)
            if near:
                yield f"{call.tool} was called with {key}={value!r} but the prompt asks about {near[0]!r}"
        if places and _names_someone(key) and _unknown_name(leaf, known) and not places <= found:  # "Mia Torres" for "Maya Chen"
            yield f"{call.tool} was called with {key}={value!r} but the prompt asks about {sorted(places)[0].title()!r}"


def _near_tokens(token: str, key: str, value: str, asked: set[str], names: set[str], found: set[str]) -> list[str]:
    """The prompt's tokens an identifier-like argument token misses by one edit (`_near_asked`) that
    the call's output does not hold itself (`lumen-lisboa` found the studio in "Lisbon")."""
    if not _identifier_like(token, key) or _words_and_number(token, value):
        return []
    return [t for t in _near_asked(token, value, asked, names) if t not in found]


def _words_and_number(token: str, value: str) -> bool:
    """Whether a token is a short word and a number written apart in prose, joined ("age5" of
    "two bowlers age 5"): no identifier."""
    parts = re.fullmatch(r"([a-z]{2,5})(\d+)", token)
    return bool(parts) and re.search(rf"\b{parts.group(1)}\s+{parts.group(2)}\b", value, re.IGNORECASE) is not None


def _unknown_name(leaf: Any, known: set[str]) -> bool:
    """Whether an argument is a name none of whose words (three letters or more; codes of capitals,
    `BOS`, `SPIA`, aside) is known; an account handle (`dotwalker`, all lower case) is no name."""
    if not isinstance(leaf, str) or re.fullmatch(r"[a-z0-9._]+", leaf.strip()):
        return False
    words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text.ascii_folded(leaf)) if not re.fullmatch(r"[A-Z]{3,}", w)}
    return bool(words) and not words & known


#: Keys whose short number names a thing (the 42 bus, gate 17, room 214), not an amount.
_NUMBERED_KEYS = re.compile(r"(^|_)(route|line|bus|train|flight|gate|platform|room|seat|unit|apt|suite|lot|stop|track|terminal|court|pier|dock|bay|lane|hall)(_|$)",
                            re.IGNORECASE)


def _swapped_numbers(facts: RunFacts, i: int, prompt: str, response: str) -> Iterator[str]:
    """A call whose route, line, gate or room number is the prompt's with two neighbouring digits
    swapped (route "24" for "the 42 bus"), a number neither the prompt nor the response uses."""
    call = facts.evidence.tool_calls[i]
    asked = set(re.findall(r"(?<![\d.])\d{2,4}(?![\d.])", prompt))
    said = asked | set(re.findall(r"(?<![\d.])\d{2,4}(?![\d.])", response))
    for key, leaf in walk_output(call.args):
        value = str(leaf).strip() if isinstance(leaf, (str, int)) and not isinstance(leaf, bool) else ""
        if not (_NUMBERED_KEYS.search(key) and value.isdigit() and 2 <= len(value) <= 4) or value in said:
            continue
        near = sorted(t for t in asked if text.one_change(t, value, swaps_only=True))
        if near:
            yield f"{call.tool} was called with {key}={value!r} but the prompt asks about {near[0]!r}"
    yield from _other_numbered(call, prompt, said)


def _other_numbered(call: Any, prompt: str, said: set[str]) -> Iterator[str]:
    """A call whose terminal, gate, room or court argument carries a number ("T3", "CR-2") that
    neither the prompt nor the response says while the prompt numbers that thing otherwise
    ("Terminal 5", "cleanroom 3")."""
    for key, leaf in walk_output(call.args):
        word = _NUMBERED_KEYS.search(key)
        digits = re.sub(r"\D", "", str(leaf)) if isinstance(leaf, (str, int)) and not isinstance(leaf, bool) else ""
        if not word or not digits or len(str(leaf)) > 8 or digits in said:
            continue
        named = re.findall(rf"{word.group(2)}\s*(?:no\.?\s*|#\s*)?(\d[\w.-]*\w|\d)", prompt, re.IGNORECASE)
        if named and digits not in {re.sub(r"\D", "", n) for n in named}:  # "room 4.12" is room 4.12
            yield f"{call.tool} was called with {key}={leaf!r} but the prompt asks about {word.group(2)} {named[0]}"


#: Keys of an output naming the place it is about (`{"location": {"code": "LIS", "name": "Lisbon ..."}}`).
_OUTPUT_PLACE_KEYS = frozenset("location city airport station destination origin place venue town depot".split())


def _coded_places(facts: RunFacts, i: int, places: set[str]) -> Iterator[str]:
    """A call with a place code ("LIS") whose output names its place, and names none of the places
    the prompt asks about and no call uses ("Porto"): an airport or station code for another city."""
    call, j = facts.evidence.tool_calls[i], facts.output_of_call[i]
    if not places or j is None or facts.evidence.tool_outputs[j].error:
        return
    names = _place_names(facts.evidence.tool_outputs[j].output)
    if not names or any(p in text.ascii_folded(n).lower() for n in names for p in places):
        return
    for key, leaf in walk_output(call.args):
        if key.lower() in _PLACE_KEYS | _OUTPUT_PLACE_KEYS and isinstance(leaf, str) and re.fullmatch(r"[A-Z]{3}", leaf.strip()):
            yield f"{call.tool} was called with {key}={leaf!r}, which is {names[0]!r}, but the prompt asks about {sorted(places)[0].title()!r}"


def _place_names(output: Any) -> list[str]:
    """The names an output gives the place it is about: text with a word of four letters or more
    under a place key (`{"location": {"code": "LIS", "name": "Lisbon Airport"}}`), at any depth."""
    names = []
    for record in dicts_in(output):
        for key, value in record.items():
            if str(key).lower() in _OUTPUT_PLACE_KEYS:
                names += [text.safe_str(v) for _, v in walk_output(value) if isinstance(v, str) and re.search(r"[A-Za-z]{4}", v)]
    return names


#: Keys naming the person or business a call is about, beyond `_NAME_KEYS`.
_PERSON_KEYS = frozenset(
    "studio tutor stylist venue contractor candidate employee patient member client instructor trainer host teacher "
    "practitioner therapist driver merchant store shop restaurant customer retailer producer supplier student".split()
)


#: Two capitalised words in a row: a name ("Summit Peak", "Daniel Okoro", "Northlight Studio").
_NAME_PAIR = re.compile(r"(?=\b([A-Z][a-z]{2,})[\s-]+([A-Z][a-z]{2,})\b)")  # overlapping: "Has Mila Okafor" has "Mila Okafor"


#: A name of two capitalised words or more ("Podere San Luca").
_NAME_RUN = re.compile(r"\b[A-Z][a-z]{2,}(?:[\s-]+[A-Z][a-z]{2,})+\b")


def _name_pairs(value: str) -> set[tuple[str, str]]:
    folded = re.sub(r"\b([A-Z])'([A-Z])([a-z]+)", lambda m: m.group(1) + m.group(2).lower() + m.group(3), text.ascii_folded(value))  # "O'Connor"
    slug = re.fullmatch(r"[a-z]{3,}-[a-z]{3,}", re.sub(r"-(?:19|20)\d\d$", "", folded.strip()))  # "summit-ridge", "cactus-creek-2026"
    pairs = {(a.lower(), b.lower()) for a, b in _NAME_PAIR.findall(folded)}
    return pairs | ({tuple(slug.group(0).split("-"))} if slug else set())  # type: ignore[arg-type]


def _other_names(facts: RunFacts, i: int, prompt: str, response: str) -> Iterator[str]:
    """A call, or the name its output gives what it found, naming a two-word name of the prompt with
    one word swapped for another that neither the prompt nor the response says ("Daniela Okafor" or
    "Daniel Okafor" looked up for "Daniel Okoro", `summit-ridge` for "Summit Peak")."""
    asked = _name_pairs(prompt)
    if not asked:
        return
    said = {w.lower() for w in re.findall(r"[A-Za-z]+", text.ascii_folded(f"{prompt} {response}"))}
    call, j = facts.evidence.tool_calls[i], facts.output_of_call[i]
    looked = [text.safe_str(v) for _, v in walk_output(call.args) if isinstance(v, str)]
    named_right = any({a, b} <= {w.lower() for w in re.findall(r"[A-Za-z]+", v)} for v in looked for a, b in asked)
    if j is not None and not facts.evidence.tool_outputs[j].error and not named_right:  # else the rest is context
        looked += _name_fields(facts.evidence.tool_outputs[j].output)
    for value in looked:
        if _named_otherwise(value, prompt, asked):
            continue
        swapped = _pair_swapped(_name_pairs(value) - asked, asked, said | _initials(prompt))
        if swapped:
            yield f"{call.tool} looked up {value!r} but the prompt asks about {swapped}"
            return


def _named_otherwise(value: str, prompt: str, asked: set[tuple[str, str]]) -> bool:
    """Whether a looked-up name is one of the prompt's names written otherwise ("Echo Karaoke
    Shibuya" for "Echo Shibuya"), or names another thing the prompt names by a capitalised word in
    none of its name pairs ("Capezio K360 Tap Shoe" when the prompt compares it with the Tap-Flex)."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", text.ascii_folded(value))}
    runs = [{w.lower() for w in re.findall(r"[A-Za-z]+", run)} for run in _NAME_RUN.findall(text.ascii_folded(prompt))]
    capitals = {w.lower() for w in re.findall(r"\b[A-Z][a-z]{2,}", text.ascii_folded(prompt))}
    return any(run <= words for run in runs) or bool((words & capitals) - {w for pair in asked for w in pair})


def _initials(prompt: str) -> set[str]:
    """The initials of every two to four capitalised words in a row of the prompt ("ohp" of "Oral
    History Project"): a slug that abbreviates the name keeps it (`riverside-ohp`)."""
    words = [w for w in re.findall(r"[A-Za-z]+", text.ascii_folded(prompt))]
    found = set()
    for start in range(len(words)):
        run = ""
        for word in words[start : start + 4]:
            if not word[0].isupper():
                break
            run += word[0].lower()
            if len(run) >= 2:
                found.add(run)
    return found


#: Words naming a branch of a business, not another business (`bullseye-downtown` for "Bullseye Archery").
_BRANCH_WORDS = frozenset("north south east west central downtown midtown uptown main northside southside eastside westside".split())


def _pair_swapped(pairs: set[tuple[str, str]], asked: set[tuple[str, str]], said: set[str]) -> str | None:
    """The asked name ("Summit Peak") one of `pairs` keeps a word of and swaps the other for a word
    nobody said, if any; two asked words written as one are no other word (`hilltop-stables` for
    "Hill Top Stables")."""
    joined = {a + b for a, b in asked}
    for pair in sorted(pairs):  # sorted: the same description under any hash seed
        for a, b in sorted(asked):
            if {a, b, *pair} & _TITLES:  # "Judge Halvorsen" is "Hon. Ellen Halvorsen"
                continue
            other, was = (pair[1], b) if pair[0] == a else (pair[0], a) if pair[1] == b else (None, "")
            if other is not None and other not in said and other not in joined and not _shortened(other, was) and other.rstrip("s") != was.rstrip("s") \
                    and other not in _BRANCH_WORDS \
                    and re.search(r"[aeiouy]", other):  # `pdx-zine`: a code, no name
                return f"{a.title()} {b.title()}"
    return None


def _shortened(a: str, b: str) -> bool:
    """Whether one word is the other cut short by three letters or more ("Cab" Franc of "Cabernet"
    Franc; not "Daniel" of "Daniela")."""
    short, long_ = sorted((a, b), key=len)
    return long_.startswith(short) and len(long_) - len(short) >= 3


#: Words before a name that are titles, not the name.
_TITLES = frozenset("judge hon mr mrs ms miss dr prof sir dame coach rev father sister captain chef".split())


def _name_fields(output: Any) -> list[str]:
    """The names an output gives what it found: values under `name`, `*_name`, `title` or a key naming
    the thing (`resort`, `venue`, `studio`, ...), at any depth."""
    return [
        text.safe_str(v) for record in dicts_in(output) for k, v in record.items()
        if isinstance(v, str) and (_names_entity(str(k)) or str(k).lower() in _PERSON_KEYS)  # `*_name` too
    ]


_ADDRESS = re.compile(
    r"\b(\d{1,6})\s+(?:([NSEW])\.?\s+)?([A-Z][a-z]+)\s+(St|Street|Ave|Avenue|Ct|Court|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Way|Pl"
    r"|Place|Ter|Terrace|Pkwy|Cir|Circle)\b\.?"
)
_STREET_TYPES = {"street": "st", "avenue": "ave", "court": "ct", "road": "rd", "drive": "dr", "lane": "ln", "place": "pl",
                 "terrace": "ter", "circle": "cir"}


def _addresses(value: str) -> set[tuple[str, str, str, str]]:
    return {(n, (d or "").lower(), name.lower(), _STREET_TYPES.get(kind.lower(), kind.lower())) for n, d, name, kind in _ADDRESS.findall(value)}


def _other_addresses(facts: RunFacts, i: int, prompt: str) -> Iterator[str]:
    """A call for the prompt's house number and street name on another street type or side ("88
    Maple Ct" for "88 Maple Ave", "220 E Broad St" for "220 W Broad St")."""
    asked = _addresses(prompt)
    call = facts.evidence.tool_calls[i]
    for key, leaf in walk_output(call.args):
        for number, side, name, kind in _addresses(text.safe_str(leaf)) - asked:
            if any(name == m and ((number == n and (kind != k or (side and d and side != d))) or (number != n and near_miss(number, n)
                   or text.one_change(number, n))) for n, d, m, k in asked):
                yield f"{call.tool} was called with {key}={leaf!r}, another street than the prompt's"


#: Values that exclude each other: an argument with one while the prompt names another is about
#: something else (`platform: "android"` for "on iOS").
ALTERNATIVES: tuple[frozenset[str], ...] = tuple(frozenset(group.split()) for group in (
    "ios android web windows macos linux",
    "economy premium_economy business first",
    "monthly annual yearly weekly daily",
    "buy sell",
    "credit debit",
    "standard express overnight",
    "pickup delivery",
    "morning afternoon evening",
    "inbound outbound",
    "east west north south",
    "eastside westside northside southside",
    "northbound southbound eastbound westbound",
    "pro slim lite mini max",
    "light dark",
))
_YEAR_KEY = re.compile(r"(^|_)year($|_)", re.IGNORECASE)


def _other_alternatives(facts: RunFacts, i: int, prompt: str, response: str) -> Iterator[str]:
    """A call whose argument, or a word of it, is one of a set of exclusive values (a platform, a
    cabin, a billing period, a side of town, a model: "PS4-SLIM-1TB" for a "PS4 Pro") while the
    prompt names another of that set and not this one; or a year argument
    (`birth_year`) none of the prompt's years, when the prompt gives years (1892 for "born 1902")
    and the call's years do not span one of them (`year_from`, `year_to` around "about 1843")."""
    call = facts.evidence.tool_calls[i]
    words = {w.lower() for w in re.findall(r"[A-Za-z_]+", prompt)}
    years = set(re.findall(r"\b(1[0-9]{3}|20[0-9]{2})\b", prompt))
    spans = [int(str(v)) for k, v in walk_output(call.args) if _YEAR_KEY.search(k) and re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", str(v).strip())]
    if len(spans) >= 2 and any(min(spans) <= int(y) <= max(spans) for y in years):
        years = set()  # `year_from: 1841, year_to: 1845` for "born about 1843": a range around it
    for key, leaf in walk_output(call.args):
        value = str(leaf).strip().lower() if isinstance(leaf, (str, int)) and not isinstance(leaf, bool) else ""
        for group in ALTERNATIVES:
            for part in {value, *re.split(r"[^a-z0-9_]+", value)} & group:
                if part not in words and (group - {part}) & words:
                    yield f"{call.tool} was called with {key}={leaf!r} but the prompt asks about {sorted((group - {part}) & words)[0]!r}"
                    break
        if _YEAR_KEY.search(key) and re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", value) and years and value not in years and value not in response:
            yield f"{call.tool} was called with {key}={leaf!r} but the prompt gives {sorted(years)[0]!r}"
    yield from _record_of_another(facts, i, words)


def _record_of_another(facts: RunFacts, i: int, words: set[str]) -> Iterator[str]:
    """The single record a call returned whose field is one of a set of exclusive values while the
    prompt names another (`"facing": "southbound"` for "the northbound board")."""
    j = facts.output_of_call[i]
    output = facts.evidence.tool_outputs[j].output if j is not None else None
    record = output.get("data", output) if isinstance(output, dict) else None
    for key, leaf in record.items() if isinstance(record, dict) else ():
        value = leaf.strip().lower() if isinstance(leaf, str) else ""
        for group in ALTERNATIVES if value not in words else ():
            if value in group and (group - {value}) & words:
                yield f"{facts.evidence.tool_calls[i].tool} returned {key}={leaf!r} but the prompt asks about {sorted((group - {value}) & words)[0]!r}"


#: Keys whose value picks a variant of the thing asked about (a size, a model, a trim).
_VARIANT_KEYS = re.compile(r"(^|_)(size|variant|model|trim|fit|edition|style)$", re.IGNORECASE)


def _shape(token: str) -> str:
    return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", token))


def _other_variants(facts: RunFacts, i: int, prompt: str) -> Iterator[str]:
    """A call whose size, model or trim argument (`"size": "40R"`) the prompt does not name while it
    names another of the same shape, digits and letters alike ("the trench in 38R")."""
    call = facts.evidence.tool_calls[i]
    asked = {t.upper() for t in re.findall(r"\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{2,6}\b", prompt)}
    for key, leaf in walk_output(call.args):
        value = leaf.strip().upper() if isinstance(leaf, str) else ""
        if not _VARIANT_KEYS.search(key) or not value or value in asked:
            continue
        same = sorted(t for t in asked if _shape(t) == _shape(value))
        if same:
            yield f"{call.tool} was called with {key}={leaf!r} but the prompt asks about {same[0]!r}"


_LABEL_NUMBER = r"\d{1,4}(?:\.\d)?(?:\s*[-\u2013]\s*\d{1,4})?"
#: A word and the number after it ("Terminal 2", "gate 14"), or a number and its unit ("30-40 mmHg");
#: a capitalised word after a number is a name ("1986 Fleer"), not a unit.
_WORD_NUMBER = re.compile(r"(?<![\w-])([A-Za-z]{3,})\s+#?\s*(" + _LABEL_NUMBER + r")(?![\w.,-]?\d)(?![\w-])")
_NUMBER_UNIT = re.compile(r"(?<![\w.-])(" + _LABEL_NUMBER + r")\s*((?![A-Z][a-z])[A-Za-z]{2,})\b")
_NOT_LABELS = frozenset("the and for with from per each about than under over only page limit top".split())
#: Keys whose number picks a variant of the thing asked about (`size_us_mens: 10.5`).
_NUMBERED_VARIANT = frozenset("size width grade gauge tier length".split())


def _labelled_numbers(value: str) -> set[tuple[str, str]]:
    """(label, number) pairs of a text: "Terminal 2" gives (terminal, 2), "30-40 mmHg" (mmhg, 30-40)."""
    found = {(w.lower(), n) for w, n in _WORD_NUMBER.findall(value)} | {(w.lower(), n) for n, w in _NUMBER_UNIT.findall(value)}
    return {(w, re.sub(r"\s", "", n).replace("\u2013", "-")) for w, n in found if w not in _NOT_LABELS}


def _renumbered(facts: RunFacts, i: int, prompt: str) -> Iterator[str]:
    """A call whose argument numbers a thing the prompt numbers otherwise, with a number the prompt
    never gives: "Terminal 1" searched for "Terminal 2", "20-30 mmHg" for "30-40 mmHg", a size
    argument of 10.5 for "size 10"."""
    call = facts.evidence.tool_calls[i]
    for key, leaf, label, other in _other_numbers(walk_output(call.args), prompt):
        yield f"{call.tool} was called with {key}={leaf!r} but the prompt asks about {label} {other}"


def _renumbered_outputs(facts: RunFacts, prompt: str) -> list[tuple[str, tuple[str, ...]]]:
    """The one record an output returned, sized or numbered otherwise than the prompt asks
    (`"size": "10"` for "in size 8"), as `_renumbered` reads a call."""
    return [(f"{output.tool} returned {key}={leaf!r} but the prompt asks about {label} {other}", facts.output_spans([j]))
            for j, output in facts.successful_outputs()
            for key, leaf, label, other in _other_numbers(entities.single_record_leaves(output.output), prompt, variants_only=True)]


def _other_numbers(leaves: Iterable[tuple[str, Any]], prompt: str, variants_only: bool = False) -> Iterator[tuple[str, Any, str, str]]:
    """(key, leaf, label, the prompt's number) for each leaf numbering a thing the prompt numbers
    otherwise, with a number the prompt never gives; a number alone counts under a size-like key
    (`_NUMBERED_VARIANT`), and only those when `variants_only` (an output's "Bus 118" is the
    vehicle on route 23)."""
    prompt = text.ascii_folded(prompt)
    asked = _labelled_numbers(prompt)
    given = set(re.findall(_LABEL_NUMBER, prompt))
    for key, leaf in leaves if asked else ():
        head = re.split(r"[_\W]+", key.lower())[0]
        if isinstance(leaf, str) and not (head in _NUMBERED_VARIANT and re.fullmatch(r"\d{1,3}(?:\.\d)?", leaf.strip())):
            pairs = set() if variants_only else _labelled_numbers(text.ascii_folded(leaf))
        elif isinstance(leaf, (int, float, str)) and not isinstance(leaf, bool):
            pairs = {(head, f"{float(leaf):g}")} if head in _NUMBERED_VARIANT else set()
        else:
            continue
        for label, number in pairs:
            other = sorted(n for w, n in asked if w == label and n != number and ("-" not in n or isinstance(leaf, str))
                           and not number.startswith(n + "-"))  # "CHEM 2210-002" is a section of "CHEM 2210"
            if other and (label, number) not in asked and number not in given:
                yield key, leaf, label, other[0]


_CODE = re.compile(r"([a-z]{1,4})(\d{3,})")


def _other_codes(facts: RunFacts, i: int, prompt: str) -> Iterator[str]:
    """A call whose argument holds a model code of the prompt's code's family (the same letters,
    as many digits) but other digits, while neither the call nor its output holds the prompt's
    code: `GS-2632` looked up for "the GS-1930", `CAP-K543` for "the Capezio K360"."""
    asked = {t: _CODE.fullmatch(t) for t in _tokens(prompt)}
    asked = {t: m for t, m in asked.items() if m}
    if not asked:
        return
    call, j = facts.evidence.tool_calls[i], facts.output_of_call[i]
    seen = _tokens(text.leaf_text(call.args) + " " + (text.leaf_text(facts.evidence.tool_outputs[j].output) if j is not None else ""))
    if seen & set(asked):  # the call is about one of the codes the prompt names (a comparison of two)
        return
    for key, leaf in walk_output(call.args):
        for token in sorted(_tokens(text.safe_str(leaf))) if isinstance(leaf, str) else ():
            code = _CODE.fullmatch(token)
            for t, m in sorted(asked.items()):
                if code and code.group(1) == m.group(1) and len(code.group(2)) == len(m.group(2)) and token != t:
                    yield f"{call.tool} was called with {key}={leaf!r} but the prompt asks about {t.upper()!r}"
                    return


def _prompt_places(prompt: str, calls_text: str) -> set[str]:
    """The prompt's capitalised words (`_CAPITALISED`) that no call uses, as they are or, for a US
    state or a province, as its code ("Ohio" is `"state": "OH"`)."""
    named = {m.group(1).lower() for m in _CAPITALISED.finditer(prompt) if not entities.NUMBERED_KIND.match(prompt, m.end())} - _NOT_PLACES  # "Ward 3"
    codes = set(re.findall(r"\b[a-z]{2}\b", calls_text))
    return {w for w in named if w not in calls_text and entities.US_STATES.get(w, "").lower() not in codes}


@check(
    "wrong_entity",
    reads=('prompt', 'tool_args'),
    severity="high",
    lowers=("task_completion", "hallucination"),
    root_cause="The agent looked up, or reported, a different place, person, product or id than the one asked about.",
    fix="Pass the user's entity to the tool exactly as given, and quote ids from the tool output, not from memory.",
    certainty="inference",
)
def wrong_entities(facts: RunFacts) -> list[FailureCause]:
    """A call whose arguments name an id or symbol one edit or swap away from one in the prompt,
    that neither the prompt, the response nor an earlier output holds (`A10429` looked up for
    `A10492`), or a place (`location`, `city`, `destination`, ...) the prompt and response never name
    while the prompt names one the calls never use; or an id in the response one edit or swap away
    from one in the outputs and found in no source (`RZ-40781` reported for `RZ-40718`)."""
    if facts.text_withheld:  # a withheld value may be the support or the claim: nothing to infer
        return []
    evidence = facts.evidence
    prompt, response = text.safe_str(evidence.prompt), text.safe_str(evidence.response)
    asked = _tokens(prompt)
    calls_text = " ".join(text.leaf_text(c.args).lower() for c in evidence.tool_calls)
    places = _prompt_places(prompt, calls_text)
    found: list[tuple[str, tuple[str, ...]]] = []
    for i in range(len(evidence.tool_calls)):
        answered = [k for k in facts.output_of_call[:i] if k is not None]
        earlier = " ".join(text.leaf_text(evidence.tool_outputs[k].output) for k in answered)
        known = asked | _tokens(response) | _tokens(earlier)
        found += [(what, facts.call_spans([i])) for what in _arg_mismatches(facts, i, asked, known, places)]
        found += [(what, facts.call_spans([i])) for what in _swapped_numbers(facts, i, prompt, response)]
        found += [(what, facts.call_spans([i])) for what in _coded_places(facts, i, places)]
        found += [(what, facts.call_spans([i])) for what in _other_names(facts, i, prompt, response)]
        found += [(what, facts.call_spans([i])) for what in _other_addresses(facts, i, prompt)]
        found += [(what, facts.call_spans([i])) for what in _other_alternatives(facts, i, prompt, response)]
        found += [(what, facts.call_spans([i])) for what in _other_variants(facts, i, prompt)]
        found += [(what, facts.call_spans([i])) for what in _renumbered(facts, i, prompt)]
        found += [(what, facts.call_spans([i])) for what in _other_codes(facts, i, prompt)]
    found += _reported_ids(facts, response)
    found += _other_states(facts, prompt) + _picked_wrong_records(facts, entities.proper_names(prompt)) + _other_days(facts, prompt)
    found += _misattributed(facts, response)
    found += _answered_for_another(facts, prompt, response)
    found += _excluded_used(facts, prompt, response) + _renumbered_outputs(facts, prompt)
    if not found:
        return []
    return [
        facts.cause(
            "wrong_entity",
            f"The run is about a different entity than the one asked or returned: {_quote([w for w, _ in found])}.",
            (s for _, spans in found for s in spans),
        )
    ]


#: Keys, beyond the name, person and place keys, under which a call or an output names what it is about.
_SUBJECT_KEYS = frozenset("site park facility street species country query title handle".split())


def _names_subject(key: str) -> bool:
    return _names_someone(key) or key.lower() in _OUTPUT_PLACE_KEYS or key.lower() in _SUBJECT_KEYS


def _may_name(key: str, value: str) -> bool:
    """Whether a field can name what a call or an output is about: a key that names a subject
    (`_names_subject`), or a short text of six words at most that is no time zone or path (`"zoo":
    "ZSL London Zoo"`, not `"tz": "America/Vancouver"` nor a sentence of notes)."""
    if re.search(r"(^|_)by$", key.lower()):  # `signed_by`: who acted, not what it is about
        return False
    return _names_subject(key) or ("/" not in value and len(value.split()) <= 6)


def _answered_for_another(facts: RunFacts, prompt: str, response: str) -> list[tuple[str, tuple[str, ...]]]:
    """The response repeats a name of the prompt that no call or output holds (`entities.unseen_names`),
    while a call's argument, or an output's one record, names what it is about (`_may_name`) with a
    capitalised word neither the prompt nor the response says: the answer about "the Maple Ave salon"
    comes from `{"name": "Pawfect Grooming - Oak St"}`. Strings in lists of two or more records are a
    list to choose from, not what was found, and are left out."""
    evidence = facts.evidence
    tool_text = text.ascii_folded(" ".join(
        [text.leaf_text(c.args) for c in evidence.tool_calls] + [text.leaf_text(o.output) for o in evidence.tool_outputs]
    ))
    prompt, response = text.ascii_folded(prompt), text.ascii_folded(response)
    unseen = entities.unseen_names(prompt, response, tool_text)
    if not unseen:
        return []
    said = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", f"{prompt} {response}")}
    named = sorted(unseen)[0].title()

    def other(leaf: str) -> bool:
        return bool(entities.other_name_words(text.ascii_folded(leaf), said))

    for i, call in enumerate(evidence.tool_calls):
        for key, leaf in walk_output(call.args):
            if isinstance(leaf, str) and _may_name(key, leaf) and other(leaf):
                return [(f"{call.tool} was called with {key}={leaf!r}, but the prompt asks about {named!r}, which no tool saw",
                         facts.call_spans([i]))]
    for j, output in facts.successful_outputs():
        for key, leaf in entities.single_record_strings(output.output):
            if _may_name(key, leaf) and other(leaf):
                return [(f"{output.tool} returned {key}={leaf!r}, but the prompt asks about {named!r}, which no tool saw",
                         facts.output_spans([j]))]
    return []


#: What a prompt rules out: "the headphones, not the charger", "everything except the sofa".
_EXCLUDED = re.compile(
    r"\b(?:not\s+(?:the|my|our|a|an)|except\s+(?:for\s+)?(?:the|my)?|other\s+than\s+(?:the|my)|instead\s+of\s+(?:the|my)"
    r"|rather\s+than\s+(?:the|my))\s+([a-z][a-z-]{3,})",
    re.IGNORECASE,
)


def _excluded_used(facts: RunFacts, prompt: str, response: str) -> list[tuple[str, tuple[str, ...]]]:
    """A thing the prompt rules out ("not the charger") that a call's argument, or the name of the
    one record an output returned, holds (`"name": "65W USB-C Charger"`), while the response never
    names it: the agent acted on what the user excluded and reported it as what was asked."""
    said = response.lower()
    excluded = {m.group(1).lower()[:5] for m in _EXCLUDED.finditer(prompt)} - {w for w in re.findall(r"[a-z]{5,}", said) for w in [w[:5]]}
    if not excluded:
        return []
    for i, call in enumerate(facts.evidence.tool_calls):
        for key, leaf in walk_output(call.args):
            if isinstance(leaf, str) and any(stem in leaf.lower() for stem in excluded):
                return [(f"{call.tool} was called with {key}={leaf!r}, which the prompt rules out", facts.call_spans([i]))]
    for j, output in facts.successful_outputs():
        for key, leaf in entities.single_record_strings(output.output):
            if (_names_subject(key) or "name" in key.lower()) and any(stem in leaf.lower() for stem in excluded):
                return [(f"{output.tool} returned {key}={leaf!r}, which the prompt rules out", facts.output_spans([j]))]
    return []


#: A number the response gives as an identifier: after "#", or after a word naming one ("case 5510382").
_NUMBERED = re.compile(
    r"(?:#\s?|\b(?:case|order|ticket|confirmation|reference|ref|booking|claim|invoice|account|member|policy|rx"
    r"|cert|certificate|serial|tracking|permit|licen[cs]e|registration|reservation|receipt|transaction|application)"
    r"(?:\s+(?:number|no\.?|id))?\s*#?\s*)(\d{5,})\b",
    re.IGNORECASE,
)


def _ids_in(value: str) -> set[str]:
    """The identifiers of a text: tokens with letters and digits, and numbers of five digits or more."""
    return text.id_tokens(value) | set(re.findall(r"(?<![\d.])\d{5,}(?![\d.])", value))


def _reported_ids(facts: RunFacts, response: str) -> list[tuple[str, tuple[str, ...]]]:
    evidence = facts.evidence
    sources = _ids_in(text.safe_str(evidence.prompt))
    for call in evidence.tool_calls:
        sources |= _ids_in(text.leaf_text(call.args))
    by_output = {j: _ids_in(text.leaf_text(o.output)) for j, o in facts.successful_outputs()}
    for ids in by_output.values():
        sources |= ids
    found = []
    response = text.ascii_folded(response)  # "spores/m³" is "spores/m3"
    reported = text.id_tokens(response) | set(_NUMBERED.findall(response))
    for token in sorted(reported - sources):
        if token.endswith("s") and token[:-1] in sources:  # "SEV2s": the plural of a source's "SEV2"
            continue
        for j, ids in by_output.items():
            near = sorted(t for t in ids if near_miss(token, t))
            if near:
                found.append((f"the response reports {token!r} where {evidence.tool_outputs[j].tool} returned {near[0]!r}",
                              facts.output_spans([j])))
                break
    return found


def _misattributed(facts: RunFacts, response: str) -> list[tuple[str, tuple[str, ...]]]:
    """Ids the response gives for one record of a list while naming another (`entities.misattributed_ids`)."""
    sentences = _sentences(response)
    return [
        (f"the response gives {ident!r} from what {output.tool} returned, but that is not the {word!r} one",
         facts.output_spans([j]))
        for j, output in facts.successful_outputs()
        for ident, word in entities.misattributed_ids(output.output, sentences)
    ]


def _other_states(facts: RunFacts, prompt: str) -> list[tuple[str, tuple[str, ...]]]:
    """Calls whose arguments name a US state other than the one the prompt qualifies its place with
    ("Portland, Maine" asked, `{"city": "Portland", "state": "OR"}` called)."""
    asked = entities.qualifier_states(prompt)
    found = []
    for i, call in enumerate(facts.evidence.tool_calls):
        used = entities.argument_states(call.args)
        if asked and used and not used & asked:
            found.append((f"{call.tool} was called for state {sorted(used)[0]} but the prompt asks about "
                          f"{sorted(asked)[0]}", facts.call_spans([i])))
    return found


def _picked_wrong_records(facts: RunFacts, asked: set[str]) -> list[tuple[str, tuple[str, ...]]]:
    """Records picked from a list of results by id for a later call while another record's name
    matches the prompt's proper names better (see `entities.picked_records`)."""
    evidence = facts.evidence
    found = []
    for j, output in facts.successful_outputs():
        i = facts.call_of_output(j)
        later = [c.args for c in evidence.tool_calls[i + 1 :]] if i is not None else []
        for picked, better in entities.picked_records(output.output, later, asked, facts.thresholds.picked_record_min_names):
            found.append((f"a later call took {picked!r} from what {output.tool} returned, where {better!r} "
                          "matches the prompt's name better", facts.output_spans([j])))
    return found


def _other_days(facts: RunFacts, prompt: str) -> list[tuple[str, tuple[str, ...]]]:
    """Calls whose date arguments all miss the day a relative word of the prompt means at the
    run's date ("tomorrow" asked on November 20, 2026-11-22 looked up), in UTC or in a zone the
    sources give (an IANA name, a timestamp's local offset; a UTC timestamp says nothing of the
    user's zone), else in any zone (see `entities.days_meant`)."""
    relative, when = entities.relative_day(prompt), run_date(facts.evidence)
    if relative is None or when is None:
        return []
    sources = [text.leaf_text(o.output) for o in facts.evidence.tool_outputs]
    sources += [text.leaf_text(c.args) for c in facts.evidence.tool_calls]
    stamps = [t for v in sources for t in timezones.instants_in(v)]
    zones = timezones.zones_named(sources) + [z for z in timezones.zones_of_offsets(stamps) if z.utcoffset(None)]
    meant = entities.days_meant(when, relative[1], zones)
    found = []
    for i, call in enumerate(facts.evidence.tool_calls):
        days = entities.argument_days(call.args)
        if days and not {day for _, day in days} & meant:
            key, day = days[0]
            found.append((f"{call.tool} was called with {key}={day.isoformat()} but {relative[0]!r} is "
                          f"{min(meant).isoformat()}", facts.call_spans([i])))
    return found


# --- stale data --------------------------------------------------------------------------------

_CURRENT = re.compile(
    r"\b(right\s+now|currently|current|at\s+the\s+moment|at\s+present|today|today's|now|as\s+of\s+now|so\s+far|these\s+days"
    r"|this\s+week(?:'s)?|this\s+weekend(?:'s)?|this\s+month(?:'s)?|tonight(?:'s)?|(?<!at\sthe\s)latest|up\s+to\s+date|at\s+this\s+point)\b",
    re.IGNORECASE,
)
_AS_OF_KEYS = re.compile(
    r"(as_?of|observed|fetched|retrieved|cache|updated|checked(?!_?(?:out|in)(?:_|$))|generated|snapshot|measured|issued|refreshed|last_?modified"
    r"|valuation|valued|priced|quoted|recorded|last_?(?:update|event|scan|reading|sync|run|check)"
    r"|last_?(?:sale|sold|trade|traded|report)|period_?end|quote_?date|price_?(?:list_?)?date|rate_?date|report_?date|obs_?time|observation|archived|posted|published|finished|completed|captured|collected|polled|synced"
    r"|(?:effective|valid)_?(?:to|until|through|thru|end)|reported|cached|reviewed|computed|calculated|compiled|sampled"
    r"|counted|inspected|verified|read_at|reading_at|position_at|last_seen|heartbeat|last_?ping|rating_?date|ranking_?date"
    r"|catalog_?date|schedule_?week|menu_?date"
    r"|^timestamp$)",
    re.IGNORECASE,
)
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")
_DATED = re.compile(
    r"\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)\b|\d{4}-\d{2}-\d{2}|\bas of\b",
    re.IGNORECASE,
)


def _iso_day(value: Any) -> datetime | None:
    """The day an ISO date or timestamp text starts with, at midnight UTC; None for anything else."""
    match = _ISO.match(value) if isinstance(value, str) else None
    try:
        return datetime(*map(int, match.groups()), tzinfo=timezone.utc) if match else None
    except ValueError:
        return None


def _as_of(output: Any) -> datetime | None:
    """The newest date an output says its data is from (`as_of`, `observed_at`, `updated_at`,
    `snapshot_date`, `valuation_date`, `priced_at`, `recorded_at`, `last_update`, `published`,
    `finished_at`, `captured_at`, `sampled_on`, the end of its validity `effective_to`, ..., or a
    top-level `date`); when it gives none, when it was fetched (`fetched_at`, `retrieved_at`,
    `synced_at`, `cached_at`): a list published in September is stale however freshly it was
    fetched. None when it says neither; an `effective_date` says since when a rule holds, not how
    old the data is."""
    own, ends, fetched = [], [], []
    pairs = list(walk_output(output))
    if isinstance(output, dict) and isinstance(output.get("date"), str):  # a top-level date; a nested one dates an event
        pairs.append(("as_of", output["date"]))
    for key, value in pairs:
        moment = _iso_day(value) if _AS_OF_KEYS.search(key) else None
        if moment is not None:
            (fetched if _FETCHED_KEYS.search(key) else ends if _VALIDITY_END.search(key) else own).append(moment)
    dated = max(own or ends) if own or ends else None
    if fetched and _CACHED_KEYS.search(" ".join(k for k, _ in pairs)):  # a cached copy is no newer than its cache
        return min(dated, min(fetched)) if dated else min(fetched)
    return dated or (max(fetched) if fetched else None)


#: Boolean keys an output sets to say its data is out of date, and words a response says so in.
_SUPERSEDED_KEYS = frozenset("superseded outdated stale is_stale obsolete is_superseded".split())
_OLD_WORDS = re.compile(r"\b(superseded|outdated|out\s+of\s+date|stale|obsolete|old|older|previous|replaced)\b", re.IGNORECASE)


def _superseded(output: Any) -> str | None:
    """The key of a flag by which an output says its data is out of date (`"superseded": true`)."""
    return next((key for key, value in walk_output(output) if value is True and key.lower() in _SUPERSEDED_KEYS), None)


_EXPIRY_KEYS = re.compile(r"expir|(?:valid|good)_?(?:to|until|through|thru)", re.IGNORECASE)


_MONTHS = "january february march april may june july august september october november december".split()


def _names_period(response: str, dated: datetime) -> bool:
    """Whether the response names the period the data is of: its quarter or half ("H1 2026", "Q2
    2026") or its month and year ("June 2026")."""
    year = str(dated.year)
    periods = {f"q{(dated.month - 1) // 3 + 1}", f"h{(dated.month - 1) // 6 + 1}", _MONTHS[dated.month - 1], _MONTHS[dated.month - 1][:3]}
    return any(m.group(1).lower() in periods for m in re.finditer(rf"\b([A-Za-z]+\d?)\.?,?\s+{year}\b", response))


def _issued_only(output: Any) -> bool:
    """Whether an output's only as-of dates are when the thing was issued (`issued_on`), the date
    of the thing, not of the data."""
    keys = [k for k, v in walk_output(output) if isinstance(v, str) and _ISO.match(v) and _AS_OF_KEYS.search(k)]
    return bool(keys) and all(re.search(r"(^|_)issued(_|$)", k.lower()) for k in keys)


def _valid_after(output: Any, when: datetime) -> bool:
    """Whether the output says what it holds stays valid past the run (`"expires_on": "2026-12-31"`)."""
    return any((day := _iso_day(value)) is not None and day > when for key, value in walk_output(output) if _EXPIRY_KEYS.search(key))


_VALIDITY_END = re.compile(r"(?:effective|valid)_?(?:to|until|through|thru|end)", re.IGNORECASE)
_CACHED_KEYS = re.compile(r"cache", re.IGNORECASE)
_FETCHED_KEYS = re.compile(r"fetched|retrieved|synced|polled|cache", re.IGNORECASE)


@check(
    "stale_data",
    reads=('response', 'tool_outputs'),
    severity="high",
    lowers=("hallucination", "confidence_calibration"),
    root_cause="The response presents as current data that the tool output dates well before the run.",
    fix="Check the date a tool's data is from; refresh it or say how old it is.",
    certainty="inference",
)
def stale_data(facts: RunFacts) -> list[FailureCause]:
    """The response presents data as current ("now", "currently", "today", "at the moment", ...) while a
    successful output it could come from dates its data more than `Thresholds.stale_after_days`
    days before the run (the run's first timestamp), and the response does not state that date
    (saying how old the data is presents it as what it is); one cause per output."""
    if facts.text_withheld:  # a withheld value may be the support or the claim: nothing to infer
        return []
    response = text.safe_str(facts.evidence.response)
    when = run_date(facts.evidence)
    asked_now = _CURRENT.search(text.safe_str(facts.evidence.prompt)) and not _DATED.search(response)
    if when is None or not (_CURRENT.search(response) or asked_now):
        return []  # data presented as current: in those words, or as an undated answer to a question about now
    causes = []
    cited = text.dates_in(response)
    for j, output in facts.successful_outputs():
        if (flag := _superseded(output.output)) and not _OLD_WORDS.search(response):
            causes.append(facts.cause(
                "stale_data", f"The response presents as current what {output.tool} marks {flag} = true.", facts.output_spans([j])
            ))
            continue
        dated = _as_of(output.output)
        if dated is None or any((m, d) == (dated.month, dated.day) and y in (None, dated.year) for m, d, y in cited) \
                or _names_period(response, dated):
            continue  # no date, or the response says how old the data is
        if _valid_after(output.output, when) and _issued_only(output.output):
            continue  # a badge issued last year that expires next month is current
        age = (when - dated).total_seconds() / 86400
        if age > facts.thresholds.stale_after_days:
            causes.append(
                facts.cause(
                    "stale_data",
                    f"The response presents as current what {output.tool} dates {dated.date().isoformat()}, "
                    f"{age:.0f} days before the run.",
                    facts.output_spans([j]),
                )
            )
    return causes
