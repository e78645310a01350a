"""Playing a land (CR 305.1: a special action, 116.2a) and the choice some lands ask as they
enter: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (a shock land's,
``PAY_LIFE_AS_ENTERS``; 614.12: a replacement effect of the permanent's own, its controller
choosing as it enters). A land played makes that choice part of the action (``PlayLand.pay``:
``play_ways`` offers both when the player can pay, 119.4); a land put onto the battlefield by
an effect asks just after its instruction (``sim.rules.arriving``). "As ~ enters, choose a
color" (614.12) is also the action's (``PlayLand.choice``: one way per color).
"""

from __future__ import annotations

from sim.model.actions import PlayLand
from sim.model.board import retype
from sim.model.events import Entered, LandPlayed
from sim.model.may_verbs import can_reveal, reveal_kinds
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules import ascend
from sim.rules.arriving import life_to_enter_untapped
from sim.rules.chosen import entering_choices
from sim.rules.life import lose_life
from sim.rules.sagas import saga_enters
from sim.rules.tokens import enters_tapped


def play_ways(state: GameState, player: str, perm: Permanent) -> tuple[PlayLand, ...]:
    """The ways to play the land ``perm``: as it is, and, when it asks for life to enter
    untapped and the player has that much (CR 119.4: life is paid only from a life total at
    least that high), paying it."""
    life = life_to_enter_untapped(perm.card) if perm.card.statics else 0
    choices = entering_choices(state, perm.card, player) if perm.card.statics else ("",)
    if life and state.players[player].life >= life or not life and perm.card.statics and \
            can_reveal(state, player, perm.card, perm.id):  # "you may reveal a <kind> card"
        return tuple(PlayLand(perm.id, pay, c) for pay in (False, True) for c in choices)
    return tuple(PlayLand(perm.id, choice=c) for c in choices)


def play_land(state: GameState, player: str, card: str, pay: bool = False,
              choice: str = "") -> None:
    """CR 305.1, 116.2a: a special action — the land goes onto the battlefield without using
    the stack, tapped if it "enters tapped [unless ...]" (614.1d,
    ``sim.rules.tokens.enters_tapped``) or if it asks for life to enter untapped and ``pay``
    is not set (614.12; paid, the life is lost, 119.4); the player receives priority again
    (116.3c). ``choice``: the color or creature type its "as ~ enters, choose ..." asks
    (614.12: the player's, made as it enters: part of the action, ``play_ways``)."""
    perm = state.permanents[card]
    life = life_to_enter_untapped(perm.card) if pay else 0
    if life:
        lose_life(state, [player], life, perm.card.name)  # 119.4: paying life is losing it
    state.move(card, Zone.BATTLEFIELD)
    perm.controller, perm.chosen = player, choice  # a new object (400.7); 614.12
    if choice:  # "~ is the chosen color", "one mana of the chosen color" (613.1d-e, 106.1)
        retype(state, card)
    perm.tapped = enters_tapped(state, card, player, paid=bool(life) or pay and bool(
        reveal_kinds(perm.card)))  # 614.12: revealed (``play_ways`` offers it only then)
    state.players[player].lands_played += 1
    state.static_sources = None
    state.log(LandPlayed, player=player, card=card)
    saga_enters(state, perm)  # 714.3a: a Saga, with a lore counter (given as it enters)
    state.log(Entered, permanent=card, controller=player)  # 603.6a: "when ~ enters" triggers
    state.players[player].note_entered(perm, state.turn)  # "it entered ... this turn"
    ascend.entered(state, perm)  # the tenth permanent (CR 702.131b)
    state.passes = 0
