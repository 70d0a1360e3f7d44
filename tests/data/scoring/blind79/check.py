"""Shape and consistency checks for the blind79 records (does not score anything)."""
import glob, json, os, re
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
first = json.loads(open(os.path.join(HERE, "..", "weather.jsonl")).readline())
keys = set(first) | {"set"}
day0 = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
n = 0
for fn in sorted(glob.glob(os.path.join(HERE, "*.jsonl"))):
    for line in open(fn):
        r = json.loads(line); n += 1
        assert set(r) == keys, (r["id"], set(r) ^ keys)
        assert r["set"] == "blind79" and r["split"] == "heldout"
        assert (r["label"] == "clean") == (r["expected_cause"] is None), r["id"]
        ids = [c["id"] for c in r["tool_calls"]]
        assert len(set(ids)) == len(ids)
        for o in r["tool_outputs"]:
            assert o["call_id"] in ids
        for e in r["trace"]:
            assert day0 <= e["timestamp"] < day0 + 86400, r["id"]
        ends = {e["call_id"]: e for e in r["trace"] if e["event"] == "tool_end"}
        for cid, e in ends.items():
            for m in re.findall(r"2026-11-20T\d\d:\d\d:\d\dZ", json.dumps(e["output"])):
                ts = datetime.fromisoformat(m.replace("Z", "+00:00")).timestamp()
                assert ts <= e["timestamp"], (r["id"], m, datetime.fromtimestamp(e["timestamp"], timezone.utc))
        errs = [e["error"] for e in r["trace"] if e["event"] == "tool_end" and e["error"]]
        assert errs == r["metrics"]["errors"]
        assert r["metrics"]["retries"] == sum(e["event"] == "retry" for e in r["trace"])
print(n, "records ok")
