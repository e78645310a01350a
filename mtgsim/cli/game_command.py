"""``mtgsim game DECK_A DECK_B``: play one game between two decks and report it.

Player ``A`` plays ``DECK_A``, ``B`` plays ``DECK_B`` (deck files, ``cards.decks``). The game
is ``mtgsim.game`` seeded by ``--seed`` (shuffles and the coin flip for who plays first,
unless ``--first`` names them), played by ``mtgsim.play`` with the policies of ``--policy
PLAYER=NAME`` (as ``montecarlo``'s; default: the default policy) made with
``numpy.random.default_rng(seed)`` — the same game as that Python call. It prints a summary
(who won and why, or a draw at the turn limit; turns; life; mulligans; what each player cast
and played), with ``--log`` the game turn by turn (``sim.io.run_report.format_game_log``), or with
``--json`` one JSON object. Before it comes what of each deck the engine runs
(``cards.deck_coverage``: the shares of the deck run in full, and each card that is not, with
the clauses and faces not run; ``deck_coverage`` in JSON). Cards with Oracle clauses the
engine does not run are named once per game on stderr (``--strict``: refused, exit 2). Bad
input exits 2 with one message naming the file or argument (``mtgsim.cli.main``).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import numpy as np

from cards.deck_coverage import compact_block
from mtgsim.cli.arguments import (
    CARDS_HELP,
    DECKS_STRICT_HELP,
    deck_coverages,
    load_decks,
    non_negative,
    player_policies,
    seat_policies,
)
from mtgsim.games import SEATS, TURN_LIMIT, game
from mtgsim.policies import POLICIES, agents_for, policy
from mtgsim.positions import play
from sim.io.run_report import SCHEMA_VERSION, format_game_log
from sim.model.errors import MtgsimError, ScenarioError
from sim.model.events import HandKept, LandPlayed, Mulliganed, PlayerLost, SpellCast
from sim.model.state import GameState
from sim.rules.opening import OPENING_HAND


def add_game_command(sub: Any) -> None:
    """The ``game`` command."""
    g = sub.add_parser("game", help="play one game between two decks and print who won, or "
                       "the game turn by turn (--log)")
    g.add_argument("deck_a", metavar="DECK_A", help="player A's deck file (MTG Arena / MTGO "
                   "text export, docs/deck-format.md)")
    g.add_argument("deck_b", metavar="DECK_B", help="player B's deck file")
    g.add_argument("--seed", type=non_negative, default=0, help="seeds the shuffles, the "
                   "coin flip for who plays first and the policies; a non-negative integer "
                   "(default: %(default)s)")
    g.add_argument("--policy", action="append", default=[], metavar="PLAYER=NAME",
                   help=f"who makes a player's decisions: {', '.join(POLICIES)}, or "
                   "module:Class (your own); repeat per player, e.g. --policy A=random "
                   "(default: default)")
    g.add_argument("--first", choices=SEATS, help="the player who plays first (default: a "
                   "coin flip from --seed)")
    g.add_argument("--turn-limit", type=non_negative, default=TURN_LIMIT, metavar="N",
                   help="the last turn played: after it the game is a draw; 0 for none "
                   "(default: %(default)s)")
    g.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    g.add_argument("--strict", action="store_true", help=DECKS_STRICT_HELP)
    g.add_argument("--log", action="store_true", help="print the game turn by turn")
    g.add_argument("--json", action="store_true", help="print one JSON object (with --log: "
                   "the events too)")
    g.set_defaults(func=cmd_game)


def cmd_game(args: argparse.Namespace) -> int:
    """Play the game and print it."""
    policies = seat_policies(player_policies(args.policy), "game")
    decks = load_decks((args.deck_a, args.deck_b), args.cards, args.strict)
    state = game(decks[0], decks[1], seed=args.seed, first=args.first,
                 turn_limit=args.turn_limit)
    first = state.active
    try:  # made as mtgsim.play(state, policies, default_rng(seed)) makes them
        agents = agents_for(state, policies, np.random.default_rng(args.seed))
    except MtgsimError:
        for player, name in policies.items():  # which one: that one's message
            try:
                policy(name)
            except MtgsimError as err:
                raise ScenarioError("--policy", f"{player}={name}", str(err)) from None
        raise
    play(state, agents)
    paths = {"A": args.deck_a, "B": args.deck_b}
    named = {p: policies.get(p, "default") for p in SEATS}
    covered = deck_coverages(decks, SEATS)
    if args.json:
        data = game_json(state, args.seed, first, args.first is None, paths, named, args.log)
        data["deck_coverage"] = {seat: c.to_json() for seat, c in covered}
        print(json.dumps(data, indent=2))
        return 0
    header = [*compact_block(covered),
              *_header(state, args.seed, first, args.first is None, paths, named)]
    if args.log:
        print("\n".join([*header, format_game_log(state), *_summary(state, paths)]))
    else:
        print("\n".join([*header, *_summary(state, paths)]))
    return 0


# --- what the game came to -------------------------------------------------------------------

def mulligans(state: GameState) -> dict[str, int]:
    """How many mulligans each player took (CR 103.5)."""
    out = dict.fromkeys(state.turn_order, 0)
    for e in state.events:
        if isinstance(e, Mulliganed):
            out[e.player] = max(out[e.player], e.count)
    return out


def kept(state: GameState) -> dict[str, int]:
    """The size of each player's kept opening hand (seven less a card per mulligan)."""
    out: dict[str, int] = {}
    for e in state.events:
        if isinstance(e, HandKept):
            out[e.player] = OPENING_HAND - e.bottom
    return out


def _count(names: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for name in names:
        out[name] = out.get(name, 0) + 1
    return out


def cast(state: GameState) -> dict[str, dict[str, int]]:
    """Each player's spells cast, by card name, in the order first cast."""
    return {p: _count([e.name for e in state.events
                       if isinstance(e, SpellCast) and e.player == p])
            for p in state.turn_order}


def lands_played(state: GameState) -> dict[str, dict[str, int]]:
    """Each player's lands played (CR 305.1), by card name, in the order first played."""
    def name(card: str) -> str:
        perm = state.permanents.get(card)
        return perm.card.name if perm is not None else card

    return {p: _count([name(e.card) for e in state.events
                       if isinstance(e, LandPlayed) and e.player == p])
            for p in state.turn_order}


def loss_reasons(state: GameState) -> dict[str, str]:
    """Why each player who lost lost (CR 704.5a-c, 104.3)."""
    return {e.player: e.reason for e in state.events if isinstance(e, PlayerLost)}


def result_text(state: GameState) -> str:
    """Who won and why, or why the game is a draw, and on which turn."""
    result = state.result
    if result is None:
        return f"unfinished on turn {state.turn}"
    reasons = loss_reasons(state)
    why = "; ".join(f"{p} lost, {reasons[p]}" if p in reasons else f"{p} lost"
                    for p in result.losers)
    if result.winners:
        return f"{' and '.join(result.winners)} wins on turn {state.turn}: {why}"
    reason = result.reason.removesuffix(": a draw")
    return f"a draw on turn {state.turn}: {reason}" + (f" ({why})" if why else "")


def _header(state: GameState, seed: int, first: str, flipped: bool, paths: dict[str, str],
            policies: dict[str, str]) -> list[str]:
    how = "coin flip" if flipped else "--first"
    limit = f"turn limit {state.turn_limit}" if state.turn_limit else "no turn limit"
    return ["== game ==",
            *(f"  {p}: {paths[p]} (policy {policies[p]})" for p in SEATS),
            f"  seed {seed}; {first} plays first ({how}); {limit}"]


def _listing(counts: dict[str, int], what: str) -> str:
    """``3 Mountain, 2 Forest (5 lands)``, or ``nothing``."""
    total = sum(counts.values())
    if not total:
        return "nothing"
    listed = ", ".join(f"{n} {name}" for name, n in counts.items())
    return f"{listed} ({total} {what}{'s' if total != 1 else ''})"


def _summary(state: GameState, paths: dict[str, str]) -> list[str]:
    taken, hands, spells, lands = mulligans(state), kept(state), cast(state), \
        lands_played(state)
    lines = ["== result ==", f"  {result_text(state)}", f"  turns: {state.turn}"]
    for p in SEATS:
        player = state.players[p]
        poison = f", {player.poison} poison" if player.poison else ""
        lost = " (lost)" if player.lost else ""
        hand = f" (kept {_cards(hands[p])})" if p in hands else ""
        lines += [f"== {p}: {paths[p]} ==",
                  f"  life: {player.life}{poison}{lost}",
                  f"  mulligans: {taken[p]}{hand}",
                  f"  cast: {_listing(spells[p], 'spell')}",
                  f"  lands played: {_listing(lands[p], 'land')}"]
    return lines


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def game_json(state: GameState, seed: int, first: str, flipped: bool, paths: dict[str, str],
              policies: dict[str, str], events: bool = False) -> dict[str, Any]:
    """The JSON object of ``mtgsim game --json``: ``schema_version``, ``seed``, ``first``
    (and ``first_by``: ``coin flip`` or ``--first``), ``turn_limit``, ``players`` (each
    one's deck file, policy, life, poison, whether they lost, mulligans, cards cast and lands
    played by name), ``result`` (``winners``, ``losers``, ``draw``, ``reason``, ``lost``:
    each loser's reason, ``turns``) and, with ``events``, every event (``Event.to_json``)."""
    result = state.result
    taken, spells, lands = mulligans(state), cast(state), lands_played(state)
    out: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "seed": seed,
        "first": first,
        "first_by": "coin flip" if flipped else "--first",
        "turn_limit": state.turn_limit,
        "players": {p: {"deck": paths[p], "policy": policies[p],
                        "life": state.players[p].life, "poison": state.players[p].poison,
                        "lost": state.players[p].lost, "mulligans": taken[p],
                        "cast": spells[p], "lands_played": lands[p]} for p in SEATS},
        "result": {"winners": [] if result is None else list(result.winners),
                   "losers": [] if result is None else list(result.losers),
                   "draw": result is not None and not result.winners,
                   "reason": "" if result is None else result.reason,
                   "lost": loss_reasons(state),
                   "turns": state.turn},
    }
    if events:
        out["events"] = [e.to_json() for e in state.events]
    return out


__all__ = ["add_game_command", "cmd_game", "game_json", "result_text", "mulligans", "cast",
           "lands_played", "loss_reasons"]
