"""The renderings of the static abilities' conditions of ``sim.model.static_conditions``
(issue 29, as long as; CR 611.3a), after "as long as": each condition's words, as the Oracle
text writes them. The conditions naming a kind of permanent ("defending player controls an
artifact", "equipped creature is a Human") are rendered by ``sim.text.render_statics``,
which names kinds of permanents (``thing``), from ``host_words``."""

from __future__ import annotations

from sim.model import static_conditions as sc
from sim.model.filters import YOU, Filter
from sim.model.pairing import PAIRED
from sim.model.speed_verbs import MAX_SPEED
from sim.text.render_player_conditions import player_condition_words
from sim.text.wording import Piece, alt, number


def condition_words(kind: str, count: int, what: Filter | None = None) -> Piece | None:
    """The words of the condition ``kind`` with ``count`` and ``what`` (None: not one of
    these)."""
    if kind == sc.GRAVEYARD_OF_KIND and what is not None:
        noun = " and/or ".join(t.lower() for t in what.card_type.split("/")) \
            if what.card_type else what.subtype.lower()
        if count == 1:
            return (alt("there is ", "there's "), alt("a ", "an "), noun,
                    " card in your graveyard")
        return ("there are ", number(count), f" or more {noun} cards in your graveyard")
    if kind == sc.GRAVEYARD_EMPTY:
        return "there are no cards in your graveyard"
    if kind == sc.GRAVEYARD_MANA_VALUES:
        return ("there are ", number(count), " or more mana values among cards in your "
                "graveyard")
    if kind == sc.HAND_AT_LEAST:
        return ("you have ", number(count), " or more cards in hand")
    if kind == sc.OPPONENT_HAND_EMPTY:
        return "an opponent has no cards in hand"
    if kind == sc.HAND_EMPTY:
        return "you have no cards in hand"
    if kind == sc.SELF_PAIRED:  # CR 702.95b
        return "~ is paired with another creature"
    if kind == sc.CITY_BLESSING:  # CR 702.131c
        return "you have the city's blessing"
    if kind == sc.GRAVEYARD_CARD_TYPES:
        return ("there are ", number(count), " or more card types among cards in your graveyard")
    if kind == sc.GRAVEYARD_PERMANENTS:
        return ("there are ", number(count), " or more permanent cards in your graveyard")
    if kind == sc.OPPONENT_GRAVEYARD:
        return ("an opponent has ", number(count), " or more cards in their graveyard")
    if kind == sc.DRAWN_AT_LEAST:
        return ("you've drawn ", number(count), " or more cards this turn")
    if kind == sc.OPPONENT_LIFE_AT_MOST:
        return f"an opponent has {count} or less life"
    if kind == sc.CAST_KIND and what is not None:
        noun = {"Instant/Sorcery": "instant or sorcery"}.get(what.card_type,
                                                             what.card_type.lower())
        if count == 1:
            return ("you've cast ", alt("a ", "an "), f"{noun} spell this turn")
        return ("you've cast ", number(count), f" or more {noun} spells this turn")
    if kind == sc.SELF_ENTERED:
        return (alt("~", "it"), " entered the battlefield this turn")
    if kind == sc.NONLAND_ENTERED:
        return (number(count), " or more nonland permanents entered the battlefield under "
                "your control this turn")
    if kind == sc.SPELLS_AT_LEAST:
        return ("you've cast ", number(count), " or more spells this turn")
    if kind == MAX_SPEED:  # CR 702.178a
        return "you have max speed"
    if kind == sc.LIFE_AT_MOST:
        return f"you have {count} or less life"
    if kind == sc.LIFE_ABOVE_START:  # CR 103.4
        return _above_start(count)
    if kind == sc.CONTROLS_TOKEN:
        return "you control a token"
    if kind == sc.OPPONENT_POISON:  # "is poisoned": one or more (CR 122.1f)
        more = ("an opponent has ", number(count), " or more poison counters")
        return alt(more, "an opponent is poisoned") if count == 1 else more
    if kind == sc.ATTACKING_ALONE:
        return alt("~ is attacking alone", "it's attacking alone", "it is attacking alone")
    state = {sc.SELF_EQUIPPED: "equipped", sc.SELF_ENCHANTED: "enchanted",
             sc.SELF_TAPPED: "tapped"}.get(kind)
    if state:
        return (alt("~ is ", "it's ", "it is "), state)
    return player_condition_words(kind, count, what)  # sim.model.player_conditions


def paired(affects: str) -> list[tuple[Piece, bool]]:
    """The words of soulbond's pair when ``affects`` is ``PAIRED`` (CR 702.95b), each with
    whether it is singular; else none."""
    if affects != PAIRED:
        return []
    return [("each of those creatures", True), ("both creatures", False)]


def colored_words(what: Filter) -> Piece:
    """"you control | an opponent controls a [nontoken] <color> [or <color>] permanent"."""
    who = "you control " if what.controller == YOU else "an opponent controls "
    colors = " or ".join(_COLOR_WORDS[c] for c in what.color)
    nontoken = "nontoken " if what.token is False else ""
    return (who, alt("a ", "an "), f"{nontoken}{colors} permanent")


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def host_words(kind: str) -> Piece:
    """The words before the kind a condition names ("defending player controls ",
    "equipped creature is ")."""
    if kind == sc.DEFENDER_CONTROLS:
        return "defending player controls "
    # "enchanted creature gets +1/+2 as long as it's white": "it" the host (static_rules._it_is)
    return alt(sc.HOST_IS[sc.HOSTS[kind]] + " ", "it's ", "it is ")


def _above_start(count: int) -> Piece:
    """``LIFE_ABOVE_START``'s words: life over the starting life total (CR 103.4)."""
    start = " your starting life total"
    if count == 0:
        return "your life total is greater than or equal to" + start
    more = ("you have at least ", number(count), " life more than" + start)
    return alt(more, ("your life total is at least ", number(count), " greater than" + start),
               *(["your life total is greater than" + start] if count == 1 else []))
