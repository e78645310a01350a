"""The instructions of optional choices made as a spell or ability resolves (CR 603.5, 608.2c:
"you may ..."), split from ``sim.model.programs``, whose ``Op`` verbs they are; handled by
``sim.rules.may_ops``."""

from __future__ import annotations

from sim.model.card import CardDef
from sim.model.objects import Zone
from sim.model.programs import Program
from sim.model.state import GameState

#: "tap or untap target creature" (CR 701.26a-b): as it resolves its controller chooses
#: whether the permanent is tapped or untapped (608.2c; a ``CARD_CHOICE``: "tap" / "untap")
TAP_OR_UNTAP = "tap or untap"
#: the answers of ``TAP_OR_UNTAP``
TAP_IT, UNTAP_IT = "tap", "untap"

#: "put a <kind> card from your hand onto the battlefield [tapped]" (CR 305.4: not playing a
#: land; 110.2): ``Op.card`` the kinds as a search names them ("land", "green creature",
#: "goblin permanent", "creature or land"; ``sim.model.card_kinds.matches``); its controller
#: chooses a card of them in their hand (608.2c; a ``CARD_CHOICE``); an Aura's object is
#: chosen as it enters (303.4f)
FROM_HAND = "put from hand onto the battlefield"
#: the words of which each kind ``FROM_HAND`` names has one: it names only permanent cards
#: (CR 110.4a; a land type only a land has, 205.3i)
PERMANENT_WORDS = frozenset(("artifact", "creature", "enchantment", "land", "planeswalker",
                             "battle", "permanent", "plains", "island", "swamp", "mountain",
                             "forest"))


#: "exile a [<kind>] card from your graveyard" (CR 406.2, 608.2c): ``Op.card`` the kinds ("" any
#: card); its controller chooses one such card in their graveyard as it resolves (a
#: ``CARD_CHOICE``); with none, nothing is exiled and "if you do" is not done (118.12 wording)
EXILE_FROM_GRAVEYARD = "exile a card from your graveyard"
#: "exile a [<kind>] card from your hand" (CR 406.2, 608.2c), as ``EXILE_FROM_GRAVEYARD``
EXILE_FROM_HAND = "exile a card from your hand"
#: the zone each of those exiles from
EXILED_FROM = {EXILE_FROM_GRAVEYARD: Zone.GRAVEYARD, EXILE_FROM_HAND: Zone.HAND}
#: the instructions that choose a card of a kind in their controller's own zone
FROM_YOUR_ZONE = frozenset((FROM_HAND, EXILE_FROM_GRAVEYARD, EXILE_FROM_HAND))


def names_permanent(kind: str) -> bool:
    """Whether ``kind`` ("green creature", "basic forest") names only permanent cards."""
    return any(word in PERMANENT_WORDS for word in kind.split())

#: ``Op.if_paid`` of the instructions of a sentence after "you may" that is not the whole
#: program's ("destroy target artifact. you may put a land card ..."; "you may tap or untap
#: target creature. draw a card ..."): the first asks its controller (CR 603.5), the answer
#: kept for "if you do" / "if you don't" (118.12); the sentences after are done either way
MAY = "you may"

# --- the source's return from its owner's graveyard (CR 113.6k, 400.7) ---
#: "return ~ from your graveyard to your hand | to the battlefield [tapped]": the ability's
#: source, a card in its owner's graveyard, moves; an ability whose effect moves its object
#: out of the graveyard functions only there (113.6k): it triggers only while the card is in
#: the graveyard (``sim.rules.triggers``), and returns it only if it hasn't left since it
#: triggered (400.7; ``StackItem.moves``)
SELF_TO_HAND = "return ~ from graveyard to hand"
SELF_TO_BATTLEFIELD = "return ~ from graveyard to battlefield"
SELF_TO_BATTLEFIELD_TAPPED = "return ~ from graveyard to battlefield tapped"
#: how "... to | onto the battlefield tapped and attacking" is read (CR 508.4: the controller
#: chooses what it attacks as it enters; ``sim.rules.entering_attacking``)
ENTERS_ATTACKING = "tapped and attacking"
#: "return ~ from your graveyard to the battlefield tapped and attacking" (CR 508.4)
SELF_TO_BATTLEFIELD_ATTACKING = "return ~ from graveyard to battlefield tapped and attacking"
FROM_GRAVEYARD = frozenset((SELF_TO_HAND, SELF_TO_BATTLEFIELD, SELF_TO_BATTLEFIELD_TAPPED,
                            SELF_TO_BATTLEFIELD_ATTACKING))


#: a triggered ability's intervening "if ~ is in your graveyard" (CR 603.4): it states the
#: zone it functions in (113.6b)
IN_YOUR_GRAVEYARD = "if ~ is in your graveyard"


def functions_in_graveyard(program: Program | None) -> bool:
    """Whether an ability whose effect is ``program`` moves its own card out of the graveyard
    ("return ~ from your graveyard to ..."): it functions only there (CR 113.6k) — activated
    only from its owner's graveyard (``Cost.graveyard``), triggering only while the card is
    there (``sim.rules.triggers``); so does one whose intervening "if" says the card is in
    your graveyard (113.6b: it states the zone it functions in)."""
    return program is not None and (program.condition == IN_YOUR_GRAVEYARD or any(
        op.verb in FROM_GRAVEYARD for op in program.ops))

#: "remove it from combat" (CR 506.4): it stops being an attacking, blocking, blocked or
#: unblocked creature ("whenever ~ becomes blocked, you may untap it and remove it from
#: combat")
REMOVE_FROM_COMBAT = "remove from combat"


# --- "as ~ enters, you may reveal a <kind> card from your hand. if you don't, ~ enters tapped"
#: the rule of that static ability (CR 614.12, 614.1d, 701.20a): its ``params`` hold
#: ``(REVEAL_AS_ENTERS, "giant")`` / ``"island or swamp"``, the kinds of card (a subtype) one
#: of which its controller may reveal from their hand as it enters; not revealed, it enters
#: tapped (as a shock land's life, ``sim.rules.land_entry``, ``sim.rules.arriving``)
REVEAL_AS_ENTERS = "reveal as it enters"


def reveal_kinds(card: CardDef) -> tuple[str, ...]:
    """The subtypes a card of which ``card``'s "as ~ enters, you may reveal a <kind> card from
    your hand" asks for ("Giant"; "Island", "Swamp"), () when it has no such ability."""
    for s in card.statics:
        if s.rule == REVEAL_AS_ENTERS:
            words = next(v for k, v in s.params if k == REVEAL_AS_ENTERS)
            return tuple(w.capitalize() for w in words.split(" or "))
    return ()


def can_reveal(state: GameState, player: str, card: CardDef, entering: str) -> bool:
    """Whether ``player`` has in hand a card ``card``'s reveal asks for, other than the one
    ``entering`` (CR 614.12: the land played or put onto the battlefield isn't in the hand)."""
    kinds = reveal_kinds(card)
    return bool(kinds) and any(p.id != entering and any(k in p.card.subtypes for k in kinds)
                               for p in state.cards(player, Zone.HAND))
