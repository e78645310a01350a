"""The activated keyword abilities (CR 702): each keyword stands for an ``Activated``
ability whose cost the keyword's value gives — equip (702.6a), crew (702.122a), saddle
(702.171a), unearth (702.84a), level up (702.87a) — its effect and program fixed (the
renderer checks a reading against them, ``sim.text.render_activated``). Split out of
``sim.model.programs``.
"""

from __future__ import annotations

from sim.model.cost_parts import HAND, RETURN, CostPart
from sim.model.filters import YOU, Filter
from sim.model.keyword_verbs import NINJUTSU
from sim.model.programs import (
    ATTACH,
    BECOME,
    BECOME_SADDLED,
    NAMED_COUNTERS,
    SELF,
    UNEARTH,
    Activated,
    Cost,
    Op,
    Program,
    TargetSpec,
)

#: equip's effect (CR 702.6a): "[Cost]: Attach to target creature you control. Activate only
#: as a sorcery."
EQUIP_EFFECT = "Attach to target creature you control. Activate only as a sorcery."


#: what equip does: its target and its instruction
EQUIP_PROGRAM = Program("attach to target creature you control",
                        targets=(TargetSpec("target creature you control", controller="you"),),
                        ops=(Op(ATTACH, who="target:0"),))


def equip(mana: str, text: str) -> Activated:
    """The activated ability "Equip [mana]" stands for (CR 702.6a), ``text`` as printed."""
    return Activated(Cost(mana), EQUIP_EFFECT, text, EQUIP_PROGRAM, keyword="equip")

#: crew's effect (CR 702.122a): "[Cost]: This Vehicle becomes an artifact creature until end
#: of turn."
CREW_EFFECT = "This Vehicle becomes an artifact creature until end of turn."


#: what crew does: its source becomes an artifact creature until end of turn
CREW_PROGRAM = Program("~ becomes an artifact creature until end of turn",
                       ops=(Op(BECOME, who=SELF, types=("Artifact", "Creature")),))


def crew(n: int, text: str) -> Activated:
    """The activated ability "Crew N" stands for (CR 702.122a): "Tap any number of untapped
    creatures you control with total power N or more: This Vehicle becomes an artifact
    creature until end of turn." ``text`` as printed."""
    return Activated(Cost(other=(f"Tap any number of untapped creatures you control with "
                                 f"total power {n} or more",), crew=n),
                     CREW_EFFECT, text, CREW_PROGRAM, keyword="crew")

#: saddle's effect (CR 702.171a): "[Cost]: This permanent becomes saddled until end of turn.
#: Saddle only as a sorcery." (its "only as a sorcery" read by ``sim.text.restrictions``)
SADDLE_EFFECT = "This permanent becomes saddled until end of turn. Activate only as a sorcery."


#: what saddle does: its source becomes saddled
SADDLE_PROGRAM = Program("~ becomes saddled until end of turn", ops=(Op(BECOME_SADDLED, SELF),))


def saddle(n: int, text: str) -> Activated:
    """The activated ability "Saddle N" stands for (CR 702.171a): "Tap any number of other
    untapped creatures you control with total power N or greater: This permanent becomes
    saddled until end of turn. Saddle only as a sorcery." ``text`` as printed."""
    return Activated(Cost(other=(f"Tap any number of other untapped creatures you control "
                                 f"with total power {n} or greater",), crew=n, crew_other=True),
                     SADDLE_EFFECT, text, SADDLE_PROGRAM, keyword="saddle")

#: unearth's effect (CR 702.84a): "[Cost]: Return this card from your graveyard to the
#: battlefield. ..."
UNEARTH_EFFECT = ("Return this card from your graveyard to the battlefield. It gains haste. "
                  "Exile it at the beginning of the next end step. If it would leave the "
                  "battlefield, exile it instead of putting it anywhere else. Activate only as "
                  "a sorcery.")


#: what unearth does: its one instruction
UNEARTH_PROGRAM = Program("return ~ from your graveyard to the battlefield",
                          ops=(Op(UNEARTH, who=SELF),))


def unearth(mana: str, text: str) -> Activated:
    """The activated ability "Unearth [mana]" stands for (CR 702.84a), activated from its
    owner's graveyard at sorcery speed; ``text`` as printed."""
    return Activated(Cost(mana, graveyard=True), UNEARTH_EFFECT, text, UNEARTH_PROGRAM,
                     keyword="unearth")


#: level up (CR 702.87a): "[Cost]: Put a level counter on this permanent. Activate only as a
#: sorcery." (``sim.text.level_text``)
LEVEL_UP_EFFECT = "Put a level counter on this permanent. Activate only as a sorcery."
LEVEL_UP_PROGRAM = Program("put a level counter on ~",
                           ops=(Op(NAMED_COUNTERS["level"], who=SELF, amount=1),))


def level_up(mana: str, text: str) -> Activated:
    """The activated ability "Level up [mana]" stands for (CR 702.87a); ``text`` as
    printed."""
    return Activated(Cost(mana), LEVEL_UP_EFFECT, text, LEVEL_UP_PROGRAM, keyword="level up")


#: ninjutsu (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
#: attacking creature you control to its owner's hand: Put this card onto the battlefield from
#: your hand tapped and attacking." — activated only from its owner's hand (``from_hand``)
NINJUTSU_EFFECT = "Put this card onto the battlefield from your hand tapped and attacking."
NINJUTSU_PROGRAM = Program("put ~ onto the battlefield from your hand tapped and attacking",
                           ops=(Op(NINJUTSU, SELF),))
#: its cost's part: the unblocked attacker returned (509.1h; ``sim.rules.cost_choices``)
UNBLOCKED_ATTACKER = CostPart(RETURN, what=(Filter(card_type="Creature", attacking=True,
                                                   unblocked=True, controller=YOU),))
NINJUTSU_RETURN = "Return an unblocked attacking creature you control to its owner's hand"


def ninjutsu(mana: str, text: str) -> Activated:
    """The activated ability "Ninjutsu [mana]" stands for (CR 702.49a); ``text`` as printed.
    Revealing the card is no part the engine pays: every player sees it leave the hand as it
    resolves, or stay (702.49b)."""
    return Activated(Cost(mana, other=(NINJUTSU_RETURN,), parts=(UNBLOCKED_ATTACKER,)),
                     NINJUTSU_EFFECT, text, NINJUTSU_PROGRAM, keyword="ninjutsu")


def from_hand(ability: Activated) -> bool:
    """Whether ``ability`` is activated only from its owner's hand: cycling's (its cost
    discards the card, CR 702.29a), ninjutsu's (702.49a) and forecast's (its cost reveals the
    card from the hand, 702.57a-b)."""
    return ability.cost.discard or ability.keyword == "ninjutsu" or any(
        p.own and p.zone == HAND for p in ability.cost.parts)
