"""The transformer rules of the Oracle grammar (``oracle.lark``) for instructions that move or
change permanents and cards (CR 400.7, 406, 613.1b, 701): exile, return to a hand or the
battlefield, sacrifice, counter a spell, gain control, a creature dealing damage equal to its
power, "doesn't untap during its controller's next untap step", attaching the source (701.3),
and "you may pay ... when you do" (603.12), as ``Instruction``.

Interpreted in the compiled build (``setup.py``): the class subclasses lark's ``Transformer``,
which mypyc cannot compile.
"""

from __future__ import annotations

from typing import Any

import attrs
from lark import Token, Transformer

from sim.model.may_verbs import ENTERS_ATTACKING
from sim.model.player_verbs import EXILE_GRAVEYARD
from sim.model.programs import (
    ATTACH,
    BITE,
    BOUNCE,
    CARD_TO_BATTLEFIELD,
    CARD_TO_HAND,
    COUNTER_SPELL,
    EACH_PLAYER,
    END_OF_COMBAT,
    EXILE,
    EXILE_UNTIL,
    FREEZE,
    GAIN_CONTROL,
    GET_ENERGY,
    INDEFINITE,
    LOSE_GAME,
    OPPONENTS,
    PAY_FOR_REFLEXIVE,
    PAY_LIFE,
    SACRIFICE_COST,
    SACRIFICE_IT,
    SHUFFLE_GRAVEYARD,
    SHUFFLE_INTO_LIBRARY,
    TO_LIBRARY_BOTTOM,
    TO_LIBRARY_TOP,
    YOU,
    TargetSpec,
)
from sim.model.skip_verbs import SKIP_TURN, SKIP_TWO_TURNS
from sim.model.tapped_durations import SOURCE_DURATION_WORDS
from sim.model.zone_verbs import PUT_CARD, RETURN_CHOSEN
from sim.text.effect_rules import Instruction, Who
from sim.text.fight_rules import ambiguous, fighter
from sim.text.return_counter_rules import counter_kinds, with_counters
from sim.text.sacrifice_options import sacrifice_subtype
from sim.text.static_rules import Refused
from sim.text.subject_rules import target_spec
from sim.text.target_phrases import split_colors

#: the permanents "you may sacrifice a|an|another <noun>" may name (``sacrifice_option``)
_SACRIFICE_NOUNS = frozenset(("creature", "artifact", "enchantment", "land", "permanent"))


def energy_count(symbols: str) -> int:
    """How many {E} ``symbols`` ("{e}{e}") are (CR 107.14); ``Refused`` for other symbols."""
    n = symbols.count("{e}")
    if n == 0 or n * 3 != len(symbols):
        raise Refused(symbols)
    return n


def _lasting(duration: str) -> str:
    """The words of a "doesn't untap" effect's duration (CR 502.3, 611.2b): while its source
    remains tapped or on the battlefield, or while "you" control it; ``Refused`` for any other."""
    if duration not in SOURCE_DURATION_WORDS:
        raise Refused("doesn't untap")
    return SOURCE_DURATION_WORDS[duration]


def _yours(c: list[Any]) -> Who:
    """The subject of "put <subject> on top of | on the bottom of your library": only a card
    from its controller's own graveyard, whose owner's library is theirs (CR 404.1, 401.1)."""
    who: Who = c[0]
    if "your library" in c and not (who.kind == "target" and who.spec is not None and
                                    who.spec.zone == "graveyard" and who.spec.controller == "you"):
        raise Refused("your library")  # a permanent, another player's card: its owner's
    return who


class MoveRules(Transformer[Token, Any]):
    """Instructions that move or change permanents and cards; each method is named after a
    rule or an alias of ``oracle.lark``."""

    def card_to_hand(self, c: list[Any]) -> Instruction:
        if c[0].kind != "target" or c[0].spec.zone != "graveyard":
            raise Refused("to your hand")  # a permanent goes to its owner's hand (bounce)
        return Instruction("verb", c[0], CARD_TO_HAND)

    def card_to_their_hand(self, c: list[Any]) -> Instruction:
        """"return target card from an opponent's graveyard to their hand" (CR 400.3: a card
        goes to its owner's hand, as "to your hand" of such a card does): only a card of an
        opponent's graveyard, whose owner "their" names."""
        if c[0].kind != "target" or c[0].spec.zone != "graveyard" or \
                c[0].spec.controller != "opponent":
            raise Refused("to their hand")
        return Instruction("verb", c[0], CARD_TO_HAND)

    def under_your_control(self, c: list[Any]) -> str:
        return "under your control"

    def under_owners_control(self, c: list[Any]) -> str:
        return "under its owner's control"

    def entering_attacking(self, c: list[Any]) -> str:
        return ENTERS_ATTACKING

    def card_to_battlefield(self, c: list[Any]) -> Instruction:
        """"return target creature card from your graveyard | it | that card to the
        battlefield [tapped | tapped and attacking] [under your | its owner's control]" (CR
        110.2a, 400.7d; 508.4: attacking only one card, a target or "it")."""
        if not (c[0].kind == "target" and c[0].spec.zone == "graveyard" or
                c[0].kind == "it" and c[0].words in ("it", "that card")):
            raise Refused("to the battlefield")
        attacking = ENTERS_ATTACKING in c
        if attacking and c[0].kind == "target" and c[0].spec.up_to:
            raise Refused("tapped and attacking")  # one choice of what each attacks (508.4)
        tapped = attacking or any(isinstance(t, Token) and t.type == "TAPPED" for t in c)
        yours = "under your control" in c
        # ``attacking`` carries "tapped" (as for tokens), ``amount`` "under your control"
        return Instruction("verb", c[0], CARD_TO_BATTLEFIELD, attacking=tapped,
                           amount=int(yours), enters_attacking=attacking)

    def return_counters(self, tokens: list[Any]) -> tuple[str, int]:
        return counter_kinds(tokens)  # "with a lifelink counter on it" (122.1b, 614.1c)

    def card_to_battlefield_counters(self, c: list[Any]) -> Instruction:
        return with_counters(self.card_to_battlefield(c[:-1]), c[-1])

    def card_put_onto_battlefield(self, c: list[Any]) -> Instruction:
        """"put target creature card from a graveyard onto the battlefield [tapped] under your
        control" (CR 110.2a, 400.7): a card in a graveyard only, read as "return ... to the
        battlefield" is (``card_to_battlefield``)."""
        if not (c[0].kind == "target" and c[0].spec.zone == "graveyard"):
            raise Refused("onto the battlefield")
        return attrs.evolve(self.card_to_battlefield(c), verb=PUT_CARD)

    def counter_spell(self, c: list[Any]) -> Instruction:
        amount = int(str(c[1])[1:-1]) if len(c) > 1 else 0
        return Instruction("counted", c[0], COUNTER_SPELL, amount=amount)

    def sacrifice_it(self, c: list[Any]) -> Instruction:
        if c[0].kind not in ("self", "it"):
            raise Refused("sacrifice")  # one sacrifices only what one controls (701.21a)
        return Instruction("verb", c[0], SACRIFICE_IT)

    def attach(self, c: list[Any]) -> Instruction:
        if c[0].kind not in ("self", "it") or c[1].kind in ("fixed", "group"):
            raise Refused("attach")  # only the source attaches itself (701.3a)
        return Instruction("attach", c[1], ATTACH, first=Instruction("source", c[0]))

    def bite(self, c: list[Any]) -> Instruction:
        if not fighter(c[0]) or ambiguous(c[0], c[1]):  # a creature: a target, ~, "it"
            raise Refused("deals damage equal to its power")
        return Instruction("bite", c[1], BITE, first=Instruction("source", c[0]))

    def pay_option(self, c: list[Any]) -> Instruction:
        return Instruction("pay option", verb=PAY_FOR_REFLEXIVE, then=str(c[0]))

    def pay_life_option(self, c: list[Any]) -> Instruction:
        return Instruction("pay option", verb=PAY_LIFE, amount=int(str(c[0])))

    def exile_until(self, c: list[Any]) -> Instruction:
        """"exile <who> until ~ leaves the battlefield" (CR 610.3)."""
        if c[0].kind in ("self", "fixed"):
            raise Refused("exile until")  # a target, "it", a group
        return Instruction("verb", c[0], EXILE_UNTIL)

    def get_energy(self, c: list[Any]) -> Instruction:
        """"you get {E}{E}" (CR 107.14, 122.1)."""
        return Instruction("get energy", verb=GET_ENERGY, amount=energy_count(str(c[0])))

    def get_x_energy(self, c: list[Any]) -> Instruction:
        """"you get X {E}" (CR 107.14, 122.1): X energy counters."""
        if str(c[0]).lower() != "{e}":
            raise Refused("X of another symbol")
        return Instruction("get energy", verb=GET_ENERGY, amount=1, x=True)

    def sacrifice_option(self, tokens: list[Any]) -> Instruction:
        """"you may sacrifice another creature" (CR 118.12, 701.21a): the permanents of the
        controller's it may be, as a group filter (``who``)."""
        words = [str(t) for t in tokens][3:]
        if len(words) == 2 and words[1] not in _SACRIFICE_NOUNS:  # "a food", "a vampire"
            return sacrifice_subtype(words[0] == "another", words[1])
        non = words[1] if words[1].startswith("non") else ""
        nouns = [w for w in words[1:] if w not in ("or", "a", "an", non)]
        if any(w not in _SACRIFICE_NOUNS for w in nouns):
            raise Refused("sacrifice")  # a plural
        spec: dict[str, Any] = {"controller": "you", "other": words[0] == "another"}
        if non:
            kind = non[3:].lstrip("-")
            if kind not in _SACRIFICE_NOUNS:
                raise Refused(non)  # "nontoken": not a type
            spec["not_subtype"] = kind.title()
        return Instruction("pay option", Who("group", spec=TargetSpec(
            " ".join(words), frozenset(nouns), **spec)), SACRIFICE_COST)

    def return_land(self, tokens: list[Any]) -> Instruction:
        """"return a land you control to its owner's hand" (a bounce land's), "return a blue
        or black creature you control ...", "return another nonland permanent you control
        ..." (CR 115.1: chosen as it resolves, not targeted; 400.7): a group (``who``) of the
        controller's permanents, one of which goes to its owner's hand."""
        rest, colors = split_colors(tokens)
        words = [str(t) for t in rest]
        article, noun = words[1], words[-7]
        non = words[2] if words[2].startswith("non") else ""
        if noun.endswith("s"):
            raise Refused("return a")  # a plural
        if noun == "land" and article == "a" and not non and not colors:
            return Instruction("return land")
        spec: dict[str, Any] = {"controller": "you", "other": article == "another",
                                "colors": colors}
        if non:
            kind = non[3:].lstrip("-")
            if kind not in _SACRIFICE_NOUNS:
                raise Refused(non)  # "nontoken": not a type
            spec["not_subtype"] = kind.title()
        text = " ".join(words[1:3] if non else words[1:2])
        text += f" {' or '.join(sorted(colors))}" if colors else ""
        return Instruction("verb", Who("group", spec=TargetSpec(
            f"{text} {noun} you control", frozenset({noun}), **spec)), RETURN_CHOSEN)

    def freeze_subject(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def freeze_whose(self, tokens: list[Any]) -> str:
        return " ".join(str(t) for t in tokens)

    def freeze(self, c: list[Any]) -> Instruction:
        return Instruction("freeze", verb=FREEZE, then=f"{c[0]}|{c[1]}")

    def freeze_while_tapped(self, c: list[Any]) -> Instruction:
        """"<it> doesn't untap during its controller's untap step for as long as ~ remains
        tapped" (CR 502.3, 611.2b)."""
        return Instruction("freeze", verb=FREEZE, then=f"{c[0]}|its controller's untap step "
                           + _lasting(c[1]))

    def skip_next_turn(self, c: list[Any]) -> Instruction:
        """"You skip your next turn | two turns" (CR 614.10)."""
        return Instruction("verb", Who("fixed", who=YOU), SKIP_TWO_TURNS if c else SKIP_TURN)

    def you_lose_the_game(self, c: list[Any]) -> Instruction:
        """"You lose the game" (CR 104.3e), as a pact's unpaid upkeep cost words it."""
        return Instruction("verb", Who("fixed", who=YOU), LOSE_GAME)

    def freeze_all_while_tapped(self, c: list[Any]) -> Instruction:
        """"They don't untap during their controllers' untap steps for as long as ~ remains
        tapped" (CR 502.3, 611.2b)."""
        if c[0] not in ("they", "those creatures"):
            raise Refused("don't untap")
        return Instruction("freeze", verb=FREEZE, then=f"{c[0]}|their controllers' untap steps "
                           + _lasting(c[1]))

    def gain_control(self, c: list[Any]) -> Instruction:
        if c[0].kind in ("fixed",):
            raise Refused("gain control")  # of a target, "it" or "that creature"
        duration = c[1] if len(c) > 1 else INDEFINITE
        if duration == END_OF_COMBAT:
            raise Refused("until end of combat")
        return Instruction("verb", c[0], GAIN_CONTROL, duration=duration)

    def exile(self, c: list[Any]) -> Instruction:
        return Instruction("verb", c[0], EXILE)

    def bounce(self, c: list[Any]) -> Instruction:
        return Instruction("verb", c[0], BOUNCE)

    # CR 401.4, 701.24a: into its owner's library (``sim.rules.library_moves``)

    def to_library_top(self, c: list[Any]) -> Instruction:
        return Instruction("verb", _yours(c), TO_LIBRARY_TOP)

    def to_library_bottom(self, c: list[Any]) -> Instruction:
        return Instruction("verb", _yours(c), TO_LIBRARY_BOTTOM)

    def your_library(self, c: list[Any]) -> str:
        return "your library"

    def shuffle_into_library(self, c: list[Any]) -> Instruction:
        return Instruction("verb", c[0], SHUFFLE_INTO_LIBRARY)

    def shuffle_graveyard(self, c: list[Any]) -> Instruction:
        """"Target player shuffles their graveyard into their library" (701.24a)."""
        if c[0].kind == "target" and c[0].spec.types != {"player"}:
            raise Refused("shuffles")
        return Instruction("verb", c[0], SHUFFLE_GRAVEYARD)

    def graveyard_owner(self, c: list[Any]) -> Who:
        """Whose graveyard: "target player's | opponent's", "each player's | opponent's",
        "your" (CR 115.1, 404.1)."""
        words = " ".join(str(t) for t in c)
        if words.startswith("target "):
            return Who("target", spec=target_spec([words[len("target "):-2]]))
        return Who("fixed", who={"each player's": EACH_PLAYER, "each opponent's": OPPONENTS,
                                 "your": YOU}[words])

    def exile_graveyard(self, c: list[Any]) -> Instruction:
        """"exile target player's graveyard" (CR 406.2: every card of it)."""
        return Instruction("verb", c[0], EXILE_GRAVEYARD)

    def exile_all_graveyards(self, c: list[Any]) -> Instruction:
        """"exile all graveyards" (CR 406.2): each player's graveyard."""
        return Instruction("verb", Who("fixed", who=EACH_PLAYER), EXILE_GRAVEYARD)
