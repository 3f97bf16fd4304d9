"""Campaigns as the player keeps them: each in its own file in the data folder's campaigns
folder, written atomically whenever it changes, never touched by starting another game.

A campaign's match is an ordinary kept match (games/ui/saves.py); the campaign file names it.
When that match ends, the campaign records the result (`settle`): right away at the results,
or, should the app have stopped in between, the next time the campaign is looked at, from the
finished match's own file. So neither a crash nor a quit loses a step of the road.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from games import registry
from games.core import paths
from games.core.campaign import ADVANCED, AFRESH, RETRY, WON, Campaign, campaign_info
from games.core.contract import CampaignInfo, GameInfo
from games.core.match import Match, SaveError, remove_stale_temps, write_json_atomic
from games.ui import saves
from games.ui.results_scene import winners_line  # the results' own headline


def campaigns_dir() -> Path:
    return paths.user_data_dir() / "campaigns"


def path_of(campaign: Campaign) -> Path:
    return campaigns_dir() / f"{campaign.campaign_id}.json"


def store(campaign: Campaign) -> Campaign:
    write_json_atomic(path_of(campaign), campaign.to_json())
    return campaign


def _info_of(game_id: str) -> GameInfo | None:
    return registry.info(game_id) if game_id in registry.game_ids() else None


def spec_of(campaign: Campaign) -> CampaignInfo:
    """The campaign's stages and words (a loaded campaign's game and campaign are known)."""
    spec = campaign_info(registry.info(campaign.game), campaign.campaign)
    assert spec is not None
    return spec


OUTCOME_WORDS = {ADVANCED: "passed", WON: "passed: the road is done",
                 RETRY: "failed: a second try, keeping what it won", AFRESH: "failed again: the stage starts afresh"}


def stage_words(c: Campaign, spec: CampaignInfo) -> str:
    """Where the player stands, in a line."""
    if c.finished:
        return f"Finished: every stage of {spec.title} passed."
    stage = spec.stages[c.stage]
    where = f"Stage {c.stage + 1} of {len(spec.stages)}: {stage.name}"
    if c.attempt == 2:
        kept = f" ({len(c.carried)} kept)" if spec.carry else ""
        return f"{where}, second try{', keeping ' + spec.carry if spec.carry else ''}{kept}."
    return f"{where}."


@dataclass(frozen=True)
class Entry:
    """One campaign file as the list shows it: the campaign, or why it cannot be opened."""

    path: Path
    modified: float
    campaign: Campaign | None
    problem: str | None = None

    @property
    def when(self) -> str:
        return saves.when_words(self.modified)

    @property
    def continue_words(self) -> str:
        """What Continue brings back, in a sentence (the menu's tooltip)."""
        assert self.campaign is not None
        c = self.campaign
        return f"{spec_of(c).title}, {c.seats[0].name}. {stage_words(c, spec_of(c))} Last played: {self.when}."


def load(path: Path) -> Campaign:
    return Campaign.load(path, _info_of)


def everything() -> list[Entry]:
    """Every campaign file, newest first; a damaged one is listed with its reason, never removed."""
    folder = campaigns_dir()
    if not folder.is_dir():
        return []
    remove_stale_temps(folder)
    out = []
    for path in folder.glob("*.json"):
        if not path.is_file():
            continue
        try:
            out.append(Entry(path, path.stat().st_mtime, load(path)))
        except SaveError as exc:
            out.append(Entry(path, path.stat().st_mtime, None, saves.problem_line(path, str(exc))))
        except OSError as exc:
            out.append(Entry(path, 0.0, None, saves.problem_line(path, str(exc.strerror or exc))))
    return sorted(out, key=lambda e: e.modified, reverse=True)


def latest_unfinished() -> Entry | None:
    return next((e for e in everything() if e.campaign is not None and not e.campaign.finished), None)


def continue_target() -> saves.SaveSummary | Entry | None:
    """What Continue resumes: the match or the campaign played last (a campaign whose stage's
    match is under way is that match, whose file is the newer)."""
    match, campaign = saves.latest_in_progress(), latest_unfinished()
    if campaign is not None and (match is None or campaign.modified > match.modified):
        return campaign
    return match


def outcome_of(campaign: Campaign, match_id: str) -> str:
    """What a finished match of the campaign led to, in a line for its results ("" if none)."""
    done = next((t for t in reversed(campaign.history) if t.match_id == match_id), None)
    if done is None:
        return ""
    return f"{spec_of(campaign).stages[done.stage].name} {OUTCOME_WORDS[done.outcome]}."


def current_match(campaign: Campaign) -> Match | None:
    """The stage's match as it stands in its kept file, or None (not started, or unreadable)."""
    if campaign.match_id is None:
        return None
    path = saves.kept_path_of(campaign.match_id)
    try:
        match = Match.load(path, registry.rules)
    except (SaveError, OSError):
        return None
    return match if match.match_id == campaign.match_id else None


def settle(campaign: Campaign, match: Match | None = None) -> Campaign:
    """Record the stage's match once it has ended (from `match`, or read from its kept file)
    and keep the campaign on disk; the campaign as it was while the match goes on."""
    if campaign.finished or campaign.match_id is None:
        return campaign
    if match is None or match.match_id != campaign.match_id:
        match = current_match(campaign)
    if match is None:
        if not saves.kept_path_of(campaign.match_id).exists():
            # The match's file is gone (deleted from the load list): the stage starts again.
            return store(campaign.playing(None))
        return campaign
    if not match.is_over():
        return campaign
    words = winners_line(match, match.rules.winners(match.state))
    if match.rules.info.scored:  # "Anna wins! (142 to 130)": how near the stage's mark it came
        totals = [s.total for s in match.rules.scores(match.state)] + \
            [round(v) for v in match.rules.side_values(match.state)]
        words += f" ({' to '.join(map(str, totals))})"
    return store(campaign.record(match.rules, match.state, words))


def for_match(match: Match) -> Campaign | None:
    """The campaign whose stage this match is, if any."""
    return next((e.campaign for e in everything() if e.campaign is not None and e.campaign.match_id == match.match_id),
                None)


def start_match(campaign: Campaign, seed: int) -> tuple[Campaign, Match]:
    """The stage's next match, and the campaign that now names it (kept on disk)."""
    rules = registry.rules(campaign.game)
    match = Match(rules, campaign.match_options(rules.info, rules), list(campaign.seats), seed)
    return store(campaign.playing(match.match_id)), match


def delete(entry: Entry) -> None:
    """Deliberately, after the player confirmed it; its matches stay in the load list."""
    entry.path.unlink(missing_ok=True)
