"""A small deterministic tool-using agent for the demo: no LLM, no network, the same run every time.

It answers a trip-cost question with four tools and two (simulated) LLM calls, and it has two
flaws on purpose, so that scoring has something to find: it asks for the exchange rate twice
with the same arguments, and it looks up the weather and then never uses it.
"""

from __future__ import annotations

import time
from typing import Any

from critiqor.recorder import EvidenceRecorder

__all__ = ["DEMO_PROMPT", "TripCostAgent"]

DEMO_PROMPT = "What will a 3-night trip from Berlin to Lisbon cost for 2 people, in USD?"

_FARES = {("BER", "LIS"): 189.0}
_HOTELS = {"Lisbon": 142.0}
_RATES = {("EUR", "USD"): 1.08}


def _pause(ms: float) -> None:
    """Stand-in for tool work, so the trace shows realistic, stable durations."""
    time.sleep(ms / 1000)


def search_flights(origin: str, destination: str, passengers: int) -> dict[str, Any]:
    _pause(30)
    fare = _FARES[(origin, destination)]
    return {"origin": origin, "destination": destination, "fare_eur": fare, "total_eur": fare * passengers}


def search_hotels(city: str, nights: int) -> dict[str, Any]:
    _pause(20)
    rate = _HOTELS[city]
    return {"city": city, "nightly_eur": rate, "total_eur": rate * nights}


def exchange_rate(base: str, quote: str) -> float:
    _pause(5)
    return _RATES[(base, quote)]


def weather(city: str) -> dict[str, Any]:
    _pause(5)
    return {"forecast": "sunny", "high_c": 19, "rain_mm": 0}


class TripCostAgent:
    """Answers the demo prompt, recording every tool call and LLM call on `recorder`."""

    def __init__(self, recorder: EvidenceRecorder) -> None:
        self.recorder = recorder

    def run(self, prompt: str) -> str:
        rec = self.recorder
        rec.record_llm_call("demo-planner", {"prompt_tokens": 412, "completion_tokens": 96, "total_tokens": 508})
        rec.record_event("plan", steps=["flights", "hotel", "exchange rate", "weather"])

        # The flight search times out once, then succeeds on a retry.
        rec.record_tool_call("search_flights", {"origin": "BER", "destination": "LIS", "passengers": 2}, call_id="f-1")
        _pause(40)
        rec.record_tool_output("search_flights", None, call_id="f-1", error="timeout after 40 ms")
        rec.record_event("retry", tool="search_flights", attempt=2)
        flights = rec.wrap_tool("search_flights", search_flights)("BER", "LIS", 2)

        hotel = rec.wrap_tool("search_hotels", search_hotels)("Lisbon", 3)
        rate_tool = rec.wrap_tool("exchange_rate", exchange_rate)
        rate = rate_tool("EUR", "USD")
        rate = rate_tool("EUR", "USD")  # flaw: the same call again
        rec.wrap_tool("weather", weather)("Lisbon")  # flaw: the forecast is never used

        total_eur = flights["total_eur"] + hotel["total_eur"]
        total_usd = round(total_eur * rate, 2)
        rec.record_llm_call("demo-writer", {"prompt_tokens": 655, "completion_tokens": 58, "total_tokens": 713})
        return (
            f"Flights for 2 cost {flights['total_eur']:.2f} EUR and 3 nights in Lisbon cost "
            f"{hotel['total_eur']:.2f} EUR: {total_eur:.2f} EUR, about {total_usd:.2f} USD at {rate} USD/EUR."
        )
