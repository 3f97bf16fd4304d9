"""A campaign: one player's series of matches of one game, stage by stage (the towns of Anno
Domini's Road to Jerusalem), each stage adding its difficulty to the earlier ones, with what a
failed try hands on to the next (the carry-over).

The rules say what a campaign is (GameInfo.campaigns), which options a stage's match gets
(`Rules.campaign_options`, the carry-over folded in, so a campaign's match replays from its own
save like any other), whether a finished match passes its stage (`Rules.stage_passed`) and what
a failed try keeps (`Rules.carried_over`). This module keeps the player's progress: pure, its
JSON checked as untrusted input like a save's (games/core/save_file.py).

The retry rule is the Road to Jerusalem's, as the only campaign has it: a failed stage is played
again once with what the failed try carried over; failing that retry too starts the stage
afresh, with nothing carried (and a retry again after that)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

import jsonschema

from games.core import save_file
from games.core.contract import CampaignInfo, GameInfo, Options, Rules, Seat
from games.core.save_file import SaveError

CAMPAIGN_FORMAT = "caravanserai-campaign"
CAMPAIGN_VERSION = 1
MAX_HISTORY = 2_000  # tries recorded; a campaign that long is still one file of a few hundred KB
ADVANCED, RETRY, AFRESH, WON = "advanced", "retry", "afresh", "won"


def campaign_info(info: GameInfo, campaign_id: str) -> CampaignInfo | None:
    return next((c for c in info.campaigns if c.id == campaign_id), None)


@dataclass(frozen=True)
class Try:
    """One finished match of the campaign."""

    stage: int
    attempt: int  # 1 for a fresh try, 2 for the retry with the carry-over
    match_id: str
    passed: bool
    result: str  # the results' headline in words
    outcome: str  # ADVANCED, RETRY, AFRESH or WON: what it led to


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Campaign:
    """A player's progress through one campaign. Immutable: each step returns a new one."""

    campaign_id: str
    game: str
    campaign: str  # CampaignInfo.id
    seats: tuple[Seat, ...]
    options: tuple[tuple[str, Any], ...] = ()  # chosen when it was started (a colour, say)
    stage: int = 0
    attempt: int = 1
    carried: tuple[str, ...] = ()  # what the failed try handed on (the rules read it)
    match_id: str | None = None  # the match being played for the stage, once started
    history: tuple[Try, ...] = ()
    finished: bool = False
    started: str = field(default_factory=_now)
    updated: str = field(default_factory=_now)

    @staticmethod
    def start(info: GameInfo, campaign: CampaignInfo, seats: list[Seat], options: Options) -> Campaign:
        return Campaign(uuid.uuid4().hex, info.id, campaign.id, tuple(seats), tuple(sorted(options.items())))

    def match_options(self, info: GameInfo, rules: Rules) -> Options:
        """The options of the stage's next match, from the rules (the stages and the carry-over)."""
        spec = campaign_info(info, self.campaign)
        assert spec is not None
        base = info.default_options(spec.players)
        base.update(dict(self.options))
        return rules.campaign_options(spec, self.stage, base, self.carried)

    def playing(self, match_id: str | None) -> Campaign:
        """The campaign with the stage's match named (None: no match under way)."""
        return replace(self, match_id=match_id, updated=_now())

    def record(self, rules: Rules, state: Any, result: str) -> Campaign:
        """The stage's match has ended: pass on to the next stage, retry with the carry-over, or
        start the stage afresh."""
        spec = campaign_info(rules.info, self.campaign)
        assert spec is not None and self.match_id is not None and not self.finished
        passed = bool(rules.stage_passed(state, 0))
        if passed and self.stage + 1 >= len(spec.stages):
            nxt, outcome = replace(self, finished=True, carried=()), WON
        elif passed:
            nxt, outcome = replace(self, stage=self.stage + 1, attempt=1, carried=()), ADVANCED
        elif self.attempt == 1:
            kept = tuple(str(x) for x in rules.carried_over(state, 0))
            nxt, outcome = replace(self, attempt=2, carried=kept), RETRY
        else:
            nxt, outcome = replace(self, attempt=1, carried=()), AFRESH
        done = Try(self.stage, self.attempt, self.match_id, passed, result, outcome)
        return replace(nxt, match_id=None, history=(*self.history, done)[-MAX_HISTORY:], updated=_now())

    # --- JSON ---

    def to_json(self) -> dict[str, Any]:
        return {
            "format": CAMPAIGN_FORMAT, "version": CAMPAIGN_VERSION, "id": self.campaign_id, "game": self.game,
            "campaign": self.campaign,
            "seats": [{"name": s.name, "colour": s.colour, "player": s.player} for s in self.seats],
            "options": dict(self.options), "stage": self.stage, "attempt": self.attempt,
            "carried": list(self.carried), "match_id": self.match_id,
            "history": [{"stage": t.stage, "attempt": t.attempt, "match_id": t.match_id, "passed": t.passed,
                         "result": t.result, "outcome": t.outcome} for t in self.history],
            "finished": self.finished, "started": self.started, "updated": self.updated,
        }

    @staticmethod
    def load(path: Any, info_of: Any) -> Campaign:
        """A campaign file, read as untrusted input (its size, its text, its shape, every field)."""
        return Campaign.from_json(save_file.parse(save_file.read_text(path)), info_of)

    @staticmethod
    def from_json(data: Any, info_of: Any) -> Campaign:
        """From a campaign file's JSON, checked to its last field; `info_of(game_id)` gives the
        game's GameInfo (or None). Raises SaveError with the reason."""
        if not isinstance(data, dict) or data.get("format") != CAMPAIGN_FORMAT:
            raise SaveError("this is not a Caravanserai campaign file.")
        error = min(_VALIDATOR.iter_errors(data), key=lambda e: len(e.absolute_path), default=None)
        if error is not None:
            raise SaveError(f"it is damaged: {save_file.describe(error)}.")
        info = info_of(data["game"])
        if info is None:
            raise SaveError(f"its game {data['game']!r} is not on this table")
        spec = campaign_info(info, data["campaign"])
        if spec is None:
            raise SaveError(f"{info.title} has no campaign {data['campaign']!r}")
        if data["stage"] >= len(spec.stages) or any(t["stage"] >= len(spec.stages) for t in data["history"]):
            raise SaveError(f"its stage is past the last of {spec.title}")
        colours = {c.name for c in info.colours}
        seats = tuple(Seat(s["name"], s["colour"], s["player"]) for s in data["seats"])
        if len(seats) != spec.players or any(s.colour not in colours for s in seats):
            raise SaveError(f"its seats do not fit {spec.title}")
        return Campaign(
            data["id"], data["game"], data["campaign"], seats, tuple(sorted(data["options"].items())),
            data["stage"], data["attempt"], tuple(data["carried"]), data["match_id"],
            tuple(Try(t["stage"], t["attempt"], t["match_id"], t["passed"], t["result"], t["outcome"])
                  for t in data["history"]),
            data["finished"], data["started"], data["updated"])


_WORD = {"type": "string", "maxLength": 120, "pattern": r"^[^\x00-\x1f\x7f]*$"}
_ID = {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"}
_SCALAR = {"type": ["string", "integer", "boolean", "null"], "maxLength": 120}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["format", "version", "id", "game", "campaign", "seats", "options", "stage", "attempt", "carried",
                 "match_id", "history", "finished", "started", "updated"],
    "properties": {
        "format": {"const": CAMPAIGN_FORMAT},
        "version": {"type": "integer", "minimum": 1, "maximum": CAMPAIGN_VERSION},
        "id": _ID,
        "game": {"type": "string", "pattern": "^[a-z][a-z0-9_]{0,31}$"},
        "campaign": _ID,
        "seats": {"type": "array", "minItems": 1, "maxItems": 8, "items": {
            "type": "object", "additionalProperties": False, "required": ["name", "colour", "player"],
            "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 24,
                                    "pattern": r"^[^\x00-\x1f\x7f]*$"},
                           "colour": {"type": "string", "maxLength": 24},
                           "player": {"type": "string", "pattern": "^[a-z][a-z0-9-]{0,23}$"}}}},
        "options": {"type": "object", "maxProperties": 32, "propertyNames": {"maxLength": 40},
                    "additionalProperties": _SCALAR},
        "stage": {"type": "integer", "minimum": 0, "maximum": 100},
        "attempt": {"type": "integer", "minimum": 1, "maximum": 2},
        "carried": {"type": "array", "maxItems": 200, "items": {"type": "string", "maxLength": 40}},
        "match_id": {"anyOf": [_ID, {"type": "null"}]},
        "history": {"type": "array", "maxItems": MAX_HISTORY, "items": {
            "type": "object", "additionalProperties": False,
            "required": ["stage", "attempt", "match_id", "passed", "result", "outcome"],
            "properties": {"stage": {"type": "integer", "minimum": 0, "maximum": 100},
                           "attempt": {"type": "integer", "minimum": 1, "maximum": 2},
                           "match_id": _ID, "passed": {"type": "boolean"}, "result": _WORD,
                           "outcome": {"enum": [ADVANCED, RETRY, AFRESH, WON]}}}},
        "finished": {"type": "boolean"},
        "started": _WORD,
        "updated": _WORD,
    },
}
_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
